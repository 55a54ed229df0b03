import type { TopUpSetup } from "../model/top-up-setup";
import { PayWithWallet, type PayWithWalletProps } from "./pay-with-wallet";
import { WalletProvider } from "./wallet-provider";

/** Entry of the lazy wallet chunk for paying a quote: `PayWithWallet` inside its wagmi provider. */
export default function PayWithWalletEntry({ setup, ...props }: PayWithWalletProps & { setup: TopUpSetup }) {
  return (
    <WalletProvider setup={setup} reconnectOnMount>
      <PayWithWallet {...props} />
    </WalletProvider>
  );
}
