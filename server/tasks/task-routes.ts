import { Hono, type Context } from "hono";
import { z } from "zod";
import { getBalance } from "../billing/ledger.ts";
import { authedAccount, dialectFor, type AppDeps, type AppEnv } from "../http/env.ts";
import { ServiceError } from "../http/errors.ts";
import { readJson } from "../http/validate.ts";
import { toWireInt } from "../http/wire.ts";
import { accountBlock } from "../search/wire-bodies.ts";
import { taskRuntime } from "./runner.ts";
import { consumedBy } from "./step-store.ts";
import { findTask, insertTask, isTerminal, newTaskId, type StoredTask } from "./task-store.ts";

export const MAX_QUERY = 2_000;
export const MAX_INSTRUCTION = 500;

const createRequest = z.object({
  query: z.string().trim().min(1, "query must not be empty").max(MAX_QUERY),
  instruction: z.string().trim().max(MAX_INSTRUCTION).nullable().optional(),
});

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function taskOf(c: Context<AppEnv>, deps: AppDeps): Promise<StoredTask> {
  const id = c.req.param("id") ?? "";
  const task = await findTask(deps.db, authedAccount(c).id, id);
  if (task === null) throw new ServiceError(404, "TASK_NOT_FOUND", "No task with this id", { task_id: id });
  return task;
}

/**
 * Production answers with exactly the SDK's fields. The spec dialect adds this service's
 * extensions: times, and once the task has ended, the credits its data calls consumed (from the
 * ledger) with the account block.
 */
async function extensions(c: Context<AppEnv>, deps: AppDeps, task: StoredTask, withUsage: boolean) {
  if (dialectFor(c) === "production") return {};
  const times = { created_at: iso(task.createdAt), finished_at: iso(task.finishedAt) };
  if (!withUsage || !isTerminal(task.status)) return times;
  const now = (deps.now ?? (() => new Date()))();
  return {
    ...times,
    usage: { consumed: toWireInt(await consumedBy(deps.db, task.id)) },
    account: accountBlock(await getBalance(deps.db, task.accountId), now),
  };
}

/** `POST /v1/tasks`, `GET /v1/tasks/:id/status` and `GET /v1/tasks/:id/result`, relative to the chat family. */
export function taskRoutes(deps: AppDeps) {
  const runtime = taskRuntime(deps);
  const now = deps.now ?? (() => new Date());
  return new Hono<AppEnv>()
    .post("/tasks", async (c) => {
      const body = await readJson(c, createRequest);
      const instruction = body.instruction === undefined || body.instruction === "" ? null : body.instruction;
      const task = {
        id: newTaskId(),
        accountId: authedAccount(c).id,
        query: body.query,
        instruction,
        createdAt: now().getTime(),
      };
      await insertTask(deps.db, task, runtime.lease());
      runtime.start(task.id, { leased: true });
      const stored = (await findTask(deps.db, task.accountId, task.id)) as StoredTask;
      return c.json({ id: task.id, status: "Queued", ...(await extensions(c, deps, stored, false)) });
    })
    .get("/tasks/:id/status", async (c) => {
      const task = await taskOf(c, deps);
      return c.json({ id: task.id, status: task.status, ...(await extensions(c, deps, task, false)) });
    })
    .get("/tasks/:id/result", async (c) => {
      const task = await taskOf(c, deps);
      return c.json({
        id: task.id,
        status: task.status,
        result: task.status === "Completed" ? task.report : null,
        error: task.status === "Failed" ? task.error : null,
        ...(await extensions(c, deps, task, true)),
      });
    });
}
