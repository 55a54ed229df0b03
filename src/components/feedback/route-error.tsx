import { Link } from "react-router";
import { Alert, AlertTitle } from "../ui/alert";
import { Button, buttonClasses } from "../ui/button";
import { paths } from "../../app/paths";

function describe(error: unknown, probing: boolean): string {
  // The service unreachable, or a new version deployed while this tab was open.
  if (probing)
    return "Part of the dashboard could not be downloaded: the service may be unreachable or restarting. It is asked for again every few seconds, and this page comes back by itself once it answers.";
  if (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script/i.test(error.message)
  )
    return "Part of the dashboard could not be loaded. Reloading the page usually fixes this.";
  if (error instanceof Error) return error.message;
  return "An unexpected error occurred.";
}

interface RouteErrorProps {
  error: unknown;
  /** The page's code is being asked for again by itself (use-recovery.ts). */
  probing?: boolean;
  /** Renders the page again, without reloading the tab. */
  onRetry?: () => void;
}

/** What a route error boundary shows: the shell stays, the page area explains and offers a way back. */
export function RouteError({ error, probing = false, onRetry }: RouteErrorProps) {
  return (
    <Alert tone="danger" role="alert" className="max-w-xl">
      <AlertTitle>This page could not be shown</AlertTitle>
      <p className="mt-1 break-words">{describe(error, probing)}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
        <Button variant={onRetry ? "secondary" : undefined} onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Link to={paths.balance()} className={buttonClasses("secondary")}>
          Back to the balance
        </Link>
      </div>
    </Alert>
  );
}
