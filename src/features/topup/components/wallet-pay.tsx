import type { TopUpSetup } from "../hooks/top-up-setup";
import { PayWithWallet, type PayWithWalletProps } from "./pay-with-wallet";
import { WalletProvider } from "./wallet-provider";

/** Entry of the lazy wallet chunk for paying a quote. */
export default function WalletPay({ setup, ...props }: PayWithWalletProps & { setup: TopUpSetup }) {
  return (
    <WalletProvider setup={setup} reconnectOnMount>
      <PayWithWallet {...props} />
    </WalletProvider>
  );
}
