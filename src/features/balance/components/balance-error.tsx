import { Link } from "react-router";
import { Alert, AlertTitle } from "../../../components/ui/alert";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { isApiError } from "../../../lib/http";
import { paths } from "../../../app/paths";

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.code === "UNAUTHORIZED");
}

function explain(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : "Something went wrong.";
  switch (error.kind) {
    case "cors":
      return "The service answered, but the browser blocked the response (CORS). In Settings, choose “through the local proxy” for this connection.";
    case "network":
      return "The service could not be reached. Check that it is running and that the address in Settings is right.";
    case "timeout":
      return "The service did not answer in time.";
    default:
      return error.message;
  }
}

/** The one next step for a failure that retrying may fix; empty when the message already says it. */
export function nextStep(error: unknown): string {
  if (!isApiError(error)) return "Try again in a moment.";
  if (error.kind === "network")
    return "Check your connection and that the service is running; it is tried again automatically.";
  if (error.retryAfterSeconds !== undefined) return `Try again in ${error.retryAfterSeconds} s.`;
  if (error.code === "INTERNAL_ERROR" || error.status >= 500)
    return "The service failed on its side, not your settings. It is tried again automatically; if this lasts, try again in a few minutes.";
  return "";
}

interface BalanceErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  /** The first attempt failed and automatic retries are still running. */
  retryingInBackground?: boolean;
  /** Without a key the fix is to enter one, not to replace a refused one. */
  hasKey: boolean;
}

/** First load failed: no figures at all, so nobody mistakes this for an empty account. */
export function BalanceError({
  error,
  onRetry,
  retrying,
  retryingInBackground = false,
  hasKey,
}: BalanceErrorProps) {
  const unauthorized = isUnauthorized(error);
  return (
    <Alert tone="danger" role="alert">
      <AlertTitle>{unauthorized ? "The API key was refused" : "The balance could not be loaded"}</AlertTitle>
      <p className="mt-1 break-words">
        {!unauthorized
          ? explain(error)
          : hasKey
            ? "The service refused the API key of this connection: it may be mistyped, revoked or meant for another service. Enter a valid key in Settings."
            : "The service refused the request because this connection has no API key. Add one in Settings."}
      </p>
      {!unauthorized && nextStep(error) ? <p className="mt-1">{nextStep(error)}</p> : null}
      {retryingInBackground ? <p className="mt-1 text-sm">Trying again in the background…</p> : null}
      {isApiError(error) && error.code && !unauthorized ? (
        <p className="mt-1 font-mono text-xs text-muted">{error.code}</p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={onRetry} disabled={retrying} variant={unauthorized ? "secondary" : "primary"}>
          {retrying ? <Spinner /> : null}
          Retry
        </Button>
        {unauthorized || (isApiError(error) && error.kind === "cors") ? (
          <Link to={paths.settings()} className={buttonClasses(unauthorized ? "primary" : "secondary")}>
            Open Settings
          </Link>
        ) : null}
      </div>
    </Alert>
  );
}
