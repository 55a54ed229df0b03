import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import { ownValue } from "./cell-text";
import { displayCell, type SortState } from "./table-data";

const ROW_HEIGHT = 36;

interface TableGridProps {
  label: string;
  rows: readonly object[];
  indices: readonly number[];
  columns: readonly string[];
  sort: SortState | null;
  onSort: (column: string) => void;
}

/**
 * A real <table> whose body holds only the rows in view plus spacer rows for the rest, so
 * 10,000 rows cost a window of DOM. Rows have one fixed height, so the estimate is exact.
 */
export function TableGrid({ label, rows, indices, columns, sort, onSort }: TableGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // No React Compiler in this build; the rule only warns that it would skip this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: indices.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={`${label} rows`}
      tabIndex={0}
      className="max-h-[28rem] overflow-auto rounded-md border border-border"
    >
      <table
        aria-label={label}
        aria-rowcount={indices.length + 1}
        className="w-full table-fixed border-collapse text-sm"
        style={{ minWidth: `${columns.length * 10}rem` }}
      >
        <thead className="sticky top-0 z-10 bg-surface-2">
          <tr aria-rowindex={1}>
            {columns.map((column) => {
              const direction = sort?.column === column ? sort.direction : undefined;
              return (
                <th key={column} scope="col" aria-sort={direction ?? "none"} className="px-2 py-2 text-left">
                  <button
                    type="button"
                    className="w-full truncate text-left font-semibold text-fg hover:text-accent"
                    onClick={() => onSort(column)}
                  >
                    {column}
                    <span aria-hidden="true" className="ml-1 text-muted">
                      {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {top > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: top }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[indices[item.index] ?? -1];
            return (
              <tr
                key={item.key}
                aria-rowindex={item.index + 2}
                className="border-t border-border"
                style={{ height: ROW_HEIGHT }}
              >
                {columns.map((column) => {
                  const text = row ? displayCell(ownValue(row, column)) : "";
                  return (
                    <td key={column} className="truncate px-2 font-mono text-xs text-fg" title={text}>
                      {text}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {bottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: bottom }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
