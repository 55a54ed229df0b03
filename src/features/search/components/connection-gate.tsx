import { Link } from "react-router";
import type { ReactNode } from "react";
import { Alert, AlertTitle } from "../../../components/ui/alert";
import type { Connection } from "../../../lib/connection/connection";
import { paths } from "../../../app/paths";

/** Searching needs a key; say so instead of sending a request that can only fail. */
export function ConnectionGate({ connection, children }: { connection: Connection; children: ReactNode }) {
  if (!connection.ready) return <p className="text-sm text-muted">Loading the connection…</p>;
  if (!connection.apiKey) {
    return (
      <Alert tone="warning">
        <AlertTitle>No API key for this connection</AlertTitle>
        <p className="mt-1">
          Searches spend credits of the key&apos;s account.{" "}
          <Link to={paths.settings()} className="text-accent underline">
            Add a key in Settings
          </Link>
        </p>
      </Alert>
    );
  }
  return children;
}
