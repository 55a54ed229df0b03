import { useId } from "react";
import type { ProfileId } from "../../../lib/connection/profiles";
import { useConnectionState, useConnectionStore } from "../../../lib/connection/use-active-connection";

const PROFILES: { id: ProfileId; label: string; hint: string }[] = [
  { id: "local", label: "Local", hint: "The stack started by npm start, read from /config.json." },
  { id: "production", label: "Production", hint: "The public service at api.kirha.com." },
  { id: "custom", label: "Custom", hint: "Any deployment: enter both base URLs." },
];

export function ProfilePicker({ labelledBy }: { labelledBy: string }) {
  const store = useConnectionStore();
  const active = useConnectionState().settings.activeId;
  const name = useId();

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-2 sm:grid-cols-3">
      {PROFILES.map((profile) => {
        const id = `${name}-${profile.id}`;
        return (
          <div
            key={profile.id}
            className="flex items-start gap-2 rounded-md border border-border p-3 has-checked:border-accent"
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={profile.id}
              checked={active === profile.id}
              onChange={() => store.setActiveProfile(profile.id)}
              aria-describedby={`${id}-hint`}
              className="mt-1 accent-(--color-accent)"
            />
            <div>
              <label htmlFor={id} className="text-sm font-medium text-fg">
                {profile.label}
              </label>
              <p id={`${id}-hint`} className="text-xs text-muted">
                {profile.hint}
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
