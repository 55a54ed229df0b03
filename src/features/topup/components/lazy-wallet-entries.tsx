import { lazy } from "react";

// wagmi and viem are most of the top-up route's weight; a quote or a pasted hash needs neither.
export const LazyPayWithWallet = lazy(() => import("./pay-with-wallet-entry"));
