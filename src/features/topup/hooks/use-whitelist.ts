import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isAddressEqual, type Address } from "viem";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import type { Whitelist } from "../api/whitelist-api";
import { isNotOffered, whitelistMutations, whitelistQueries } from "../api/topup-queries";

export type WhitelistState =
  | { status: "loading" }
  | { status: "not-offered" }
  | { status: "error"; error: unknown }
  | { status: "ready"; addresses: Whitelist };

/**
 * The active connection's sender whitelist. `covers(address)` answers "would a payment from this
 * address be credited?": true when the list is empty (any sender) or lists the address; null while
 * unknown (loading, failed, or not offered by the service).
 */
export function useWhitelist() {
  const connection = useActiveConnection();
  const query = useQuery(whitelistQueries.list(connection));
  const state: WhitelistState = query.isSuccess
    ? { status: "ready", addresses: query.data }
    : query.isError
      ? isNotOffered(query.error)
        ? { status: "not-offered" }
        : { status: "error", error: query.error }
      : { status: "loading" };
  const covers = (address: Address): boolean | null => {
    if (state.status !== "ready") return null;
    return state.addresses.length === 0 || state.addresses.some((a) => isAddressEqual(a, address));
  };
  return { state, covers, refetch: query.refetch };
}

/** Add and remove; each answer is the whole list, written straight into the cache. */
export function useWhitelistMutations() {
  const connection = useActiveConnection();
  const client = useQueryClient();
  const write = (list: Whitelist) => client.setQueryData(whitelistQueries.list(connection).queryKey, list);
  const add = useMutation({ ...whitelistMutations.add(connection), onSuccess: write });
  const remove = useMutation({ ...whitelistMutations.remove(connection), onSuccess: write });
  return { add, remove };
}
