/**
 * Every key the dashboard keeps in the browser's storage, with what it holds. Stores take their key
 * from here, docs/interfaces.md lists the same patterns (storage-keys.test.ts checks both ways) and
 * e2e tests read the names from here. A key, once shipped, is never renamed or re-encoded: what
 * users stored under it would be stranded. A new shape gets a new `.vN` key.
 *
 * Plain data: e2e (Node) imports this module too.
 */
export type StorageArea = "local" | "session";

export interface StorageKeyEntry<A extends readonly string[]> {
  /** As written in docs/interfaces.md, `<name>` standing for a part that varies. */
  pattern: string;
  /** Where it lives; the API key is in "session" unless the user ticks "remember" ("local"). */
  area: StorageArea;
  purpose: string;
  key: (...parts: A) => string;
  /** Whether a key (from another tab's "storage" event) is one of this entry's. */
  matches: (key: string) => boolean;
}

function fixed(pattern: string, area: StorageArea, purpose: string): StorageKeyEntry<[]> {
  return { pattern, area, purpose, key: () => pattern, matches: (key) => key === pattern };
}

/** A key per profile (or per profile and tool): `prefix<part>suffix`. */
function family<A extends readonly string[]>(
  pattern: string,
  area: StorageArea,
  purpose: string,
  key: (...parts: A) => string,
): StorageKeyEntry<A> {
  const prefix = pattern.slice(0, pattern.indexOf("<"));
  return { pattern, area, purpose, key, matches: (name) => name.startsWith(prefix) };
}

const perProfile = (name: string, purpose: string) =>
  family(`${name}.<profileId>.v1`, "local", purpose, (profileId: string) => `${name}.${profileId}.v1`);

export const storageKeys = {
  theme: fixed("dash.theme", "local", 'the colour theme, "light" | "dark" | "system", as plain text'),
  connection: fixed("dash.connection.v1", "local", "the active profile and each profile's URLs, never a key"),
  apiKey: family(
    "dash.apiKey.<profileId>",
    "session",
    "a profile's API key as plain text; in local storage instead when the user ticks remember",
    (profileId: string) => `dash.apiKey.${profileId}`,
  ),
  topupPending: fixed("dash.topup.pending.v1", "local", "payments sent or pasted and not yet confirmed"),
  topupRemote: fixed("dash.topup.remote.v1", "local", "the payment network chosen for Production/Custom"),
  topupInvoices: perProfile("dash.topup.invoices", "the invoice book: open and paid invoices"),
  balanceHistory: perProfile("dash.balance.history", "balance readings, newest first"),
  balanceCauses: perProfile("dash.balance.causes", "why the balance moved, as far as this browser knows"),
  searchHistory: perProfile("dash.search-history", "searches and plans with their results"),
  toolHistory: perProfile("dash.history", "tool calls with their results"),
  tasks: perProfile("dash.tasks", "research tasks started here"),
  recipes: perProfile("dash.recipes", "recipes composed by hand, in the plan step format (never a key)"),
  recipeDraft: perProfile("dash.recipe-draft", "the recipe being composed, until it is saved or cleared"),
  budgets: perProfile("dash.budgets", "spending budgets and alerts per connection (never a key)"),
  spendHolds: perProfile(
    "dash.spend-holds",
    "the expected cost of each paid call still in flight, in any tab",
  ),
  callNames: perProfile("dash.call-names", "the names given to tool calls, by call record id"),
  device: fixed("dash.device.v1", "local", "this browser's id in call records, made once"),
  callRecordsImported: family(
    "dash.call-records.imported.<storageKey>",
    "local",
    "marks an old list as copied into the call records (IndexedDB), once",
    (storageKey: string) => `dash.call-records.imported.${storageKey}`,
  ),
  toolInput: family(
    'tool-input:["<profileId>","<toolName>"]',
    "session",
    "a tool form's request body as the user left it, until the tab closes",
    (profileId: string, toolName: string) => `tool-input:${JSON.stringify([profileId, toolName])}`,
  ),
} as const;

export type StorageKeyName = keyof typeof storageKeys;
