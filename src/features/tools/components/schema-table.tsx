import { useMemo, useState } from "react";
import type { JsonSchema } from "../form/json-schema";
import { schemaRows } from "./schema-rows";

/** A schema as people read it: one row per field, with the raw JSON one click away. */
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
        <button
          type="button"
          aria-pressed={raw}
          onClick={() => setRaw(!raw)}
          className="rounded px-2 text-xs text-accent hover:underline"
        >
          {raw ? "Show as table" : "Show raw JSON"}
        </button>
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
          {/* Fixed column shares and wrapping cells: the panel is ~30rem wide beside the form, and
              a table sized by its content would push Required/Default/Description out of view. */}
          <table className="w-full table-fixed text-left text-sm [overflow-wrap:anywhere]">
            <colgroup>
              <col className="w-[26%]" />
              <col className="w-[14%]" />
              <col className="w-[15%]" />
              <col className="w-[14%]" />
              <col className="w-[31%]" />
            </colgroup>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Name
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Type
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Required
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Default
                </th>
                <th scope="col" className="py-1 font-medium">
                  Description
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name} className="border-t border-border align-top">
                  <td className="py-1.5 pr-3 font-mono text-xs text-fg">{row.name}</td>
                  <td className="py-1.5 pr-3 text-xs text-muted">{row.type}</td>
                  <td className="py-1.5 pr-3 text-xs">{row.required ? "yes" : "no"}</td>
                  <td className="py-1.5 pr-3 font-mono text-xs">{row.defaultValue}</td>
                  <td className="py-1.5 text-xs text-fg">{row.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
