import type { BalanceCause } from "../../../lib/balance-causes";
import type { Connection } from "../../../lib/connection/connection";
import { BalanceChart, dateTime } from "./balance-chart";
import type { Reading } from "../model/balance-history";
import { LedgerMovements } from "./ledger-movements";
import { HistorySkeleton, MovementNote, MovementRows } from "./movement-rows";
import { useLedgerHistory } from "../hooks/use-ledger-history";
import { useStoredRefs } from "../hooks/use-stored-refs";

interface Movement {
  at: number;
  delta: bigint;
  total: bigint;
  causes: string[];
}

/** Each change between two readings, with the causes this browser recorded in between. */
export function movementsOf(readings: readonly Reading[], causes: readonly BalanceCause[]): Movement[] {
  return readings.slice(1).flatMap((reading, index) => {
    const previous = readings[index];
    if (!previous || reading.total === previous.total) return [];
    const found = causes
      .filter((c) => c.at > previous.lastSeen && c.at <= reading.firstSeen)
      .sort((a, b) => a.at - b.at)
      .map((c) => c.text);
    return [
      { at: reading.firstSeen, delta: reading.total - previous.total, total: reading.total, causes: found },
    ];
  });
}

interface BalanceMovementProps {
  connection: Connection;
  total: bigint;
  updatedAt: number;
  readings: readonly Reading[];
  causes: readonly BalanceCause[];
}

/**
 * "How it moves": a small chart, then the movements, newest first, with their causes: the
 * service's ledger when it lists one (every device, every cause), else what this browser saw.
 * Until the ledger answers, its skeleton holds the same box, so nothing moves when it lands.
 */
export function BalanceMovement({ connection, total, updatedAt, readings, causes }: BalanceMovementProps) {
  const ledger = useLedgerHistory(connection, total);
  const { data } = ledger;
  const storedByRef = useStoredRefs(connection.profileId, data?.offered === true);
  if (data?.offered)
    return <LedgerMovements movements={data.movements} end={updatedAt} storedByRef={storedByRef} />;
  if (ledger.isPending && ledger.fetchStatus !== "idle") return <HistorySkeleton />;
  return (
    <LocalMovements
      readings={readings}
      causes={causes}
      note={data ? "This service does not list its movements: the history is what this browser saw." : ""}
    />
  );
}

function LocalMovements({
  readings,
  causes,
  note,
}: {
  readings: readonly Reading[];
  causes: readonly BalanceCause[];
  note: string;
}) {
  const first = readings[0];
  const rows = movementsOf(readings, causes)
    .slice(-20)
    .reverse()
    .map((m) => ({ ...m, cause: m.causes.length > 0 ? m.causes.join("; ") : "elsewhere" }));
  const points = readings.map((r) => ({
    at: r.firstSeen,
    total: r.total,
    parts: { subscription: r.subscription, topUp: r.topUp },
  }));
  return (
    <div className="grid gap-3 text-sm">
      <BalanceChart points={points} end={readings.at(-1)?.lastSeen ?? 0} />
      <MovementRows rows={rows} empty={first ? `No change since ${dateTime(first.firstSeen)}.` : ""} />
      <MovementNote>{note}</MovementNote>
    </div>
  );
}
