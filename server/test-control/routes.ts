import { Hono } from "hono";
import type { AppDeps } from "../http/env.ts";
import { accountControlRoutes } from "./accounts-routes.ts";
import { chainControlRoutes } from "./chain-routes.ts";
import { planControlRoutes } from "../search/plan-control-routes.ts";
import { taskControlRoutes } from "./tasks-routes.ts";

/** Mounted at `/__test` only when `config.testMode`; no auth, so never part of `npm start`. */
export function testControlRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.route("/", accountControlRoutes(deps));
  app.route("/", chainControlRoutes(deps));
  app.route("/", planControlRoutes(deps));
  app.route("/", taskControlRoutes(deps));
  return app;
}
