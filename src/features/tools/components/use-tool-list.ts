import { useQuery } from "@tanstack/react-query";
import type { Connection } from "../../../lib/connection/connection";
import { pricedToolQueries } from "../api/list-priced-tools";

/** Failures are shown in place: an unknown vertical is an answer, not an outage. */
export function useToolList(connection: Connection, verticalId: string) {
  return useQuery(pricedToolQueries.list(connection, verticalId));
}
