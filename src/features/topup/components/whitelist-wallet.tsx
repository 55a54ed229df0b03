import type { Address } from "viem";
import { useConnection, WagmiProvider } from "wagmi";
import type { ChainInfo } from "../../../lib/wagmi/chain";
import { wagmiConfigFor } from "../../../lib/wagmi/config";
import { Button } from "../../../components/ui/button";

interface WhitelistWalletProps {
  chain: ChainInfo;
  listed: readonly Address[];
  pending: boolean;
  onAdd: (address: Address) => void;
}

/**
 * Entry of the lazy wallet chunk (wagmi and viem load only here): reconnects the wallet the user
 * connected on the Top up page (wagmi remembers it) and offers to list its address.
 */
export default function WhitelistWallet({ chain, ...props }: WhitelistWalletProps) {
  return (
    <WagmiProvider config={wagmiConfigFor(chain)} reconnectOnMount>
      <ConnectedWalletButton {...props} />
    </WagmiProvider>
  );
}

function ConnectedWalletButton({ listed, pending, onAdd }: Omit<WhitelistWalletProps, "chain">) {
  const { address, isConnected } = useConnection();
  if (!isConnected || address === undefined) return null;
  const already = listed.includes(address);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Button variant="secondary" size="sm" disabled={pending || already} onClick={() => onAdd(address)}>
        Add my connected wallet
      </Button>
      <span className="break-all font-mono text-muted">{address}</span>
      {already && <span className="text-muted">(already listed)</span>}
    </div>
  );
}
