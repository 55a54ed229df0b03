import type { ReactNode } from "react";
import { WagmiProvider, type Config } from "wagmi";
import { createWagmiConfig } from "../../../lib/wagmi/config";
import { announceLocalTestWallet } from "../../../lib/wagmi/local-test-wallet";
import type { TopUpSetup } from "../model/top-up-setup";

let current: { key: string; config: Config } | null = null;

// One config per chain and test key for the whole page: the pay form and each wallet payment being
// followed mount their own provider, and they must see the same connection.
function configFor(setup: TopUpSetup): Config {
  const { id, name, rpcUrl, explorerUrl } = setup.chain;
  const privateKey = setup.testWallet?.privateKey ?? null;
  const key = JSON.stringify([id, name, rpcUrl, explorerUrl, privateKey]);
  if (current?.key === key) return current.config;
  const chain = { id, name, rpcUrl, explorerUrl };
  // Announced before the config starts EIP-6963 discovery, so it is found on the first pass.
  if (privateKey) announceLocalTestWallet(privateKey, chain);
  current = { key, config: createWagmiConfig(chain) };
  return current.config;
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
