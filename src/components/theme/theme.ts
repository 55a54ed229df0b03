import { useSyncExternalStore } from "react";
import { createNotifier } from "../../lib/notifier";

export type ThemeChoice = "system" | "light" | "dark";

const STORAGE_KEY = "dash.theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";
const changes = createNotifier();

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === "system" || value === "light" || value === "dark";
}

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isThemeChoice(stored) ? stored : "system";
  } catch {
    // Storage can be disabled (privacy modes); the system preference is still a good answer.
    return "system";
  }
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === "function" && matchMedia(DARK_QUERY).matches;
}

export function applyTheme(choice: ThemeChoice = readThemeChoice()): void {
  const dark = choice === "dark" || (choice === "system" && systemPrefersDark());
  document.documentElement.classList.toggle("dark", dark);
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Not persisted, but the choice still applies to this page view.
  }
  applyTheme(choice);
  changes.notify();
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(changes.subscribe, readThemeChoice, () => "system");
}

/** Re-applies "system" when the OS switches; returns the cleanup for an effect. */
export function followSystemTheme(): () => void {
  if (typeof matchMedia !== "function") return () => undefined;
  const media = matchMedia(DARK_QUERY);
  const onChange = () => {
    if (readThemeChoice() === "system") applyTheme("system");
  };
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}
