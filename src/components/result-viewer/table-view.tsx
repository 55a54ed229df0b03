import { useDeferredValue, useId, useMemo, useState } from "react";
import { formatInteger } from "../../lib/format";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { defaultArrayIndex, mapRows, type ObjectArray } from "./array-paths";
import { isPlainObject } from "./cell-text";
import { csvFileName, toCsv } from "./csv";
import { downloadText } from "./download";
import { getAtPath } from "./json-path";
import { nextSort, unionColumns, visibleRowIndices, type SortState } from "./table-data";
import { TableGrid } from "./table-grid";

interface TableViewProps {
  value: unknown;
  name: string;
  arrays: readonly ObjectArray[];
}

export function TableView({ value, name, arrays }: TableViewProps) {
  const id = useId();
  const [picked, setPicked] = useState(() => defaultArrayIndex(arrays));
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<SortState | null>(null);
  const deferredQuery = useDeferredValue(query);
  const array = arrays[picked] ?? arrays[0];

  const rows = useMemo(() => {
    const found = array ? getAtPath(value, array.path) : undefined;
    if (array?.kind === "map" && isPlainObject(found)) return mapRows(found);
    return Array.isArray(found) ? (found as object[]) : [];
  }, [value, array]);
  const columns = useMemo(() => unionColumns(rows), [rows]);
  const indices = useMemo(
    () => visibleRowIndices(rows, columns, deferredQuery, sort),
    [rows, columns, deferredQuery, sort],
  );
  const tableLabel = `${name} ${array?.label ?? ""}`.trim();

  const exportCsv = () => {
    const csv = toCsv(
      columns,
      indices.flatMap((index) => rows[index] ?? []),
    );
    downloadText(csv, csvFileName(name, array?.label ?? ""), "text/csv;charset=utf-8");
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        {arrays.length > 1 && (
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-array`}>Array</Label>
            <select
              id={`${id}-array`}
              value={picked}
              onChange={(event) => {
                setPicked(Number(event.target.value));
                setSort(null);
              }}
              className="h-10 rounded-md border border-border-strong bg-surface px-2 text-sm text-fg"
            >
              {arrays.map((option, index) => (
                <option key={option.label} value={index}>
                  {option.label} ({formatInteger(option.length)} rows)
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <Label htmlFor={`${id}-filter`}>Filter rows</Label>
          <Input
            id={`${id}-filter`}
            type="search"
            placeholder="text, or a comparison: > 5, priceUsd < -1"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Button variant="secondary" onClick={exportCsv} disabled={indices.length === 0}>
          Export CSV
        </Button>
      </div>
      <p role="status" className="text-sm text-muted">
        {formatInteger(indices.length)} of {formatInteger(rows.length)} rows
      </p>
      <TableGrid
        label={tableLabel}
        rows={rows}
        indices={indices}
        columns={columns}
        sort={sort}
        onSort={(column) => setSort((current) => nextSort(current, column))}
      />
    </div>
  );
}
