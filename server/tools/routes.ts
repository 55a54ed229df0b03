import { Hono } from "hono";
import { z } from "zod";
import { authedAccount, dialectFor, type AppDeps, type AppEnv } from "../http/env.ts";
import { ServiceError } from "../http/errors.ts";
import { readJson } from "../http/validate.ts";
import { toWireInt } from "../http/wire.ts";
import { findTool, toolsForVertical, VERTICALS } from "./catalog.ts";
import { hostileToolRoutes } from "./hostile/hostile-routes.ts";
import { loadDatasets } from "./datasets.ts";
import { executeCharged } from "./executor.ts";
import { productionTool, specTool } from "./wire.ts";

const executeBody = z.object({
  tool_name: z.string().min(1),
  input: z.record(z.string(), z.unknown()),
});
/** Production treats a missing `input` as `{}` (its SDK's documented behaviour); the spec requires it. */
const productionExecuteBody = executeBody.extend({
  input: z.record(z.string(), z.unknown()).default({}),
});

/** docs/interfaces.md, "Listing movements": a tool execution's id, in both dialects. */
export const EXECUTION_ID_HEADER = "X-Execution-Id";

function listFor(verticalId: string | undefined) {
  if (verticalId === undefined || verticalId === "") {
    throw new ServiceError(400, "INVALID_REQUEST", "Query parameter vertical_id is required", {
      field: "vertical_id",
      known_verticals: VERTICALS,
    });
  }
  const tools = toolsForVertical(verticalId);
  if (tools === undefined) {
    throw new ServiceError(404, "VERTICAL_NOT_FOUND", `Unknown vertical "${verticalId}"`, {
      vertical_id: verticalId,
      known_verticals: VERTICALS,
    });
  }
  return tools;
}

/** `GET /v1/tools` and `POST /v1/tools/execute`, relative to the chat family's `/chat`. */
export function toolRoutes(deps: AppDeps) {
  const ctx = { chain: deps.chain, data: loadDatasets(), now: deps.now ?? (() => new Date()) };
  return new Hono<AppEnv>()
    .route("/", hostileToolRoutes(deps))
    .get("/tools", (c) => {
      const tools = listFor(c.req.query("vertical_id"));
      return dialectFor(c) === "production"
        ? c.json(tools.map(productionTool))
        : c.json({ tools: tools.map(specTool) });
    })
    .post("/tools/execute", async (c) => {
      const production = dialectFor(c) === "production";
      const body = await readJson(c, production ? productionExecuteBody : executeBody);
      const tool = findTool(body.tool_name);
      if (tool === undefined) {
        throw new ServiceError(404, "TOOL_NOT_FOUND", `Unknown tool "${body.tool_name}"`, {
          tool_name: body.tool_name,
        });
      }
      const result = await executeCharged(deps.db, authedAccount(c).id, tool, body.input, ctx);
      // Neither dialect's body has room for it: the ref of this call's ledger movement.
      c.header(EXECUTION_ID_HEADER, result.executionId);
      c.header("Access-Control-Expose-Headers", EXECUTION_ID_HEADER);
      if (production) {
        const usage = { estimated: tool.price, consumed: result.ok ? toWireInt(result.charged) : 0 };
        return result.ok
          ? c.json({ tool_name: tool.name, output: result.output, is_error: false, usage })
          : c.json({
              tool_name: tool.name,
              output: null,
              is_error: true,
              error_message: result.error,
              usage,
            });
      }
      if (!result.ok) {
        throw new ServiceError(422, "TOOL_FAILED", result.error, { tool_name: tool.name, charged: 0 });
      }
      return c.json(result.output);
    });
}
