import { retryingLazy } from "../../../lib/retrying-lazy";

// wagmi and viem are most of the top-up route's weight; a quote or a pasted hash needs neither. A
// failed download (an outage) is asked for again by the page's error boundary.
export const LazyPayWithWallet = retryingLazy(() => import("./pay-with-wallet-entry").then((m) => m.default));
