import { Alert, AlertTitle } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { isApiError } from "../../../lib/http";
import { RequestError } from "./request-error";

const WHY: Record<string, { title: string; text: string }> = {
  PLAN_EXPIRED: {
    title: "This plan has expired",
    text: "Plans live five minutes and the service no longer runs this one. Nothing was charged.",
  },
  PLAN_ALREADY_RUN: {
    title: "This plan has already run",
    text: "A plan runs once, and this one already ran (in another tab or from another client): that run was charged. Its result went to whoever ran it; trying here charged nothing more.",
  },
  PLAN_NOT_FOUND: {
    title: "The service does not know this plan",
    text: "It may belong to another account or connection. Nothing was charged.",
  },
};

/** Why a plan cannot run (any more), with the way forward: plan the same query again. */
export function PlanProblem({
  error,
  code: stated = null,
  expired,
  onPlanAgain,
  planning,
}: {
  error: Error | null;
  /** The refusal the service gave, on this visit or kept from an earlier one. */
  code?: string | null;
  expired: boolean;
  onPlanAgain: () => void;
  planning: boolean;
}) {
  const code = isApiError(error) ? error.code : stated;
  const known = code ? WHY[code] : undefined;
  const why = known ?? (expired ? WHY.PLAN_EXPIRED : undefined);
  if (!why) return error ? <RequestError error={error} title="The plan did not run" /> : null;
  return (
    <Alert tone="warning" role="alert">
      <AlertTitle>{why.title}</AlertTitle>
      <p className="mt-1">{why.text}</p>
      <Button className="mt-3" size="sm" disabled={planning} onClick={onPlanAgain}>
        {planning ? "Planning…" : "Plan again"}
      </Button>
    </Alert>
  );
}
