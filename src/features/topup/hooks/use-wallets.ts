import { useConnectors, type Connector } from "wagmi";
import { LOCAL_TEST_WALLET_RDNS } from "../../../lib/wagmi/local-test-wallet";

/** Wallets found through EIP-6963, once each; the Local test wallet only where it is offered. */
export function useWallets(offerTestWallet: boolean): Connector[] {
  const connectors = useConnectors();
  const seen = new Set<string>();
  return connectors.filter((c) => {
    if (c.id === LOCAL_TEST_WALLET_RDNS && !offerTestWallet) return false;
    if (seen.has(c.id)) return false;
    seen.add(c.id);
    return true;
  });
}
