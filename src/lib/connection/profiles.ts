import { z } from "zod";

export const PROFILE_IDS = ["local", "production", "custom"] as const;
export type ProfileId = (typeof PROFILE_IDS)[number];

export const PRODUCTION_BILLING_BASE_URL = "https://api.kirha.com/billing/v1";
export const PRODUCTION_CHAT_BASE_URL = "https://api.kirha.com/chat";

const profileSettingsSchema = z.object({
  viaProxy: z.boolean().catch(false),
  billingBaseUrl: z.string().catch(""),
  chatBaseUrl: z.string().catch(""),
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

/** What `dash.connection.v1` holds: choices and URLs, never a key. */
export const connectionSettingsSchema = z.object({
  activeId: z.enum(PROFILE_IDS).catch("local"),
  profiles: z.object({
    local: profileSettingsSchema,
    production: profileSettingsSchema,
    custom: profileSettingsSchema,
  }),
});
export type ConnectionSettings = z.infer<typeof connectionSettingsSchema>;

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
