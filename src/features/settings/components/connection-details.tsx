import { useId } from "react";
import { Checkbox } from "../../../components/ui/checkbox";
import { useConnectionState, useConnectionStore } from "../../../lib/connection/use-active-connection";
import { BaseUrlField } from "./base-url-field";

function UrlLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="break-all font-mono text-fg">{value}</dd>
    </div>
  );
}

/** URLs of the chosen profile (editable only for Custom) and its proxy choice. */
export function ConnectionDetails() {
  const store = useConnectionStore();
  const { settings, localConfig, active } = useConnectionState();
  const id = settings.activeId;
  const profile = settings.profiles[id];
  const proxyId = useId();

  return (
    <div className="mt-4 grid gap-4">
      {id === "custom" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <BaseUrlField
            label="Billing base URL"
            value={profile.billingBaseUrl}
            placeholder="https://example.com/billing/v1"
            onCommit={(billingBaseUrl) => store.updateProfile("custom", { billingBaseUrl })}
          />
          <BaseUrlField
            label="Chat base URL"
            value={profile.chatBaseUrl}
            placeholder="https://example.com/chat"
            onCommit={(chatBaseUrl) => store.updateProfile("custom", { chatBaseUrl })}
          />
        </div>
      ) : (
        <dl className="grid gap-2">
          <UrlLine label="Billing base URL" value={active.billingBaseUrl} />
          <UrlLine label="Chat base URL" value={active.chatBaseUrl} />
        </dl>
      )}
      {id === "local" && localConfig.status === "error" ? (
        <p className="text-sm text-danger">
          Could not read /config.json ({localConfig.message}); is npm start running?
        </p>
      ) : null}
      <div className="grid gap-0.5">
        <Checkbox
          label="Through the local proxy"
          className="font-medium"
          checked={profile.viaProxy}
          onChange={(event) => store.updateProfile(id, { viaProxy: event.target.checked })}
          aria-describedby={`${proxyId}-hint`}
        />
        {/* Indented by the box and its gap, so the hint starts under the label's text. */}
        <p id={`${proxyId}-hint`} className="pl-6 text-xs text-muted">
          Sends requests via this server’s /proxy/ for services that refuse browser origins (CORS). Only
          upstreams on the server’s allow-list are forwarded.
        </p>
      </div>
    </div>
  );
}
