import { lazy } from "react";

// wagmi and viem are most of the top-up route's weight; a quote or a pasted hash needs neither.
export const LazyWalletPay = lazy(() => import("./wallet-pay"));
export const LazyWalletPendingItem = lazy(() => import("./wallet-pending-item"));
