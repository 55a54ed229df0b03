import { useQuery } from "@tanstack/react-query";
import type { Connection } from "../../../lib/connection/connection";
import { toolQueries } from "../api/tools-queries";

/** Failures are shown in place: an unknown vertical is an answer, not an outage. */
export function useToolList(connection: Connection, verticalId: string) {
  return useQuery(toolQueries.list(connection, verticalId));
}
