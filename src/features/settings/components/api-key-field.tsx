import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { describeKeyCharProblem, keyCharProblem } from "../../../lib/connection/key-text";
import { useConnectionState, useConnectionStore } from "../../../lib/connection/use-active-connection";

/** The key of the active profile. It is written to storage as typed; queries refetch once editing ends. */
export function ApiKeyField() {
  const store = useConnectionStore();
  const queryClient = useQueryClient();
  const { settings, keys, localConfig } = useConnectionState();
  const profileId = settings.activeId;
  const { key, remember } = keys[profileId];
  const [visible, setVisible] = useState(false);
  const [notice, setNotice] = useState("");
  const keyAtFocus = useRef<string | null>(key);
  const id = useId();

  // The key is not part of query keys (it must never sit in the cache), so a new key refetches explicitly.
  const refetchWithNewKey = () => void queryClient.invalidateQueries();
  const keyProblem = key === null ? null : keyCharProblem(key);
  // A sandbox reached through its shared name serves /config.json without a key: each member has their own.
  const servedKey = localConfig.status === "ready" ? (localConfig.config.apiKey ?? null) : undefined;
  const usesDevKey = profileId === "local" && key === null && typeof servedKey === "string";
  const wantsMemberKey = profileId === "local" && servedKey === null;
  const describedBy = [
    keyProblem !== null ? `${id}-error` : null,
    `${id}-hint`,
    wantsMemberKey ? `${id}-member` : null,
  ];

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>API key</Label>
        <div className="flex gap-2">
          <Input
            id={id}
            type={visible ? "text" : "password"}
            autoComplete="off"
            spellCheck={false}
            value={key ?? ""}
            placeholder={
              usesDevKey
                ? "Using the dev key from /config.json"
                : wantsMemberKey
                  ? "Your member key (dk_…)"
                  : "dk_…"
            }
            aria-invalid={keyProblem !== null || undefined}
            aria-describedby={describedBy.filter((part) => part !== null).join(" ")}
            onFocus={() => (keyAtFocus.current = key)}
            onChange={(event) => {
              setNotice("");
              store.setApiKey(profileId, event.target.value.trim());
            }}
            onBlur={() => {
              if (keyAtFocus.current !== key) refetchWithNewKey();
            }}
          />
          <Button variant="secondary" onClick={() => setVisible((shown) => !shown)} aria-controls={id}>
            {visible ? "Hide" : "Show"}
          </Button>
        </div>
        {keyProblem !== null ? (
          <p id={`${id}-error`} className="text-xs text-danger">
            {describeKeyCharProblem(keyProblem)}
          </p>
        ) : null}
        <p id={`${id}-hint`} className="text-xs text-muted">
          Kept in this tab only, unless you choose to remember it. It is never put in a URL or a log.
        </p>
        {wantsMemberKey ? (
          <p id={`${id}-member`} className="text-sm text-fg">
            This sandbox hands out no key at its shared address. Ask its operator for your member key (they
            create it with <code>npm run sandbox -- member add &lt;your name&gt;</code>), paste it here, then
            press Test connection.
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox
          label="Remember on this device"
          checked={remember}
          onChange={(event) => store.setRemember(profileId, event.target.checked)}
        />
        <Button
          variant="danger"
          size="sm"
          onClick={() => {
            store.forgetKey(profileId);
            setNotice("Key forgotten on this device.");
            refetchWithNewKey();
          }}
        >
          Forget key
        </Button>
      </div>
      <p role="status" className="text-sm text-muted empty:hidden">
        {notice}
      </p>
    </div>
  );
}
