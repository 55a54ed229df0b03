import { useCallback, useMemo, useState, type JSX } from "react";
import { findObjectArrays } from "./array-paths";
import { isRecord } from "../../../common/plain-object";
import { RawView } from "./raw-view";
import { ResultFailure, type ResultFailureInfo } from "./result-failure";
import { ResultMetaLine, type ResultMeta } from "./result-meta";
import { ResultTabs, type TabSpec } from "./result-tabs";
import { SchemaBadge } from "./schema-badge";
import { checkSchema } from "./schema-check";
import { TableView } from "./table-view";
import { TreeView } from "./tree-view";
import { useUseAsInput, type UseAsInput } from "./use-as-input";

export interface ResultViewerProps {
  value: unknown;
  name: string;
  outputSchema?: Record<string, unknown>;
  context?: string;
  meta?: ResultMeta;
  failure?: ResultFailureInfo;
  /** Offers "Use as input…" on each value and path; without it, a surrounding UseAsInputProvider's. */
  onUseAsInput?: UseAsInput;
}

type View = "tree" | "table" | "raw";

/** A tool's (or any service's) JSON output: caption, cost, schema verdict, Tree/Table/Raw. */
export function ResultViewer({
  value,
  name,
  outputSchema,
  context,
  meta,
  failure,
  onUseAsInput,
}: ResultViewerProps): JSX.Element {
  const provided = useUseAsInput();
  const onUse = onUseAsInput ?? provided;
  const [view, setView] = useState<View>("tree");
  const [copyMessage, setCopyMessage] = useState("");
  const arrays = useMemo(() => findObjectArrays(value), [value]);
  const check = useMemo(
    () => (outputSchema ? checkSchema(outputSchema, value) : null),
    [outputSchema, value],
  );
  const caption =
    context ?? (isRecord(value) && typeof value.context === "string" ? value.context : undefined);
  // A failed call's null output (production wrapper) is not a result worth three views.
  const hasValue = value !== undefined && !(failure && value === null);

  const onCopy = useCallback((text: string, what: string) => {
    const done = (message: string) => setCopyMessage(message);
    if (!navigator.clipboard) return done(`Couldn't copy ${what}: the clipboard is not available`);
    navigator.clipboard.writeText(text).then(
      () => done(`Copied ${what}`),
      () => done(`Couldn't copy ${what}`),
    );
  }, []);

  const tabs: TabSpec<View>[] = [
    { id: "tree", label: "Tree" },
    {
      id: "table",
      label: "Table",
      disabledReason:
        arrays.length === 0
          ? "Table needs an array of objects (or a map of objects keyed by id); this result has none."
          : undefined,
    },
    { id: "raw", label: "Raw" },
  ];
  const shown = view === "table" && arrays.length === 0 ? "tree" : view;

  return (
    <section aria-label={`${name} result`} className="space-y-3">
      {caption && <p className="text-sm text-fg">{caption}</p>}
      {meta && <ResultMetaLine meta={meta} />}
      {check && <SchemaBadge check={check} />}
      {failure && <ResultFailure failure={failure} name={name} />}
      {hasValue && (
        <ResultTabs label={`${name} result views`} tabs={tabs} selected={shown} onSelect={setView}>
          {shown === "tree" && (
            <TreeView value={value} name={name} onCopy={onCopy} {...(onUse ? { onUse } : {})} />
          )}
          {shown === "table" && (
            <TableView
              key={arrays.map((a) => a.label).join("\n")}
              value={value}
              name={name}
              arrays={arrays}
            />
          )}
          {shown === "raw" && <RawView value={value} name={name} onCopy={onCopy} />}
        </ResultTabs>
      )}
      <p role="status" className="min-h-5 text-xs text-muted">
        {copyMessage}
      </p>
    </section>
  );
}
