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
   * Makes the chain's current state durable: the spawned anvil writes its state file; an instance on
   * another instance's anvil waits until that owner has saved the current head
   * (server/chain/durable-head.ts). A credit is committed only after this resolves, so a crash never
   * keeps a credit whose transaction the chain forgot. Absent for a chain that keeps its own state.
   */
  persistState?: () => Promise<void>;
  /** True for a chain the service did not start (CHAIN_RPC_URL): never send it cheat methods. */
  existing?: boolean;
}

export const localChain = { ...foundry, name: "Anvil (local)" } as const;

/**
 * Clients for the chain at `rpcUrl`; `cacheTime: 0` because confirmations are counted from fresh
 * blocks. `chainId` other than the local one: an existing chain (CHAIN_RPC_URL), where the test
 * client must never be used (it speaks anvil's cheat methods).
 */
export function createChainDeps(rpcUrl: string, chainId: number = localChain.id): ChainDeps {
  const transport = http(rpcUrl);
  const chain =
    chainId === localChain.id ? localChain : { ...localChain, id: chainId, name: `Chain ${chainId}` };
  const publicClient = createPublicClient({ chain, transport, cacheTime: 0 });
  const testClient = createTestClient({ chain, mode: "anvil", transport, cacheTime: 0 });
  const walletClient = createWalletClient({ chain, transport, cacheTime: 0 });
  return { rpcUrl, chainId, publicClient, testClient, walletClient };
}
