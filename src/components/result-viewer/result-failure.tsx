import { Alert } from "../ui/alert";
import { Badge } from "../ui/badge";

export interface ResultFailureInfo {
  kind: "tool" | "http";
  message: string;
  code?: string;
  status?: number;
}

/**
 * A tool that ran and said "nothing found" is an answer, not an outage: it gets a calm warning,
 * while an HTTP error (auth, credits, server) gets the danger treatment and an alert role.
 */
export function ResultFailure({ failure, name }: { failure: ResultFailureInfo; name: string }) {
  const isTool = failure.kind === "tool";
  const title = isTool
    ? `${name} reported a failure`
    : `Request failed${failure.status !== undefined ? ` (HTTP ${failure.status})` : ""}`;
  return (
    <Alert tone={isTool ? "warning" : "danger"} role={isTool ? "status" : "alert"}>
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        {title}
        {failure.code && <Badge tone={isTool ? "warning" : "danger"}>{failure.code}</Badge>}
      </p>
      <p className="mt-1 break-words">{failure.message}</p>
    </Alert>
  );
}
