import type { ReactNode } from "react";
import { Link } from "react-router";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatInteger } from "../../../lib/format";
import { ChartFrame, dateTime, PLOT_BOX } from "./balance-chart";
import { formatCreditDelta } from "../model/credit-format";
import type { MovementLink } from "../model/movement-link";

/** One line of the history, whatever its source (the service's ledger or this browser's readings). */
export interface MovementRow {
  at: number;
  delta: bigint;
  total: bigint;
  cause: string;
  /** The call it paid for (ledger movements only). */
  link?: MovementLink;
}

/*
 * The history's box never changes size: the rows take a fixed height each (two lines on a narrow
 * screen, one from `sm`), the list a fixed height of about ROWS rows and scrolls beyond them, and the
 * note below keeps two lines. A row is keyed by its place, not by its movement: a new movement
 * rewrites the text of the rows in place instead of pushing them down (a layout shift each time).
 * Columns have fixed widths and left-aligned text, so a longer figure never moves its neighbours.
 */
const ROWS = 5;
// Five rows and half of a sixth, which shows that the list scrolls where scrollbars are hidden.
const BOX = "h-60.5 sm:h-38.5";
const ROW =
  "grid h-11 grid-cols-[6.5rem_5rem_minmax(0,1fr)] content-center gap-x-2 sm:h-7 sm:grid-cols-[6.5rem_5rem_6rem_minmax(0,1fr)]";
const NOTE = "h-8 line-clamp-2 text-xs text-muted";

export function MovementRows({ rows, empty }: { rows: readonly MovementRow[]; empty: string }) {
  if (rows.length === 0)
    return (
      <div className={BOX}>
        <p className="text-muted">{empty}</p>
      </div>
    );
  const scrolls = rows.length > ROWS;
  return (
    <div className={BOX}>
      {/* Focusable only when it scrolls, so a keyboard can scroll it too. */}
      <ul
        aria-label="Movements"
        tabIndex={scrolls ? 0 : undefined}
        className="h-full overflow-y-auto rounded-md tabular-nums [scrollbar-gutter:stable] focus-visible:outline-2 focus-visible:outline-ring"
      >
        {rows.map((row, place) => (
          // Keyed by place on purpose: see the note above ROWS.
          <li key={place} className={ROW}>
            <span className="truncate text-muted">{dateTime(row.at)}</span>
            <span className="truncate font-medium">{formatCreditDelta(row.delta)}</span>
            <span className="truncate text-muted">→ {formatInteger(row.total)}</span>
            <Cause row={row} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The cause, a link to its call where it can be opened here; the full text in its title. */
function Cause({ row }: { row: MovementRow }) {
  const link = row.link;
  const note = link && "note" in link ? ` (${link.note})` : "";
  const className = "col-span-3 truncate sm:col-span-1";
  if (link && "to" in link)
    return (
      <Link
        className={`${className} underline underline-offset-2`}
        to={link.to}
        title={`${link.text}: ${row.cause}`}
      >
        {row.cause}
      </Link>
    );
  return (
    <span className={className} title={`${row.cause}${note}`}>
      {row.cause}
      {note ? <span className="text-muted">{note}</span> : null}
    </span>
  );
}

/** The note under the list: two lines reserved, whichever source it names. */
export function MovementNote({ children }: { children?: ReactNode }) {
  return <p className={NOTE}>{children}</p>;
}

/** While the history loads: the same boxes as the loaded chart, rows and note, with shapes only. */
export function HistorySkeleton() {
  return (
    <div aria-busy="true" className="grid gap-3 text-sm">
      <p className="sr-only">Loading the movements…</p>
      <ChartFrame plot={<Skeleton className={PLOT_BOX} />} />
      <SkeletonRows />
      <MovementNote />
    </div>
  );
}

function SkeletonRows() {
  return (
    <div aria-hidden="true" className={BOX}>
      {Array.from({ length: ROWS }, (_, place) => (
        <div key={place} className={ROW}>
          <Skeleton className="h-4" />
          <Skeleton className="h-4 w-12" />
          <Skeleton className="hidden h-4 w-16 sm:block" />
          <Skeleton className="col-span-3 h-4 w-40 max-w-full sm:col-span-1" />
        </div>
      ))}
    </div>
  );
}
