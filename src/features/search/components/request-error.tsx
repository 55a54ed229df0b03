import { Link } from "react-router";
import { Alert, AlertTitle } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { verticalsFromError } from "../../../lib/connection/known-verticals";
import { formatCredits } from "../../../lib/format";
import { errorMessage, isApiError } from "../../../lib/http";
import type { StoredError } from "../model/history-schema";
import { paths } from "../../../app/paths";

function creditsDetail(details: Record<string, unknown>, name: string): string | null {
  const value = details[name];
  if (typeof value === "number" && Number.isInteger(value)) return formatCredits(value);
  if (typeof value === "string" && /^\d+$/.test(value)) return formatCredits(BigInt(value));
  return null;
}

/** The service's own list of verticals, after a vertical error: one button each fills the field. */
function KnownVerticals({
  verticals,
  onPick,
}: {
  verticals: readonly string[] | null | undefined;
  onPick?: (vertical: string) => void;
}) {
  if (!verticals || verticals.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="text-sm">Known verticals:</p>
      <ul className="mt-1 flex flex-wrap gap-2" aria-label="Known verticals">
        {verticals.map((vertical) => (
          <li key={vertical}>
            {onPick ? (
              <Button variant="secondary" size="sm" onClick={() => onPick(vertical)}>
                {vertical}
              </Button>
            ) : (
              <code className="font-mono text-xs">{vertical}</code>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A failed search or run, explained where it happened. */
export function RequestError({
  error,
  title,
  onPickVertical,
}: {
  error: unknown;
  title: string;
  /** Given where a vertical can be chosen: the known verticals of a vertical error become buttons. */
  onPickVertical?: (vertical: string) => void;
}) {
  const api = isApiError(error) ? error : null;
  const needed = api
    ? (creditsDetail(api.details, "needed") ?? creditsDetail(api.details, "required"))
    : null;
  const available = api ? creditsDetail(api.details, "available") : null;
  return (
    <Alert tone="danger" role="alert">
      <AlertTitle>{title}</AlertTitle>
      <p className="mt-1">
        {errorMessage(error)}
        {api?.code ? <span className="ml-2 font-mono text-xs">{api.code}</span> : null}
      </p>
      {needed && available ? (
        <p className="mt-1">
          Needs {needed}; the balance has {available}.{" "}
          <Link to={paths.topup()} className="text-accent underline">
            Top up
          </Link>
        </p>
      ) : null}
      <KnownVerticals verticals={verticalsFromError(error)} onPick={onPickVertical} />
      {api?.status === 401 ? (
        <p className="mt-1">
          <Link to={paths.settings()} className="text-accent underline">
            Check the key in Settings
          </Link>
        </p>
      ) : null}
    </Alert>
  );
}

/** A failed search as kept in history: the code and message the service (or the network) gave. */
export function StoredRequestError({
  error,
  title,
  onPickVertical,
}: {
  error: StoredError | null;
  title: string;
  onPickVertical?: (vertical: string) => void;
}) {
  return (
    <Alert tone="danger" role="alert">
      <AlertTitle>{title}</AlertTitle>
      <p className="mt-1">
        {error?.message ?? "No reason was kept."}
        {error?.code ? <span className="ml-2 font-mono text-xs">{error.code}</span> : null}
      </p>
      <KnownVerticals verticals={error?.knownVerticals} onPick={onPickVertical} />
      <p className="mt-1 text-sm">Use “Run again” in the list below to send it again.</p>
    </Alert>
  );
}
