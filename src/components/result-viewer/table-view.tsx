import { useDeferredValue, useId, useMemo, useState } from "react";
import { formatInteger } from "../../lib/format";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { Select } from "../ui/select";
import { defaultArrayIndex, mapRows, type ObjectArray } from "./array-paths";
import { isRecord } from "../../../common/plain-object";
import { csvFileName, toCsv } from "./csv";
import { downloadText } from "./download";
import { getAtPath } from "./json-path";
import { nextSort, unionColumns, visibleRowIndices, type SortState } from "./table-data";
import { FILTER_GRAMMAR, parseRowFilter } from "./table-filter";
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
    if (array?.kind === "map" && isRecord(found)) return mapRows(found);
    return Array.isArray(found) ? (found as object[]) : [];
  }, [value, array]);
  const columns = useMemo(() => unionColumns(rows), [rows]);
  const indices = useMemo(
    () => visibleRowIndices(rows, columns, deferredQuery, sort),
    [rows, columns, deferredQuery, sort],
  );
  const tableLabel = `${name} ${array?.label ?? ""}`.trim();
  const reading = useMemo(() => parseRowFilter(deferredQuery, columns), [deferredQuery, columns]);
  const rowCount = (array: ObjectArray) =>
    `${formatInteger(array.length)} ${array.length === 1 ? "row" : "rows"}`;

  const exportCsv = () => {
    const csv = toCsv(
      columns,
      indices.flatMap((index) => rows[index] ?? []),
    );
    downloadText(csv, csvFileName(name, array?.label ?? ""), "text/csv;charset=utf-8");
  };

  return (
    <div className="space-y-3">
      {/* Which array the table shows, always in words; a picker when there are several. */}
      {arrays.length > 1 ? (
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor={`${id}-array`}>Table of</Label>
          <Select
            id={`${id}-array`}
            value={picked}
            onChange={(event) => {
              setPicked(Number(event.target.value));
              setSort(null);
            }}
          >
            {arrays.map((option, index) => (
              <option key={option.label} value={index}>
                {option.label} ({rowCount(option)})
              </option>
            ))}
          </Select>
          <span className="text-xs text-muted">{formatInteger(arrays.length)} arrays in this result</span>
        </div>
      ) : array ? (
        <p className="text-sm text-fg">
          Table of <code className="font-mono">{array.label}</code>{" "}
          <span className="text-muted">({rowCount(array)})</span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <Label htmlFor={`${id}-filter`}>Filter rows</Label>
          <Input
            id={`${id}-filter`}
            type="search"
            placeholder="e.g. price > 100 AND symbol = btc"
            aria-describedby={`${id}-grammar ${id}-problems`}
            aria-invalid={reading.problems.length > 0 || undefined}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Button variant="secondary" onClick={exportCsv} disabled={indices.length === 0}>
          Export CSV
        </Button>
      </div>
      <p id={`${id}-grammar`} className="text-xs text-muted">
        {FILTER_GRAMMAR}
      </p>
      <div id={`${id}-problems`} aria-live="polite" className="space-y-1 text-sm">
        {reading.problems.map((problem) => (
          <p key={problem} className="text-danger">
            Not understood, left out: {problem}
          </p>
        ))}
        {reading.notes.map((note) => (
          <p key={note} className="text-muted">
            {note}
          </p>
        ))}
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
