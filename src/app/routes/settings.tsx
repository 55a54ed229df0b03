import SettingsPage from "../../features/settings/components/settings-page";
import { WhitelistCard } from "../../features/topup/components/whitelist-card";

export function Component() {
  return (
    <>
      <SettingsPage />
      <div className="mt-6">
        <WhitelistCard />
      </div>
    </>
  );
}
