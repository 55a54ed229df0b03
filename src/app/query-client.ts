import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { balanceQueries } from "../features/balance/api/balance-queries";
import type { Balance } from "../features/balance/api/get-balance";
import { recordBalanceCause, type CauseOf } from "../lib/balance-causes";
import { connectionIdentity, type ConnectionIdentity } from "../lib/connection/connection";
import { isApiError } from "../lib/http";
import { showToast } from "../lib/toast";

declare module "@tanstack/react-query" {
  interface Register {
    // Query and mutation functions reach the wire through lib/http.ts (ApiError), but wallet calls,
    // parsers and libraries can throw anything: callers narrow with isApiError before reading fields.
    defaultError: unknown;
    // Errors are shown in place by the component that asked; `toast: true` opts in to a toast for the
    // rare call whose failure has no place on screen.
    // `accountOf`: the connection whose balance this call moves. Only a call that declares it has the
    // `account` block of its answer written into that balance, and its `cause` recorded.
    queryMeta: { toast?: boolean; accountOf?: ConnectionIdentity };
    mutationMeta: { toast?: boolean; cause?: CauseOf; accountOf?: ConnectionIdentity };
  }
}

const MAX_GET_RETRIES = 3;

/** Only failures that a second try can fix: the network, or the server itself (5xx). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_GET_RETRIES || !isApiError(error)) return false;
  return error.kind === "network" || (error.kind === "http" && error.status >= 500);
}

export function toastForError(error: unknown): { title: string; description?: string } | null {
  if (!isApiError(error)) return { title: "Something went wrong", description: String(error) };
  if (error.kind === "aborted") return null;
  if (error.code === "UNAUTHORIZED" || error.status === 401) {
    return { title: "The service refused the API key", description: "Check the key in Settings." };
  }
  if (error.kind === "cors") {
    return { title: "Blocked by CORS", description: "Turn on “Through the local proxy” in Settings." };
  }
  if (error.kind === "network")
    return { title: "The service could not be reached", description: error.message };
  if (error.retryAfterSeconds !== undefined) {
    return { title: "Too many requests", description: `Try again in ${error.retryAfterSeconds} s.` };
  }
  return { title: error.message, description: error.code };
}

interface AccountBlock {
  balance: bigint;
  balanceTimestamp: string;
}

function accountBlockOf(data: unknown): AccountBlock | null {
  if (typeof data !== "object" || data === null || !("account" in data)) return null;
  const account = data.account;
  if (typeof account !== "object" || account === null) return null;
  if (!("balance" in account) || typeof account.balance !== "bigint") return null;
  const timestamp = "balanceTimestamp" in account ? account.balanceTimestamp : undefined;
  return { balance: account.balance, balanceTimestamp: typeof timestamp === "string" ? timestamp : "" };
}

/**
 * The account block only carries the total. Spending is taken from the subscription part first, then
 * from top-up (the ledger's order), so a lower total is split that way; a higher total can only come
 * from a top-up. The entry is then marked stale so the next focus/interval refetch brings the
 * service's own split, without an extra request now.
 */
export function applyAccountBlock(old: Balance, total: bigint): Balance {
  const delta = total - old.total;
  if (delta === 0n) return old;
  if (delta > 0n) return { ...old, total, topUp: old.topUp + delta };
  const spent = -delta;
  const available = old.subscription > 0n ? old.subscription : 0n;
  const fromSubscription = spent < available ? spent : available;
  return {
    total,
    subscription: old.subscription - fromSubscription,
    topUp: old.topUp - (spent - fromSubscription),
  };
}

export function createQueryClient(): QueryClient {
  // Results can land out of order (a slow search after a fast one); never let an older block win.
  const lastApplied = new Map<string, number>();

  function writeAccountBlock(declared: ConnectionIdentity | undefined, data: unknown) {
    const account = accountBlockOf(data);
    if (!account || !declared) return;
    const identity = connectionIdentity(declared);
    const mapKey = JSON.stringify(identity);
    const at = Date.parse(account.balanceTimestamp);
    if (!Number.isNaN(at)) {
      if (at < (lastApplied.get(mapKey) ?? -Infinity)) return;
      lastApplied.set(mapKey, at);
    }
    const balanceKey = balanceQueries.all(identity);
    client.setQueriesData<Balance>({ queryKey: balanceKey }, (old) =>
      old ? applyAccountBlock(old, account.balance) : old,
    );
    void client.invalidateQueries({ queryKey: balanceKey, refetchType: "none" });
  }

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Even opted in: with data on screen, a failed background refetch is a quiet notice in place.
        if (query.meta?.toast !== true || query.state.data !== undefined) return;
        const toast = toastForError(error);
        if (toast) showToast({ tone: "error", ...toast });
      },
      onSuccess: (data, query) => writeAccountBlock(query.meta?.accountOf, data),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.toast !== true) return;
        const toast = toastForError(error);
        if (toast) showToast({ tone: "error", ...toast });
      },
      onSuccess: (data, variables, _context, mutation) => {
        const identity = mutation.meta?.accountOf;
        if (mutation.meta?.cause && identity)
          recordBalanceCause(identity, { at: Date.now(), text: mutation.meta.cause(variables) });
        writeAccountBlock(identity, data);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: true },
      // Mutations spend credits or open invoices: a retry could double-charge. "always": offline, a
      // mutation fails at once with a network error the page explains, instead of being parked and
      // sent by itself on reconnect, which would spend credits the user no longer expects to spend.
      mutations: { retry: 0, networkMode: "always" },
    },
  });
  return client;
}
