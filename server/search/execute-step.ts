import { runTool } from "../tools/executor.ts";
import { findTool } from "../tools/catalog.ts";
import type { ToolContext } from "../tools/types.ts";
import type { ExecuteStep } from "./run-steps.ts";

/** Runs a plan step through the catalog's executor: input validated, defaults applied, no charging here. */
export function stepExecutor(ctx: ToolContext): ExecuteStep {
  return async (step, parameters) => {
    const tool = findTool(step.tool_name);
    if (tool === undefined) return { ok: false, error: `Unknown tool "${step.tool_name}"` };
    const result = await runTool(tool, parameters, ctx);
    if (result.ok) return { ok: true, output: result.output };
    if (result.kind === "failed") return { ok: false, error: result.error };
    const issues = result.issues.map((i) => `${i.path} ${i.message}`).join("; ");
    return { ok: false, error: `Invalid input for ${tool.name}: ${issues}` };
  };
}
