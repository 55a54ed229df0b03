import * as v from "valibot";
import { storageKeys } from "../../lib/storage-keys";
import { createStoredValue, useStoredValue } from "../../lib/stored-value";

const CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof CHOICES)[number];

const DARK_QUERY = "(prefers-color-scheme: dark)";

// Plain text, not JSON: public/theme.js reads it before the app loads. Without storage, or with
// anything else stored, the system preference is still a good answer.
const stored = createStoredValue<ThemeChoice>({
  key: storageKeys.theme.key(),
  area: storageKeys.theme.area,
  schema: v.picklist(CHOICES),
  fallback: "system",
  format: "text",
});

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return CHOICES.includes(value as ThemeChoice);
}

export const readThemeChoice = (): ThemeChoice => stored.get();

function systemPrefersDark(): boolean {
  return typeof matchMedia === "function" && matchMedia(DARK_QUERY).matches;
}

export function applyTheme(choice: ThemeChoice = readThemeChoice()): void {
  const dark = choice === "dark" || (choice === "system" && systemPrefersDark());
  document.documentElement.classList.toggle("dark", dark);
}

/** When it cannot be stored, the choice still applies to this page view. */
export function setThemeChoice(choice: ThemeChoice): void {
  applyTheme(choice);
  stored.set(choice);
}

export function useThemeChoice(): ThemeChoice {
  return useStoredValue(stored);
}

/** Re-applies the theme when the OS switches or another tab chooses one; returns the cleanup for an effect. */
export function followSystemTheme(): () => void {
  const stopFollowing = stored.subscribe(() => applyTheme());
  if (typeof matchMedia !== "function") return stopFollowing;
  const media = matchMedia(DARK_QUERY);
  const onChange = () => {
    if (readThemeChoice() === "system") applyTheme("system");
  };
  media.addEventListener("change", onChange);
  return () => {
    media.removeEventListener("change", onChange);
    stopFollowing();
  };
}
