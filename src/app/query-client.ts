import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { balanceQueries, type BalanceOwner } from "../lib/balance/balance-queries";
import type { Balance } from "../lib/balance/get-balance";
import { recordBalanceCause, type CauseOf } from "../lib/balance-causes";
import { isApiError } from "../lib/http";
import { showToast } from "../lib/toast";

declare module "@tanstack/react-query" {
  interface Register {
    // Query and mutation functions reach the wire through lib/http.ts (ApiError), but wallet calls,
    // parsers and libraries can throw anything: callers narrow with isApiError before reading fields.
    defaultError: unknown;
    // Errors are shown in place by the component that asked; `toast: true` opts in to a toast for the
    // rare call whose failure has no place on screen.
    // `accountOf`: the balance (connection and key fingerprint, `balanceOwner(connection)`) this call
    // moves. A query that declares it has the `account` block of its answer written into that balance.
    // A mutation that declares it is paid work: when it settles, the balance takes its answer's
    // account block, or is asked again when there is none (or the call failed); its `cause` is recorded.
    // This is the one way paid work refreshes the balance: no callbacks. A mutation that moves the
    // balance but spends nothing says why in `unpaid` (ESLint `house/paid-mutations`).
    queryMeta: { toast?: boolean; accountOf?: BalanceOwner };
    mutationMeta: { toast?: boolean; cause?: CauseOf; accountOf?: BalanceOwner; unpaid?: string };
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

  /** Writes the answer's account block into the declared balance; false when it carries none. */
  function writeAccountBlock(owner: BalanceOwner | undefined, data: unknown): boolean {
    const account = accountBlockOf(data);
    if (!account || !owner) return false;
    const balanceKey = balanceQueries.of(owner);
    const mapKey = JSON.stringify(balanceKey);
    const at = Date.parse(account.balanceTimestamp);
    if (!Number.isNaN(at)) {
      if (at < (lastApplied.get(mapKey) ?? -Infinity)) return true;
      lastApplied.set(mapKey, at);
    }
    client.setQueriesData<Balance>({ queryKey: balanceKey }, (old) =>
      old ? applyAccountBlock(old, account.balance) : old,
    );
    void client.invalidateQueries({ queryKey: balanceKey, refetchType: "none" });
    return true;
  }

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Even opted in: with data on screen, a failed background refetch is a quiet notice in place.
        if (query.meta?.toast !== true || query.state.data !== undefined) return;
        const toast = toastForError(error);
        if (toast) showToast({ tone: "error", ...toast });
      },
      onSuccess: (data, query) => void writeAccountBlock(query.meta?.accountOf, data),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.toast !== true) return;
        const toast = toastForError(error);
        if (toast) showToast({ tone: "error", ...toast });
      },
      onSuccess: (_data, variables, _context, mutation) => {
        const owner = mutation.meta?.accountOf;
        if (mutation.meta?.cause && owner)
          recordBalanceCause(owner, { at: Date.now(), text: mutation.meta.cause(variables) });
      },
      // Paid work moved the balance (a failed call may have been charged too, or ran elsewhere): its
      // answer's account block says by how much, else the balance is asked again. Not after a call
      // cancelled or declined at the spending gate: nothing is sent for it.
      onSettled: (data, error, _variables, _context, mutation) => {
        const owner = mutation.meta?.accountOf;
        if (!owner || (isApiError(error) && error.kind === "aborted")) return;
        if (error === null && writeAccountBlock(owner, data)) return;
        void client.invalidateQueries({ queryKey: balanceQueries.of(owner) });
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
