interface RequestPreviewProps {
  toolName: string;
  body: Record<string, unknown>;
  /** The JSON being edited does not parse: this body is the last one that did, and nothing is sent. */
  stale?: boolean;
}

/** Exactly what Execute will POST (the key is sent as a header and never shown here). */
export function RequestPreview({ toolName, body, stale = false }: RequestPreviewProps) {
  return (
    <section aria-labelledby="request-preview-title" className="space-y-1.5">
      <h3 id="request-preview-title" className="text-sm font-semibold text-fg">
        Request body
      </h3>
      {stale ? (
        <p className="text-xs text-muted">
          The last JSON that parsed. Nothing is sent until the JSON above parses again.
        </p>
      ) : null}
      <pre
        aria-label="Request body preview"
        tabIndex={0}
        className="max-h-72 overflow-auto rounded-md border border-border bg-surface-2 p-3 font-mono text-xs text-fg"
      >
        {JSON.stringify({ tool_name: toolName, input: body }, null, 2)}
      </pre>
    </section>
  );
}
