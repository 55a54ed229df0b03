interface StoredAnswerProps {
  output: unknown;
  label: string;
}

const asText = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === "bigint" ? item.toString() : item), 2) ??
  "null";

/** A stored answer, opened from the call records: no request is made to show it. */
export function StoredAnswer({ output, label }: StoredAnswerProps) {
  return (
    <section aria-label={`Stored answer of ${label}`} className="space-y-1">
      {output === null ? (
        <p className="text-xs text-muted">
          No answer was kept for this call (it was made before answers were kept).
        </p>
      ) : (
        <pre className="max-h-64 overflow-auto rounded-md bg-surface-2 p-2 font-mono text-xs text-fg">
          {asText(output)}
        </pre>
      )}
    </section>
  );
}
