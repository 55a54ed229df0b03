import * as v from "valibot";
import { isRecord } from "../../../../common/plain-object";
import { storageKeys } from "../../../lib/storage-keys";
import { createStoredFamily } from "../../../lib/stored-value";

type Body = Record<string, unknown>;

/**
 * A filled tool form survives a reload: the request body (never the API key, which is not part of
 * it) per connection profile and tool, in the tab's session storage, so it ends with the tab. Full or
 * forbidden storage: the form still works, it just will not survive a reload.
 */
const drafts = createStoredFamily<[string, string], Body | null>({
  keys: storageKeys.toolInput,
  schema: v.nullable(v.custom<Body>(isRecord)),
  fallback: null,
});

export const inputStoreKey = (profileId: string, toolName: string) =>
  storageKeys.toolInput.key(profileId, toolName);

export const readStoredInput = (key: string): Body | null => drafts.at(key).get();

export function storeInput(key: string, body: Body): void {
  drafts.at(key).set(body);
}

export function clearStoredInput(key: string): void {
  drafts.at(key).remove();
}
