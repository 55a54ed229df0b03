import type { MiddlewareHandler } from "hono";
import type { ServiceConfig } from "../config.ts";
import type { Db } from "../db/db.ts";
import { errorResponse, ServiceError } from "../http/errors.ts";
import type { AppEnv } from "../http/env.ts";
import { findAccountByKey } from "./accounts.ts";

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function unauthorized(reason: "missing" | "invalid"): ServiceError {
  const message = reason === "missing" ? "Missing API key (Authorization: Bearer <key>)" : "Invalid API key";
  return new ServiceError(401, "UNAUTHORIZED", message, { reason });
}

/**
 * Bearer API-key auth for a whole family. It runs before routing, so an unknown or wrong-method
 * path under a family answers 401 to an anonymous caller and 404/405 only to a known one.
 */
export function requireAccount(db: Db, config: ServiceConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = BEARER.exec(c.req.header("authorization") ?? "");
    const key = match?.[1];
    const headers = { "WWW-Authenticate": "Bearer" };
    if (!key) return errorResponse(c, unauthorized("missing"), headers);
    const owner = await findAccountByKey(db, key);
    if (!owner) return errorResponse(c, unauthorized("invalid"), headers);
    const dialect = config.testMode && owner.dialect ? owner.dialect : config.dialect;
    c.set("account", { id: owner.id, dialect });
    await next();
  };
}
