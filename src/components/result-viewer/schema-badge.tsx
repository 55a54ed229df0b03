import { useState } from "react";
import { formatInteger } from "../../lib/format";
import { Badge } from "../ui/badge";
import type { SchemaCheck } from "./schema-check";
import { PlainButton } from "../ui/button";

const FIRST = 10;

/** The outputSchema verdict; a mismatch lists where, and the data stays on screen below. */
export function SchemaBadge({ check }: { check: SchemaCheck }) {
  const [all, setAll] = useState(false);
  if (check.status === "valid") return <Badge tone="success">Matches outputSchema</Badge>;
  if (check.status === "unusable") {
    return (
      <div className="space-y-1">
        <Badge tone="warning">outputSchema couldn&apos;t be checked</Badge>
        <p className="text-xs text-muted">{check.message}</p>
      </div>
    );
  }
  const shown = all ? check.failures : check.failures.slice(0, FIRST);
  return (
    <div className="space-y-1">
      <Badge tone="danger">Doesn&apos;t match outputSchema</Badge>
      <ul aria-label="Schema mismatches" className="space-y-0.5 text-xs">
        {shown.map((failure) => (
          <li key={`${failure.path}\n${failure.message}`}>
            <code className="font-mono text-danger">{failure.path}</code>
            <span className="text-muted"> — {failure.message}</span>
          </li>
        ))}
      </ul>
      {!all && check.failures.length > FIRST && (
        <PlainButton type="button" className="text-xs text-accent underline" onClick={() => setAll(true)}>
          Show all {formatInteger(check.failures.length)} mismatches
        </PlainButton>
      )}
    </div>
  );
}
