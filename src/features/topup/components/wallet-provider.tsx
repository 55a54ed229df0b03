import type { ReactNode } from "react";
import { WagmiProvider, type Config } from "wagmi";
import { wagmiConfigFor } from "../../../lib/wagmi/config";
import { announceLocalTestWallet } from "../../../lib/wagmi/local-test-wallet";
import type { TopUpSetup } from "../model/top-up-setup";

// The pay form and each wallet payment being followed mount their own provider over the chain's one
// config (lib/wagmi/config.ts), so they see the same connection.
function configFor(setup: TopUpSetup): Config {
  const { id, name, rpcUrl, explorerUrl } = setup.chain;
  const chain = { id, name, rpcUrl, explorerUrl };
  // Announced before the config starts EIP-6963 discovery, so it is found on the first pass.
  if (setup.testWallet) announceLocalTestWallet(setup.testWallet.privateKey, chain);
  return wagmiConfigFor(chain);
}

interface WalletProviderProps {
  setup: TopUpSetup;
  /** Only the pay form reconnects a wallet; a payment being followed needs just a public client. */
  reconnectOnMount: boolean;
  children: ReactNode;
}

/**
 * wagmi lives in the lazy wallet chunk (see lazy-wallet-entries.tsx), so viem and wagmi load only once a
 * quote can be paid from a wallet or a wallet payment is followed. The app's QueryClientProvider
 * serves wagmi's queries too.
 */
export function WalletProvider({ setup, reconnectOnMount, children }: WalletProviderProps) {
  return (
    <WagmiProvider config={configFor(setup)} reconnectOnMount={reconnectOnMount}>
      {children}
    </WagmiProvider>
  );
}
