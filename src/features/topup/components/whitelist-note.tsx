import { Link } from "react-router";
import type { Address } from "viem";
import { paths } from "../../../app/paths";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/http";
import { useWhitelist, useWhitelistMutations } from "../hooks/use-whitelist";

const manage = (
  <Link to={paths.settings()} className="text-accent underline">
    Manage the sender whitelist in Settings
  </Link>
);

/**
 * One line in the pay panel: whether a payment from `address` (the connected wallet, when known)
 * would be credited under the account's sender whitelist, and where the list is managed.
 */
export function WhitelistNote({
  address,
  onAdded,
}: {
  address?: Address | undefined;
  /** Called once the connected wallet has been added in place (the pay panel then focuses Pay). */
  onAdded?: () => void;
}) {
  const { state, covers } = useWhitelist();
  if (state.status === "loading") return null;
  if (state.status === "not-offered") {
    return (
      <p className="text-sm text-muted">
        This service does not offer a sender whitelist: it credits a payment from any address.
      </p>
    );
  }
  if (state.status === "error") {
    return <p className="text-sm text-muted">The account's sender whitelist could not be read. {manage}.</p>;
  }
  if (state.addresses.length === 0) {
    return (
      <p className="text-sm text-muted">
        No sender whitelist: a payment from any address is credited. {manage}.
      </p>
    );
  }
  if (address === undefined) {
    const count = state.addresses.length;
    return (
      <p className="text-sm">
        Only payments from the {count === 1 ? "address" : `${count} addresses`} on this account's sender
        whitelist are credited. {manage}.
      </p>
    );
  }
  return covers(address) ? (
    <p className="text-sm">
      <span className="font-mono break-all">{address}</span> is on this account's sender whitelist. {manage}.
    </p>
  ) : (
    <AddThisWallet address={address} onAdded={onAdded} />
  );
}

/** The one fix for an unlisted wallet, in place: add it; `onAdded` tells the pay panel it was. */
function AddThisWallet({ address, onAdded }: { address: Address; onAdded?: (() => void) | undefined }) {
  const { add } = useWhitelistMutations();
  const onAdd = () => add.mutate(address, onAdded ? { onSuccess: onAdded } : undefined);
  return (
    <Alert tone="warning" role="status">
      <span className="font-mono break-all">{address}</span> is not on this account's sender whitelist, so a
      payment from it would not be credited; Pay is off until it is added.
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={onAdd} disabled={add.isPending}>
          Add this wallet to the whitelist
        </Button>
        {manage}
      </div>
      {add.isError ? <p className="mt-1 text-danger">Not added: {errorMessage(add.error)}</p> : null}
    </Alert>
  );
}
