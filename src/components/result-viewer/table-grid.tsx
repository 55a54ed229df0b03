import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { ownValue } from "./cell-text";
import { columnWidths, displayCell, type SortState } from "./table-data";
import { PlainButton } from "../ui/button";

const ROW_HEIGHT = 36;

interface TableGridProps {
  label: string;
  rows: readonly object[];
  indices: readonly number[];
  columns: readonly string[];
  sort: SortState | null;
  onSort: (column: string) => void;
}

/** How many columns are cut off at the right edge of the scroll box (0 when all fit). */
function useHiddenColumns(box: RefObject<HTMLDivElement | null>, count: number): number {
  const [hidden, setHidden] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const right = element.getBoundingClientRect().right;
      const headers = element.querySelectorAll("thead th");
      let cut = 0;
      for (const header of headers) if (header.getBoundingClientRect().right > right + 1) cut += 1;
      setHidden(cut);
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      observer?.disconnect();
    };
  }, [box, count]);
  return hidden;
}

/**
 * A real <table> whose body holds only the rows in view plus spacer rows for the rest, so
 * 10,000 rows cost a window of DOM. Rows have one fixed height, so the estimate is exact.
 */
export function TableGrid({ label, rows, indices, columns, sort, onSort }: TableGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const widths = useMemo(() => columnWidths(rows, columns), [rows, columns]);
  const hidden = useHiddenColumns(scrollRef, columns.length);
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
    <div className="space-y-1">
      {/* Said in words, not only by a scrollbar that touch screens hide. */}
      <p className="min-h-5 text-xs text-muted" aria-live="polite">
        {hidden > 0
          ? `${hidden} more ${hidden === 1 ? "column" : "columns"} to the right → scroll the table sideways`
          : ""}
      </p>
      <div
        ref={scrollRef}
        role="region"
        aria-label={`${label} rows`}
        tabIndex={0}
        className="max-h-[28rem] overflow-auto rounded-md border border-border"
      >
        {/* Auto layout: a header never wraps, so its column is at least as wide as its name; cells
            have fixed widths (columnWidths) so columns do not jump as rows scroll in. */}
        <table
          aria-label={label}
          aria-rowcount={indices.length + 1}
          className="w-full border-collapse text-sm"
        >
          <thead className="sticky top-0 z-10 bg-surface-2">
            <tr aria-rowindex={1}>
              {columns.map((column) => {
                const direction = sort?.column === column ? sort.direction : undefined;
                return (
                  <th
                    key={column}
                    scope="col"
                    aria-sort={direction ?? "none"}
                    className="px-2 py-2 text-left whitespace-nowrap"
                  >
                    <PlainButton
                      type="button"
                      className="text-left font-semibold whitespace-nowrap text-fg hover:text-accent"
                      onClick={() => onSort(column)}
                    >
                      {column}
                      <span aria-hidden="true" className="ml-1 text-muted">
                        {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}
                      </span>
                    </PlainButton>
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
                  {columns.map((column, index) => {
                    const text = row ? displayCell(ownValue(row, column)) : "";
                    return (
                      <td key={column} className="px-2 font-mono text-xs text-fg" title={text}>
                        <div className="truncate" style={{ width: `${widths[index] ?? 8}ch` }}>
                          {text}
                        </div>
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
    </div>
  );
}
