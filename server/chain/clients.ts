import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  type PublicClient,
  type TestClient,
  type WalletClient,
} from "viem";
import { foundry } from "viem/chains";

export interface ChainDeps {
  rpcUrl: string;
  chainId: number;
  publicClient: PublicClient;
  testClient: TestClient<"anvil">;
  walletClient: WalletClient;
  /**
   * Makes the chain's current state durable (the local anvil: its state file). A credit is
   * committed only after this resolves, so a crash never keeps a credit whose transaction the
   * chain forgot. Absent for a chain that keeps its own state.
   */
  persistState?: () => Promise<void>;
}

export const localChain = { ...foundry, name: "Anvil (local)" } as const;

/** Clients for the local chain; `cacheTime: 0` because confirmations are counted from fresh blocks. */
export function createChainDeps(rpcUrl: string): ChainDeps {
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain: localChain, transport, cacheTime: 0 });
  const testClient = createTestClient({ chain: localChain, mode: "anvil", transport, cacheTime: 0 });
  const walletClient = createWalletClient({ chain: localChain, transport, cacheTime: 0 });
  return { rpcUrl, chainId: localChain.id, publicClient, testClient, walletClient };
}
