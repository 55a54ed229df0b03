import { type Connection } from "./connection";
import { forgetStoredKey, readStoredKey, writeStoredKey } from "./key-storage";
import type { LocalConfig } from "./local-config";
import {
  connectionSettingsSchema,
  DEFAULT_SETTINGS,
  PROFILE_IDS,
  proxiedBaseUrl,
  type ConnectionSettings,
  type ProfileId,
  type ProfileSettings,
} from "./profiles";
import { createNotifier } from "../notifier";
import { storageKeys } from "../storage-keys";
import { createStoredValue } from "../stored-value";

// When it cannot be stored, a choice lasts for this page only.
const storedSettings = createStoredValue<ConnectionSettings>({
  key: storageKeys.connection.key(),
  area: storageKeys.connection.area,
  schema: connectionSettingsSchema,
  fallback: DEFAULT_SETTINGS,
});

export type LocalConfigState =
  { status: "loading" } | { status: "ready"; config: LocalConfig } | { status: "error"; message: string };

/** What the user chose (UI state, in this store); `/config.json` is server state, in the query cache. */
export interface ConnectionChoices {
  settings: ConnectionSettings;
  keys: Record<ProfileId, { key: string | null; remember: boolean }>;
}

export interface ConnectionState extends ConnectionChoices {
  localConfig: LocalConfigState;
  active: Connection;
}

/** The `/config.json` query's state as the connection sees it. */
export function localConfigState(
  status: "pending" | "error" | "success",
  data: LocalConfig | undefined,
  error: unknown,
): LocalConfigState {
  if (data !== undefined) return { status: "ready", config: data };
  if (status === "error")
    return { status: "error", message: error instanceof Error ? error.message : "unavailable" };
  return { status: "loading" };
}

export function connectionState(
  choices: ConnectionChoices,
  localConfig: LocalConfigState,
  origin: string,
): ConnectionState {
  const state = { ...choices, localConfig };
  return { ...state, active: resolveConnection(state, origin) };
}

const readSettings = (): ConnectionSettings => storedSettings.get();

function readKeys(): ConnectionChoices["keys"] {
  const entries = PROFILE_IDS.map((id) => {
    const { key, remembered } = readStoredKey(id);
    return [id, { key, remember: remembered }] as const;
  });
  return Object.fromEntries(entries) as ConnectionChoices["keys"];
}

export function resolveConnection(state: Omit<ConnectionState, "active">, origin: string): Connection {
  const id = state.settings.activeId;
  const profile = state.settings.profiles[id];
  const config = state.localConfig.status === "ready" ? state.localConfig.config : undefined;
  // The stack serves both families on its own origin, so Local works even before /config.json answers.
  const billing =
    id === "local" ? (config?.billingBaseUrl ?? `${origin}/billing/v1`) : profile.billingBaseUrl;
  const chat = id === "local" ? (config?.chatBaseUrl ?? `${origin}/chat`) : profile.chatBaseUrl;
  const storedKey = state.keys[id].key;
  return {
    profileId: id,
    billingBaseUrl: profile.viaProxy ? proxiedBaseUrl(billing, origin) : billing,
    chatBaseUrl: profile.viaProxy ? proxiedBaseUrl(chat, origin) : chat,
    apiKey: storedKey ?? (id === "local" ? (config?.apiKey ?? null) : null),
    ready: id !== "local" || state.localConfig.status !== "loading",
  };
}

/** Factory so tests get a fresh store; the app uses the single `connectionStore` below. */
export function createConnectionStore(origin: () => string = () => window.location.origin) {
  // Another tab switched profile or remembered/forgot a key: follow it rather than act on stale choices.
  const changes = createNotifier({
    matches: (key) => key === null || storageKeys.connection.matches(key) || storageKeys.apiKey.matches(key),
    changed: () => {
      state = { settings: readSettings(), keys: readKeys() };
    },
  });
  let state: ConnectionChoices = { settings: readSettings(), keys: readKeys() };

  function set(next: ConnectionChoices) {
    state = next;
    changes.notify();
  }
  function saveSettings(settings: ConnectionSettings) {
    storedSettings.set(settings);
    set({ ...state, settings });
  }

  function reload() {
    set({ settings: readSettings(), keys: readKeys() });
  }

  return {
    origin,
    getState: () => state,
    subscribe: changes.subscribe,
    setActiveProfile(activeId: ProfileId) {
      saveSettings({ ...state.settings, activeId });
    },
    updateProfile(id: ProfileId, patch: Partial<ProfileSettings>) {
      const profiles = { ...state.settings.profiles, [id]: { ...state.settings.profiles[id], ...patch } };
      saveSettings({ ...state.settings, profiles });
    },
    setApiKey(id: ProfileId, key: string) {
      const { remember } = state.keys[id];
      writeStoredKey(id, key, remember);
      set({ ...state, keys: { ...state.keys, [id]: { key: key === "" ? null : key, remember } } });
    },
    setRemember(id: ProfileId, remember: boolean) {
      const { key } = state.keys[id];
      writeStoredKey(id, key ?? "", remember);
      set({ ...state, keys: { ...state.keys, [id]: { key, remember } } });
    },
    forgetKey(id: ProfileId) {
      forgetStoredKey(id);
      set({ ...state, keys: { ...state.keys, [id]: { key: null, remember: false } } });
    },
    reload,
  };
}

export type ConnectionStore = ReturnType<typeof createConnectionStore>;

export const connectionStore = createConnectionStore();
