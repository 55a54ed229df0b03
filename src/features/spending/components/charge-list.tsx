import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import { PlainButton } from "../../../components/ui/button";
import { formatCredits } from "../../../lib/format";
import { dayKey, KIND_LABELS } from "../model/spend-filters";
import type { SpendRow } from "../model/spend-rows";

const ROW_HEIGHT = 44;

const pad = (n: number) => String(n).padStart(2, "0");
/** Local date and time, written by hand: Intl's first use is a long task (architecture.md). */
export const timeText = (at: number) => {
  const date = new Date(at);
  return `${dayKey(at)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

export function creditsText(row: SpendRow): string {
  if (row.credits === null) return "not reported";
  const figure = formatCredits(row.credits);
  if (row.creditsSource === "listed") return `${figure} (listed price)`;
  if (row.creditsSource === "ledger") return `${figure} (from the ledger)`;
  return figure;
}

interface ChargeListProps {
  rows: readonly SpendRow[];
  onOpen: (row: SpendRow) => void;
}

/** Every charge shown, newest first; only the rows in view are in the page, so 10,000 scroll smoothly. */
export function ChargeList({ rows, onOpen }: ChargeListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // No React Compiler in this build; the rule only warns that it would skip this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Charges list"
      tabIndex={0}
      className="max-h-[28rem] overflow-auto rounded-md border border-border"
    >
      <ul aria-label="Charges" style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <li
              key={row.id}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              className="absolute inset-x-0 flex items-center gap-3 border-b border-border px-3 text-sm"
              style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
            >
              <span className="hidden w-32 shrink-0 text-muted tabular-nums sm:block">
                {timeText(row.at)}
              </span>
              <span className="w-20 shrink-0 truncate text-muted">{KIND_LABELS[row.kind]}</span>
              <span className="min-w-0 flex-1 truncate">
                <PlainButton
                  className="max-w-full truncate text-left text-fg underline-offset-2 hover:underline"
                  aria-label={`Open ${row.subject}, ${timeText(row.at)}`}
                  title={row.subject}
                  onClick={() => onOpen(row)}
                >
                  {row.subject}
                </PlainButton>
                {row.stored ? null : (
                  <span className="block truncate text-xs text-muted">answer kept on another device</span>
                )}
              </span>
              {row.parts.length > 1 ? (
                <span className="hidden shrink-0 text-xs text-muted sm:inline">
                  {row.parts.length} charges
                </span>
              ) : null}
              {row.outcome !== "ok" ? (
                <span className="shrink-0 text-xs text-warning">{row.outcome}</span>
              ) : null}
              {/* On a narrow screen the figure's source wraps under it, leaving the subject its room. */}
              <span className="max-w-34 shrink-0 text-right leading-tight tabular-nums sm:max-w-none sm:whitespace-nowrap">
                {creditsText(row)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
