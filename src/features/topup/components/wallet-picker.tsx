import { useState } from "react";
import { useConfig, type Connector } from "wagmi";
import { connect } from "wagmi/actions";
import { Button } from "../../../components/ui/button";
import { LOCAL_TEST_WALLET_RDNS } from "../../../lib/wagmi/local-test-wallet";
import { isUserRejection, walletMessage } from "../model/wallet-errors";
import { useWallets } from "../hooks/use-wallets";

export function WalletPicker({ offerTestWallet }: { offerTestWallet: boolean }) {
  const config = useConfig();
  const wallets = useWallets(offerTestWallet);
  const [state, setState] = useState<{ busy: string | null; note: string | null }>({
    busy: null,
    note: null,
  });

  const choose = async (connector: Connector) => {
    setState({ busy: connector.id, note: null });
    try {
      // No chainId here: the network is checked and switched visibly, as its own step.
      await connect(config, { connector });
      setState({ busy: null, note: null });
    } catch (error) {
      setState({
        busy: null,
        note: isUserRejection(error)
          ? "Cancelled in the wallet. Choose a wallet to try again."
          : walletMessage(error),
      });
    }
  };

  if (wallets.length === 0) {
    return (
      <p className="text-sm text-muted">
        No browser wallet was found. Install one (any wallet that supports EIP-6963), or use “Pay another
        way”.
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <ul className="flex flex-wrap gap-2" aria-label="Wallets">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <Button variant="secondary" onClick={() => void choose(wallet)} disabled={state.busy !== null}>
              {wallet.icon ? <img src={wallet.icon} alt="" className="size-5" /> : null}
              Connect {wallet.name}
            </Button>
          </li>
        ))}
      </ul>
      {wallets.some((w) => w.id === LOCAL_TEST_WALLET_RDNS) ? (
        <p className="text-xs text-muted">
          The Local test wallet holds a key the local stack funds on its own chain; it exists only for the
          Local connection.
        </p>
      ) : null}
      <p role="status" className="text-sm text-muted">
        {state.busy ? "Waiting for the wallet…" : (state.note ?? "")}
      </p>
    </div>
  );
}
