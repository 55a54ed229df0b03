import { Hono } from "hono";
import { z } from "zod";
import { getBalance } from "../billing/ledger.ts";
import type { Dialect } from "../config.ts";
import { authedAccount, type AppDeps, type AppEnv } from "../http/env.ts";
import { ServiceError } from "../http/errors.ts";
import { readJson } from "../http/validate.ts";
import { isVertical, VERTICALS } from "../tools/catalog.ts";
import { loadDatasets } from "../tools/datasets.ts";
import type { Vertical } from "../tools/types.ts";
import { detectVertical } from "./planner/infer-vertical.ts";
import { createPlan, runPlan, type SearchDeps } from "./search-service.ts";
import { planBody, resultBody, unplannedBody, type ResultOptions } from "./wire-bodies.ts";

const summarization = z.object({
  enable: z.boolean(),
  model: z.enum(["kirha", "kirha-flash"]).default("kirha"),
  instruction: z.string().max(2000).optional(),
});

const planFields = {
  query: z.string().trim().min(1).max(2000),
  vertical_id: z.string().optional(),
  use_deterministic_tool_planning: z.boolean().default(false),
};
const runFields = {
  summarization: summarization.optional(),
  include_raw_data: z.boolean().default(true),
  include_planning: z.boolean().default(false),
};

const planRequest = z.object(planFields);
const searchRequest = z.object({ ...planFields, ...runFields });
// The spec lists use_deterministic_tool_planning here too; it is accepted and has no effect, the plan is already made.
const runRequest = z.object({
  plan_id: z.string().min(1),
  use_deterministic_tool_planning: z.boolean().optional(),
  ...runFields,
});

/** The vertical to plan in, and what to say first in the plan's reason when it had to be guessed. */
function verticalOf(query: string, verticalId: string | undefined): { vertical: Vertical; note?: string } {
  if (verticalId === undefined || verticalId === "") {
    const detected = detectVertical(query, loadDatasets());
    if (detected !== null) return { vertical: detected };
    return {
      vertical: "crypto",
      note: `Could not tell which vertical this question is for (it names no coin, chain, company or sector), so crypto, the default, was tried; choose one of ${VERTICALS.join(", ")} to be sure.`,
    };
  }
  if (isVertical(verticalId)) return { vertical: verticalId };
  throw new ServiceError(404, "VERTICAL_NOT_FOUND", `Unknown vertical "${verticalId}"`, {
    vertical_id: verticalId,
    known_verticals: VERTICALS,
  });
}

function resultOptions(
  body: z.output<typeof searchRequest> | z.output<typeof runRequest>,
  dialect: Dialect,
): ResultOptions {
  return {
    dialect,
    summarization: body.summarization,
    includeRawData: body.include_raw_data,
    includePlanning: body.include_planning,
  };
}

/** `POST /v1/search`, `/v1/search/plan` and `/v1/search/plan/run`, relative to the chat family. */
export function searchRoutes(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const s: SearchDeps = {
    db: deps.db,
    config: deps.config,
    ctx: { chain: deps.chain, data: loadDatasets(), now },
  };
  return new Hono<AppEnv>()
    .post("/search/plan", async (c) => {
      const body = await readJson(c, planRequest);
      const { id, dialect } = authedAccount(c);
      const plan = await createPlan(s, id, {
        query: body.query,
        ...verticalOf(body.query, body.vertical_id),
        deterministic: body.use_deterministic_tool_planning,
        dialect,
      });
      return c.json(planBody(plan, await getBalance(deps.db, id), now(), dialect));
    })
    .post("/search/plan/run", async (c) => {
      const body = await readJson(c, runRequest);
      const { id, dialect } = authedAccount(c);
      const run = await runPlan(s, id, body.plan_id);
      return c.json(resultBody(run, resultOptions(body, dialect), now()));
    })
    .post("/search", async (c) => {
      const body = await readJson(c, searchRequest);
      const { id, dialect } = authedAccount(c);
      const plan = await createPlan(s, id, {
        query: body.query,
        ...verticalOf(body.query, body.vertical_id),
        deterministic: body.use_deterministic_tool_planning,
        dialect,
      });
      const options = { ...resultOptions(body, dialect), call: "search" as const };
      if (plan.planningStatus !== "success") {
        return c.json(unplannedBody(plan, options, await getBalance(deps.db, id), now()));
      }
      const run = await runPlan(s, id, plan.id, "search");
      return c.json(resultBody(run, options, now()));
    });
}
