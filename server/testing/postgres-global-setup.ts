import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDb } from "../db/db.ts";
import { startPostgresServer } from "./postgres-server.ts";
import { TEMPLATE_DATABASE } from "./test-db.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * Set only in the `server-pg` project: a superuser URL (database `postgres`) of the one PostgreSQL
     * server that project's files share; each test database is created from TEMPLATE_DATABASE.
     */
    postgresUrl?: string;
    /** postgres://sandbox:<wrong>@… style URLs are built from this: a role that needs a password. */
    postgresPasswordUser?: { name: string; password: string };
  }
}

/** One PostgreSQL server for the whole `server-pg` run, with a migrated template database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgresServer();
  try {
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = await openDb({ url: server.url(TEMPLATE_DATABASE) });
    await template.close();
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide("postgresUrl", server.url());
  project.provide("postgresPasswordUser", server.passwordUser);
  return () => server.stop();
}
