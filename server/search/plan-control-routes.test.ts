import { Hono } from "hono";
import { defaultConfig } from "../config.ts";
import { onError } from "../http/errors.ts";
import { planControlRoutes } from "./plan-control-routes.ts";
import { searchApp, type ErrorBody } from "./search-test-kit.ts";
import { expectStatus } from "../../common/expect-status.ts";

describe("POST /__test/plans/:id/expire", () => {
  it("makes a pending plan expire now, so running it answers PLAN_EXPIRED", async () => {
    const s = await searchApp();
    try {
      const control = new Hono()
        .route(
          "/__test",
          planControlRoutes({
            db: s.t.db,
            config: defaultConfig(),
            chain: null,
            now: () => new Date(s.nowIso()),
          }),
        )
        .onError(onError(() => {}));
      const plan = (await s.plan({ query: "price of BTC", vertical_id: "crypto" })).body;
      const res = await control.request(`/__test/plans/${plan.id}/expire`, { method: "POST" });
      await expectStatus(res, 200);
      expect(await res.json()).toEqual({ plan_id: plan.id, expires_at: s.nowIso() });
      const run = await s.run<ErrorBody>({ plan_id: plan.id });
      expect(run).toMatchObject({ status: 410, body: { error: { code: "PLAN_EXPIRED" } } });
      const missing = await control.request("/__test/plans/nope/expire", { method: "POST" });
      await expectStatus(missing, 404);
    } finally {
      await s.t.close();
    }
  });
});
