import { Outlet } from "react-router";
import { AppShell } from "../../components/layout/app-shell";
import { ConnectionName } from "../../components/layout/connection-name";
import { ThemeSelect } from "../../components/theme/theme-select";
import { HeaderBalance } from "../../features/balance/components/header-balance";
import { CheckoutRunnerSlot, HeaderPendingSlot } from "../../features/topup/components/in-flight-slots";
import { BudgetWatch } from "../budget-watch";
import { GlobalPalette } from "../global-palette";

export function RootLayout() {
  return (
    <AppShell
      status={
        <>
          <HeaderBalance />
          <HeaderPendingSlot />
          <ConnectionName />
        </>
      }
      actions={<ThemeSelect />}
    >
      <BudgetWatch />
      <Outlet />
      <GlobalPalette />
      <CheckoutRunnerSlot />
    </AppShell>
  );
}

/**
 * What shows while the first route's code loads: the same empty frame index.html paints before any
 * script runs, so the page does not blank between the two.
 */
export function RootLayoutFallback() {
  return <AppShell>{null}</AppShell>;
}
