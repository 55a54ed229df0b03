import { charge, getBalance, totalOf } from "../billing/ledger.ts";
import type { Db } from "../db/db.ts";
import { ServiceError } from "../http/errors.ts";
import { toWireInt } from "../http/wire.ts";
import { applyDefaults } from "./defaults.ts";
import { chargeReference, newExecutionId, recordExecution } from "./execution-store.ts";
import { inputIssues, type InputIssue } from "./input-validation.ts";
import { ToolRunError, type Tool, type ToolContext, type ToolOutput } from "./types.ts";

export type RunResult =
  | { ok: true; output: ToolOutput }
  | { ok: false; kind: "invalid_input"; issues: InputIssue[] }
  | { ok: false; kind: "failed"; error: string };

/**
 * Validates, applies defaults and runs one tool without touching credits. The planner uses this
 * for its steps; the execute route wraps it with charging. Bugs (anything but ToolRunError) throw.
 */
export async function runTool(tool: Tool, input: unknown, ctx: ToolContext): Promise<RunResult> {
  const issues = inputIssues(tool, input);
  if (issues.length > 0) return { ok: false, kind: "invalid_input", issues };
  try {
    return { ok: true, output: await tool.run(applyDefaults(tool.inputSchema, input), ctx) };
  } catch (error) {
    if (error instanceof ToolRunError) return { ok: false, kind: "failed", error: error.message };
    throw error;
  }
}

export function invalidInput(tool: Tool, issues: InputIssue[]): ServiceError {
  const first = issues[0];
  const summary = first === undefined ? "invalid input" : `${first.path} ${first.message}`;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  return new ServiceError(400, "INVALID_REQUEST", `Invalid input for ${tool.name}: ${summary}${more}`, {
    tool_name: tool.name,
    field: first?.path ?? "input",
    issues,
  });
}

export type ChargedResult =
  | { ok: true; output: ToolOutput; executionId: string; charged: bigint }
  | { ok: false; error: string; executionId: string };

/**
 * Run first, then charge and record in one transaction. Tools only read, so running before
 * charging wastes at most some compute, and there is no reservation to release when a run fails
 * or the process dies mid-run: a failure simply never reaches the ledger. The balance check up
 * front keeps broke callers from running tools; the charge re-checks under the row lock, so a
 * concurrent spend still yields 402 with nothing charged (the output is then withheld).
 */
export async function executeCharged(
  db: Db,
  accountId: string,
  tool: Tool,
  input: unknown,
  ctx: ToolContext,
): Promise<ChargedResult> {
  const price = BigInt(tool.price);
  const issues = inputIssues(tool, input);
  if (issues.length > 0) throw invalidInput(tool, issues);
  const available = totalOf(await getBalance(db, accountId));
  if (available < price) {
    throw new ServiceError(402, "INSUFFICIENT_CREDITS", "Not enough credits", {
      needed: toWireInt(price),
      available: toWireInt(available),
    });
  }
  const executionId = newExecutionId();
  const started = Date.now();
  const result = await runTool(tool, input, ctx);
  const base = {
    id: executionId,
    accountId,
    toolName: tool.name,
    input,
    price,
    durationMs: Date.now() - started,
  };
  const createdAt = ctx.now().getTime();
  if (!result.ok) {
    const error = result.kind === "failed" ? result.error : "invalid input";
    await recordExecution(db, { ...base, charged: 0n, status: "failed", error, createdAt });
    return { ok: false, error, executionId };
  }
  await db.transaction(async (tx) => {
    await charge(tx, accountId, price, chargeReference(executionId));
    await recordExecution(tx, { ...base, charged: price, status: "succeeded", error: null, createdAt });
  });
  return { ok: true, output: result.output, executionId, charged: price };
}
