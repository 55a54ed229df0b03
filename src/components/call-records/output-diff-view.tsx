import { diffOutputs } from "../../lib/call-records/output-diff";

interface OutputDiffViewProps {
  before: unknown;
  after: unknown;
  /** What the two answers are of, for the region's name. */
  label: string;
}

const LIMIT = 50;

/** The new answer compared with the stored one: the paths added, removed and changed. */
export function OutputDiffView({ before, after, label }: OutputDiffViewProps) {
  const { added, removed, changed } = diffOutputs(before, after);
  const same = added.length + removed.length + changed.length === 0;
  return (
    <section aria-label={`Changes since the stored answer of ${label}`} className="space-y-1 text-sm">
      <h3 className="font-medium text-fg">Compared with the stored answer</h3>
      {same ? (
        <p className="text-muted">Same answer: nothing added, removed or changed.</p>
      ) : (
        <dl className="space-y-1">
          {(
            [
              ["Added", added],
              ["Removed", removed],
              ["Changed", changed],
            ] as const
          ).map(([title, paths]) => (
            <div key={title}>
              <dt className="text-xs font-medium text-muted">
                {title} ({paths.length})
              </dt>
              <dd className="font-mono text-xs break-all text-fg">
                {paths.length === 0 ? "none" : paths.slice(0, LIMIT).join(", ")}
                {paths.length > LIMIT ? `, and ${paths.length - LIMIT} more` : ""}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
