import { createApp } from "../app.ts";
import { createAccount } from "../auth/accounts.ts";
import { defaultConfig } from "../config.ts";
import type { Db } from "../db/db.ts";
import { DatabaseUnavailableError } from "../db/unavailable.ts";
import { openTestDb } from "../testing/test-db.ts";
import { runtimeOf } from "./runner.ts";

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

it("a task whose runner loses the database mid-research is taken over once it answers again, and completes", async () => {
  // The first plan a sub-question stores meets a dropped connection, as the PostgreSQL driver
  // reports it (server/db/postgres.ts); every later statement reaches the database.
  let cut = false;
  const flaky: Db = {
    kind: db.kind,
    get closed() {
      return db.closed;
    },
    query: async (sql, params) => {
      if (!cut && sql.includes("INSERT INTO search_plans")) {
        cut = true;
        throw new DatabaseUnavailableError(new Error("Connection terminated unexpectedly"));
      }
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    transaction: (fn) => db.transaction(fn),
  };
  const app = createApp({ db: flaky, config: defaultConfig(), chain: null });
  const runtime = runtimeOf(flaky);
  runtime.phaseMs = 0;
  // A short lease, so the takeover comes within the test; renewed and swept every third of it.
  runtime.leaseMs = 300;
  const { apiKey } = await createAccount(db, {
    name: "tasks",
    balance: { subscription: 1000n, topUp: 0n },
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(`/chat/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { id: string; status: string; error?: string | null };
  };
  const task = await call("POST", "/tasks", {
    query: "Compare Bitcoin and Ethereum: prices and market caps",
  });

  let status = task.status;
  for (let i = 0; i < 1_000 && status !== "Completed" && status !== "Failed"; i++) {
    await new Promise((r) => setTimeout(r, 20));
    status = (await call("GET", `/tasks/${task.id}/status`)).status;
  }
  expect(cut).toBe(true);
  expect(await call("GET", `/tasks/${task.id}/status`)).toMatchObject({ status: "Completed" });
  await runtime.idle();
  runtime.halt();
});
