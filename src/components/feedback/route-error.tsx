import { Link } from "react-router";
import { Alert, AlertTitle } from "../ui/alert";
import { Button, buttonClasses } from "../ui/button";
import { paths } from "../../app/paths";

function describe(error: unknown): string {
  // A failed dynamic import usually means a new version was deployed while this tab was open.
  if (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script/i.test(error.message)
  )
    return "Part of the dashboard could not be loaded. Reloading the page usually fixes this.";
  if (error instanceof Error) return error.message;
  return "An unexpected error occurred.";
}

/** What a route error boundary shows: the shell stays, the page area explains and offers a way back. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <Alert tone="danger" role="alert" className="max-w-xl">
      <AlertTitle>This page could not be shown</AlertTitle>
      <p className="mt-1 break-words">{describe(error)}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Link to={paths.balance()} className={buttonClasses("secondary")}>
          Back to the balance
        </Link>
      </div>
    </Alert>
  );
}
