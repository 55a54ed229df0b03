import type { ProfileId } from "./profiles";

/** A resolved, ready-to-use connection: effective base URLs (proxied if chosen) and the key. */
export interface Connection {
  profileId: ProfileId;
  billingBaseUrl: string;
  chatBaseUrl: string;
  apiKey: string | null;
  /** False only while the Local profile waits for `/config.json`. */
  ready: boolean;
}

/** What distinguishes cached data of one connection from another's; never contains the key. */
export interface ConnectionIdentity {
  profileId: ProfileId;
  billingBaseUrl: string;
  chatBaseUrl: string;
}

export function connectionIdentity(connection: ConnectionIdentity): ConnectionIdentity {
  return {
    profileId: connection.profileId,
    billingBaseUrl: connection.billingBaseUrl,
    chatBaseUrl: connection.chatBaseUrl,
  };
}

export function isConnectionIdentity(value: unknown): value is ConnectionIdentity {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.profileId === "string" &&
    typeof record.billingBaseUrl === "string" &&
    typeof record.chatBaseUrl === "string"
  );
}
