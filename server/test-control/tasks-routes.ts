import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../http/env.ts";
import { readJson } from "../http/validate.ts";
import { taskRuntime } from "../tasks/runner.ts";
import { TASK_PHASES } from "../tasks/task-store.ts";

const phase = z.enum(TASK_PHASES);
const timing = z.object({ phase_ms: z.number().int().min(0).max(60_000) });
const hold = z.object({ status: phase });

/**
 * Task timing for tests: the phase time, and holding a phase until released. Kept in the database,
 * so a setting made through one instance acts on the tasks of every instance sharing it.
 */
export function taskControlRoutes(deps: AppDeps) {
  const runtime = taskRuntime(deps);
  const state = async () => {
    const { phaseMs, held } = await runtime.controls();
    return { phase_ms: phaseMs, held };
  };
  return new Hono()
    .get("/tasks/control", async (c) => c.json(await state()))
    .put("/tasks/timing", async (c) => {
      await runtime.setPhaseTime((await readJson(c, timing)).phase_ms);
      return c.json(await state());
    })
    .post("/tasks/holds", async (c) => {
      await runtime.hold((await readJson(c, hold)).status);
      return c.json(await state());
    })
    .delete("/tasks/holds/:status", async (c) => {
      const status = phase.safeParse(c.req.param("status"));
      if (status.success) await runtime.release(status.data);
      return c.json(await state());
    })
    .delete("/tasks/holds", async (c) => {
      await runtime.release();
      return c.json(await state());
    });
}
