import { Fragment, useMemo, useState } from "react";
import { PlainButton } from "../../../components/ui/button";
import type { JsonSchema } from "../model/json-schema";
import { schemaRows, type SchemaRow } from "../model/schema-rows";

/** `holdings[].amount` may break after a dot or a bracket, never inside a name. */
function FieldName({ name }: { name: string }) {
  const parts = name.split(/(?<=[.\]])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function requirement(row: SchemaRow): string {
  if (row.required) return "required";
  if (row.requiredIn !== null) return `required with “${row.requiredIn}”`;
  return "optional";
}

/**
 * A schema as people read it: one row per field, with the raw JSON one click away. Two columns, so
 * it reads beside the form (~30rem) and on a phone: the field (name, type, limits, whether it is
 * required) as narrow as its longest name part, and the words (description, allowed values,
 * default) in the rest, wrapping between words. Headers never wrap; names break only after a dot.
 */
export function SchemaTable({ title, schema }: { title: string; schema: JsonSchema }) {
  const [raw, setRaw] = useState(false);
  const rows = useMemo(() => schemaRows(schema), [schema]);
  const titleId = `schema-${title.toLowerCase().replace(/\W+/g, "-")}`;

  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-fg">
          {title}
        </h3>
        <PlainButton
          aria-pressed={raw}
          onClick={() => setRaw(!raw)}
          className="rounded px-2 text-xs text-accent hover:underline"
        >
          {raw ? "Show as table" : "Show raw JSON"}
        </PlainButton>
      </div>
      {raw ? (
        <pre
          tabIndex={0}
          aria-label={`${title} as JSON`}
          className="max-h-80 overflow-auto rounded-md bg-surface-2 p-3 font-mono text-xs text-fg"
        >
          {JSON.stringify(schema, null, 2)}
        </pre>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted">No fields.</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${title} fields`}>
          <table className="w-full text-left text-xs">
            <thead className="text-muted">
              <tr>
                {/* 1px: the field column takes only what its longest name part needs. */}
                <th scope="col" className="w-px py-1 pr-3 font-medium whitespace-nowrap">
                  Field
                </th>
                <th scope="col" className="py-1 font-medium whitespace-nowrap">
                  Description
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name} className="border-t border-border align-top">
                  <td className="py-1.5 pr-3">
                    <div className="font-mono font-medium text-fg">
                      <FieldName name={row.name} />
                    </div>
                    <div className="font-mono text-muted">{row.type}</div>
                    {row.limits.map((limit) => (
                      // A pattern is code: it may break anywhere, but only when it cannot fit.
                      <div key={limit} className="font-mono text-muted [overflow-wrap:anywhere]">
                        {limit}
                      </div>
                    ))}
                    <div className={row.required ? "text-fg" : "text-muted"}>{requirement(row)}</div>
                  </td>
                  <td className="py-1.5 text-fg">
                    {row.description ? <p>{row.description}</p> : null}
                    {row.values.length > 0 ? (
                      <p className="text-muted">
                        One of: <span className="font-mono">{row.values.join(", ")}</span>
                      </p>
                    ) : null}
                    {row.defaultValue ? (
                      <p className="text-muted">
                        Default: <span className="font-mono">{row.defaultValue}</span>
                      </p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
