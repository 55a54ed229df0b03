import { useMemo, type ReactNode } from "react";
import { WagmiProvider } from "wagmi";
import { createWagmiConfig } from "../../../lib/wagmi/config";
import { announceLocalTestWallet } from "../../../lib/wagmi/local-test-wallet";
import type { TopUpSetup } from "../hooks/top-up-setup";

/**
 * wagmi lives here, inside the lazy top-up route, so viem and wagmi never load with the other
 * pages. The app's QueryClientProvider above serves wagmi's queries too.
 */
export function WalletProvider({ setup, children }: { setup: TopUpSetup; children: ReactNode }) {
  const { id, name, rpcUrl, explorerUrl } = setup.chain;
  const key = setup.testWallet?.privateKey ?? null;
  // Keyed on values, not object identity: a new config would drop the wallet connection.
  const config = useMemo(() => {
    const chain = { id, name, rpcUrl, explorerUrl };
    // Announced before the config starts EIP-6963 discovery, so it is found on the first pass.
    if (key) announceLocalTestWallet(key, chain);
    return createWagmiConfig(chain);
  }, [id, name, rpcUrl, explorerUrl, key]);
  return (
    <WagmiProvider config={config} reconnectOnMount>
      {children}
    </WagmiProvider>
  );
}
