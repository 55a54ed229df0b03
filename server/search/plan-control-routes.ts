import { Hono } from "hono";
import type { AppDeps } from "../http/env.ts";
import { ServiceError } from "../http/errors.ts";
import { expirePlan } from "./plan-store.ts";

/**
 * Test control for plans (mount under `/__test`, test mode only): `POST /plans/:id/expire` makes a
 * plan expire now, so an end-to-end test can show "expired, plan again" without waiting 5 minutes.
 */
export function planControlRoutes(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  return new Hono().post("/plans/:id/expire", async (c) => {
    const planId = c.req.param("id");
    const at = now();
    if (!(await expirePlan(deps.db, planId, at.getTime()))) {
      throw new ServiceError(404, "PLAN_NOT_FOUND", "No plan with this id", { plan_id: planId });
    }
    return c.json({ plan_id: planId, expires_at: at.toISOString() });
  });
}
