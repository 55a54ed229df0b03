import { Suspense, useId } from "react";
import type { Address } from "viem";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { useConnectionState } from "../../../lib/connection/use-active-connection";
import { isApiError } from "../../../lib/http";
import { retryingLazy } from "../../../lib/retrying-lazy";
import { useWhitelist, useWhitelistMutations } from "../hooks/use-whitelist";
import { WhitelistAddForm } from "./whitelist-add-form";

const WhitelistWallet = retryingLazy(() => import("./whitelist-wallet").then((m) => m.default));

const messageOf = (error: unknown) =>
  isApiError(error) ? error.message : error instanceof Error ? error.message : "The request failed.";

/** Shows and edits the account's sender whitelist on services that offer it (the reference service). */
export function WhitelistManager() {
  const { state, refetch } = useWhitelist();
  const { add, remove } = useWhitelistMutations();
  const { localConfig } = useConnectionState();
  const listId = useId();

  if (state.status === "loading") {
    return (
      <div role="status" aria-label="Loading the sender whitelist" className="grid gap-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (state.status === "not-offered") {
    return <p className="text-sm text-muted">The connected service does not offer a sender whitelist.</p>;
  }
  if (state.status === "error") {
    return (
      <Alert tone="danger" role="alert" className="grid gap-2">
        <p>The sender whitelist could not be loaded: {messageOf(state.error)}</p>
        <div>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Retry
          </Button>
        </div>
      </Alert>
    );
  }

  const { addresses } = state;
  const busy = add.isPending || remove.isPending;
  const failure = add.error ?? remove.error;
  const addAddress = (address: Address) => add.mutateAsync(address);
  return (
    <div className="grid gap-4">
      <p id={listId} className="text-sm text-muted">
        {addresses.length === 0
          ? "No addresses listed: payments from any address are credited."
          : "Only payments sent from these addresses are credited."}
      </p>
      {addresses.length > 0 && (
        <ul aria-labelledby={listId} className="grid gap-2">
          {addresses.map((address) => (
            <li key={address} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-all font-mono text-sm">{address}</span>
              <Button
                variant="danger"
                size="sm"
                disabled={busy}
                aria-label={`Remove ${address}`}
                onClick={() => remove.mutate(address)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <WhitelistAddForm onAdd={addAddress} pending={add.isPending} listed={addresses} />
      {localConfig.status === "ready" && (
        <Suspense fallback={null}>
          <WhitelistWallet
            chain={localConfig.config.chain}
            listed={addresses}
            pending={busy}
            onAdd={(address) => void addAddress(address).catch(() => {})}
          />
        </Suspense>
      )}
      {failure !== null && (
        <p role="alert" className="text-sm text-danger">
          The change was not saved: {messageOf(failure)}
        </p>
      )}
    </div>
  );
}
