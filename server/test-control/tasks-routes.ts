import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../http/env.ts";
import { readJson } from "../http/validate.ts";
import { taskRuntime } from "../tasks/runner.ts";
import { TASK_PHASES } from "../tasks/task-store.ts";

const phase = z.enum(TASK_PHASES);
const timing = z.object({ phase_ms: z.number().int().min(0).max(60_000) });
const hold = z.object({ status: phase });

/** Task timing for tests: the phase time, and holding a phase until released. */
export function taskControlRoutes(deps: AppDeps) {
  const runtime = taskRuntime(deps);
  const state = () => ({ phase_ms: runtime.phaseMs, held: runtime.heldPhases() });
  return new Hono()
    .get("/tasks/control", (c) => c.json(state()))
    .put("/tasks/timing", async (c) => {
      runtime.phaseMs = (await readJson(c, timing)).phase_ms;
      return c.json(state());
    })
    .post("/tasks/holds", async (c) => {
      runtime.hold((await readJson(c, hold)).status);
      return c.json(state());
    })
    .delete("/tasks/holds/:status", (c) => {
      const status = phase.safeParse(c.req.param("status"));
      if (status.success) runtime.release(status.data);
      return c.json(state());
    })
    .delete("/tasks/holds", (c) => {
      runtime.release();
      return c.json(state());
    });
}
