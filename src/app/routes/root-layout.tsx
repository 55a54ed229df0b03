import { Outlet } from "react-router";
import { AppShell } from "../../components/layout/app-shell";
import { ConnectionName } from "../../components/layout/connection-name";
import { ThemeSelect } from "../../components/theme/theme-select";
import { HeaderBalance } from "../../features/balance/components/header-balance";

export function RootLayout() {
  return (
    <AppShell
      status={
        <>
          <HeaderBalance />
          <ConnectionName />
        </>
      }
      actions={<ThemeSelect />}
    >
      <Outlet />
    </AppShell>
  );
}
