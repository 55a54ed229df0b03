import type { Address } from "viem";
import { useConnection, WagmiProvider, type Config } from "wagmi";
import type { ChainInfo } from "../../../../lib/wagmi/chain";
import { createWagmiConfig } from "../../../../lib/wagmi/config";
import { Button } from "../../../../components/ui/button";

interface WhitelistWalletProps {
  chain: ChainInfo;
  listed: readonly Address[];
  pending: boolean;
  onAdd: (address: Address) => void;
}

let current: { key: string; config: Config } | null = null;

// One config per chain: a re-render with an equal chain object must not start a new connection.
function configFor(chain: ChainInfo): Config {
  const key = JSON.stringify([chain.id, chain.name, chain.rpcUrl, chain.explorerUrl]);
  if (current?.key !== key) current = { key, config: createWagmiConfig(chain) };
  return current.config;
}

/**
 * Entry of the lazy wallet chunk (wagmi and viem load only here): reconnects the wallet the user
 * connected on the Top up page (wagmi remembers it) and offers to list its address.
 */
export default function WhitelistWallet({ chain, ...props }: WhitelistWalletProps) {
  return (
    <WagmiProvider config={configFor(chain)} reconnectOnMount>
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
