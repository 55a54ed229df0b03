import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../http/env.ts";
import { jsonNestedDeeperThan } from "../../http/validate.ts";
import { toolId } from "../wire.ts";
import { HOSTILE_TOOLS, HOSTILE_VERTICAL, type HostileTool } from "./hostile-tools.ts";

function specWire(tool: HostileTool) {
  const { name, description, inputSchema, outputSchema, price } = tool;
  return { name, description, inputSchema, outputSchema, price };
}

function productionWire(tool: HostileTool) {
  const { name, description, price } = tool;
  return {
    id: toolId(name),
    name,
    description,
    input_schema: tool.inputSchema,
    output_schema: tool.outputSchema,
    price,
  };
}

async function toolNameOf(request: Request): Promise<string | undefined> {
  const text = await request.text();
  // A body the real route will refuse for its depth is not parsed here either.
  if (jsonNestedDeeperThan(text)) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== "object" || body === null || !("tool_name" in body)) return undefined;
  return typeof body.tool_name === "string" ? body.tool_name : undefined;
}

/**
 * Test mode only: the `hostile` vertical, whose tools carry the hostile corpus in descriptions,
 * schema titles, enum labels and outputs. Everything else falls through to the real routes.
 */
export function hostileToolRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  if (!deps.config.testMode) return routes;
  routes.use("/tools", async (c, next) => {
    if (c.req.method !== "GET" || c.req.query("vertical_id") !== HOSTILE_VERTICAL) return next();
    return c.get("account").dialect === "production"
      ? c.json(HOSTILE_TOOLS.map(productionWire))
      : c.json({ tools: HOSTILE_TOOLS.map(specWire) });
  });
  routes.use("/tools/execute", async (c, next) => {
    if (c.req.method !== "POST") return next();
    // A clone, so the real route can still read the body when this is not a hostile tool.
    const name = await toolNameOf(c.req.raw.clone());
    const tool = HOSTILE_TOOLS.find((t) => t.name === name);
    if (tool === undefined) return next();
    const output = tool.output();
    return c.get("account").dialect === "production"
      ? c.json({ tool_name: tool.name, output, is_error: false, usage: { estimated: 0, consumed: 0 } })
      : c.json(output);
  });
  return routes;
}
