import { Link } from "react-router";
import type { ProfileId } from "../../lib/connection/profiles";
import { useActiveConnection } from "../../lib/connection/use-active-connection";
import { paths } from "../../app/paths";

const NAMES: Record<ProfileId, string> = { local: "Local", production: "Production", custom: "Custom" };

export function ConnectionName() {
  const connection = useActiveConnection();
  return (
    <p className="flex items-center gap-1.5 text-muted">
      <span>Connection</span>
      <Link
        to={paths.settings()}
        className="rounded-full border border-border-strong px-2 py-0.5 text-xs font-medium text-fg hover:bg-surface-2"
      >
        {NAMES[connection.profileId]}
      </Link>
    </p>
  );
}
