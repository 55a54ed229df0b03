import { useQuery } from "@tanstack/react-query";
import { useAfterIdle } from "../../../lib/after-idle";
import { balanceQueries } from "../api/balance-queries";

/**
 * This browser's stored answers, call record id by the ref its call received, for the ledger's links;
 * `null` until they are read. The call records' store is loaded only when `wanted` (the ledger is
 * shown) and once the page has painted and been idle, so its code is not in the Balance page's initial
 * JavaScript (`scripts/check-build.mjs` fails the build if it comes back there).
 */
export function useStoredRefs(profileId: string, wanted: boolean): ReadonlyMap<string, string> | null {
  const idle = useAfterIdle();
  const records = useQuery({ ...balanceQueries.storedRecords(profileId), enabled: wanted && idle });
  if (!records.data) return null;
  return new Map(records.data.flatMap((c) => (c.ref ? [[c.ref, c.id] as const] : [])));
}
