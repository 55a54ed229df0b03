import { useMemo } from "react";
import { Button } from "../ui/button";
import { safeStringify, type CopyHandler } from "./copy-text";

/** Pretty JSON as text; React escapes it, so hostile strings stay strings. */
export function RawView({ value, name, onCopy }: { value: unknown; name: string; onCopy: CopyHandler }) {
  const json = useMemo(() => safeStringify(value, 2), [value]);
  return (
    <div className="space-y-2">
      <Button variant="secondary" size="sm" onClick={() => onCopy(json, "JSON")}>
        Copy JSON
      </Button>
      <pre
        tabIndex={0}
        aria-label={`${name} raw JSON`}
        className="max-h-[32rem] overflow-auto rounded-md border border-border bg-surface-2 p-3 font-mono text-xs break-all whitespace-pre-wrap text-fg"
      >
        {json}
      </pre>
    </div>
  );
}
