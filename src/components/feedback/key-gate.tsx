import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../app/paths";
import type { Connection } from "../../lib/connection/connection";
import { Alert, AlertTitle } from "../ui/alert";

interface KeyGateProps {
  connection: Connection;
  /** What the page's requests spend credits on, e.g. "Searches". */
  spenders: string;
  children: ReactNode;
}

/** Pages that spend credits need a key; say so instead of sending a request that can only fail. */
export function KeyGate({ connection, spenders, children }: KeyGateProps) {
  if (!connection.ready) return <p className="text-sm text-muted">Loading the connection…</p>;
  if (!connection.apiKey) {
    return (
      <Alert tone="warning">
        <AlertTitle>No API key for this connection</AlertTitle>
        <p className="mt-1">
          {spenders} spend credits of the key&apos;s account.{" "}
          <Link to={paths.settings()} className="text-accent underline">
            Add a key in Settings
          </Link>
        </p>
      </Alert>
    );
  }
  return children;
}
