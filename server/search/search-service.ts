import { charge, getBalance, totalOf, type Balance } from "../billing/ledger.ts";
import type { PlanCharge } from "../billing/ledger-movement.ts";
import type { Dialect, ServiceConfig } from "../config.ts";
import type { Db } from "../db/db.ts";
import { ServiceError } from "../http/errors.ts";
import { newPlanId } from "../http/ids.ts";
import { toWireInt } from "../http/wire.ts";
import { toolsForVertical } from "../tools/catalog.ts";
import type { ToolContext, Vertical } from "../tools/types.ts";
import { stepExecutor } from "./execute-step.ts";
import { claimPlan, finishPlan, insertPlan, type StoredPlan } from "./plan-store.ts";
import { planQuery } from "./planner/planner.ts";
import { runSteps, type StepOutcome } from "./run-steps.ts";

export interface SearchDeps {
  db: Db;
  config: ServiceConfig;
  ctx: ToolContext;
}

export interface PlanRequest {
  query: string;
  vertical: Vertical;
  /** Said first in the plan's reason: how the vertical was chosen, when it was a guess. */
  note?: string;
  deterministic: boolean;
  /** The asking account's wire dialect: it mints the plan's and the steps' ids. */
  dialect: Dialect;
}

/** Plans the query and stores the plan, even a failed one, so that running it says why it cannot run. */
export async function createPlan(
  deps: SearchDeps,
  accountId: string,
  request: PlanRequest,
): Promise<StoredPlan> {
  const result = planQuery({
    ...request,
    tools: toolsForVertical(request.vertical) ?? [],
    data: deps.ctx.data,
  });
  const createdAt = deps.ctx.now().getTime();
  const plan: StoredPlan = {
    id: newPlanId(request.dialect),
    accountId,
    query: request.query,
    vertical: request.vertical,
    steps: result.steps,
    reason: request.note ? `${request.note} ${result.reason}` : result.reason,
    planningStatus: result.status,
    estimate: result.estimate,
    signature: result.deterministicSignature,
    deterministic: request.deterministic,
    status: result.status === "success" ? "pending_confirmation" : "failed",
    createdAt,
    expiresAt: createdAt + deps.config.limits.planTtlMs,
  };
  await insertPlan(deps.db, plan);
  return plan;
}

export interface RunOutcome {
  plan: StoredPlan;
  outcomes: StepOutcome[];
  consumed: bigint;
  balance: Balance;
}

/**
 * Claims the plan and checks the estimate against the balance in one transaction, so a plan the
 * account cannot afford stays pending (it can run after a top-up) and nothing runs. Steps that
 * succeed are charged at their tool's price, in one ledger entry after the run.
 */
export async function runPlan(
  deps: SearchDeps,
  accountId: string,
  planId: string,
  planCharge: PlanCharge = "plan_run",
): Promise<RunOutcome> {
  const plan = await deps.db.transaction(async (tx) => {
    const claimed = await claimPlan(tx, accountId, planId, deps.ctx.now().getTime());
    const available = totalOf(await getBalance(tx, accountId));
    if (claimed.estimate > available) {
      throw new ServiceError(402, "INSUFFICIENT_CREDITS", "Not enough credits to run this plan", {
        needed: toWireInt(claimed.estimate),
        available: toWireInt(available),
        plan_id: planId,
      });
    }
    return claimed;
  });
  const outcomes = await runSteps(plan.steps, stepExecutor(deps.ctx));
  const prices = new Map((toolsForVertical(plan.vertical) ?? []).map((t) => [t.name, BigInt(t.price)]));
  const consumed = plan.steps.reduce(
    (sum, s, i) => (outcomes[i]?.ok ? sum + (prices.get(s.tool_name) ?? 0n) : sum),
    0n,
  );
  const status = outcomes.some((o) => o.ok) ? "completed" : "failed";
  const finishedAt = deps.ctx.now().getTime();
  try {
    const balance = await deps.db.transaction(async (tx) => {
      // First the claim, then the charge: a run whose claim was taken over (its lease ran out while
      // it ran) charges nothing and gives no output, as the run that took over does both.
      if (!(await finishPlan(tx, plan.id, status, consumed, finishedAt, plan.claimedAt))) {
        throw new ServiceError(409, "PLAN_ALREADY_RUN", "This plan has already been run; plans run once", {
          plan_id: planId,
          status: "running",
        });
      }
      return charge(tx, accountId, consumed, `plan:${plan.id}`, planCharge);
    });
    return { plan, outcomes, consumed, balance };
  } catch (error) {
    // Another request spent the credits while this plan ran: nothing is charged and no output is
    // given. When the database itself is gone this fails too, and the claim's lease frees the plan.
    await finishPlan(deps.db, plan.id, "failed", 0n, finishedAt, plan.claimedAt).catch(() => false);
    throw error;
  }
}
