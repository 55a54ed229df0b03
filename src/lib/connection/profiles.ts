import * as v from "valibot";

export const PROFILE_IDS = ["local", "production", "custom"] as const;
export type ProfileId = (typeof PROFILE_IDS)[number];

export const PRODUCTION_BILLING_BASE_URL = "https://api.kirha.com/billing/v1";
export const PRODUCTION_CHAT_BASE_URL = "https://api.kirha.com/chat";

// Every field falls back on its own, but an array is still not a profile (v.object alone takes one).
const profileSettingsSchema = v.pipe(
  v.custom<object>((value) => !Array.isArray(value)),
  v.object({
    viaProxy: v.fallback(v.boolean(), false),
    billingBaseUrl: v.fallback(v.string(), ""),
    chatBaseUrl: v.fallback(v.string(), ""),
  }),
);
export type ProfileSettings = v.InferOutput<typeof profileSettingsSchema>;

/** What `dash.connection.v1` holds: choices and URLs, never a key. */
export const connectionSettingsSchema = v.object({
  activeId: v.fallback(v.picklist(PROFILE_IDS), "local"),
  profiles: v.object({
    local: profileSettingsSchema,
    production: profileSettingsSchema,
    custom: profileSettingsSchema,
  }),
});
export type ConnectionSettings = v.InferOutput<typeof connectionSettingsSchema>;

export const DEFAULT_SETTINGS: ConnectionSettings = {
  activeId: "local",
  profiles: {
    local: { viaProxy: false, billingBaseUrl: "", chatBaseUrl: "" },
    production: {
      viaProxy: false,
      billingBaseUrl: PRODUCTION_BILLING_BASE_URL,
      chatBaseUrl: PRODUCTION_CHAT_BASE_URL,
    },
    custom: { viaProxy: false, billingBaseUrl: "", chatBaseUrl: "" },
  },
};

/** Same-origin forward of the `npm start` server; see docs/interfaces.md "Proxy". */
export function proxiedBaseUrl(base: string, origin: string): string {
  return `${origin}/proxy/${encodeURIComponent(base.replace(/\/+$/, ""))}`;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
