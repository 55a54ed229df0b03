import * as v from "valibot";
import { storageKeys } from "../../../lib/storage-keys";
import { createStoredValue } from "../../../lib/stored-value";

// The settings form shows the first issue's message to the user, so the checks carry their own
// words (the ones the form has always shown) rather than valibot's defaults.
function received(input: unknown): string {
  if (typeof input === "number" && !Number.isFinite(input)) return String(input);
  if (input === null) return "null";
  return Array.isArray(input) ? "array" : typeof input;
}
const expected = (type: string) => (issue: v.BaseIssue<unknown>) =>
  `Invalid input: expected ${type}, received ${received(issue.input)}`;

const integer = v.pipe(
  v.number(expected("number")),
  v.finite(expected("number")),
  v.integer("Invalid input: expected int, received number"),
  v.minValue(Number.MIN_SAFE_INTEGER, `Too small: expected int to be >=${Number.MIN_SAFE_INTEGER}`),
  v.maxValue(Number.MAX_SAFE_INTEGER, `Too big: expected int to be <=${Number.MAX_SAFE_INTEGER}`),
);
const name = v.pipe(
  v.string(expected("string")),
  v.minLength(1, "Too small: expected string to have >=1 characters"),
);
// Checked trimmed and kept trimmed, with the tabs and newlines the URL parser would ignore removed.
const url = v.pipe(
  v.string(expected("string")),
  v.trim(),
  v.url("Invalid URL"),
  v.transform((value) => value.replace(/[\t\n\r]/g, "")),
);

/**
 * What a remote service (Production, Custom) is paid with. Its /config.json is not ours to read,
 * so the user states it; the default is ETH on Ethereum mainnet. Never holds a key.
 */
export const remotePaymentSchema = v.object({
  chainId: v.pipe(integer, v.gtValue(0, "Too small: expected number to be >0")),
  chainName: name,
  rpcUrl: url,
  explorerUrl: v.nullable(url),
  currencyId: name,
  symbol: name,
  decimals: v.pipe(
    integer,
    v.minValue(0, "Too small: expected number to be >=0"),
    v.maxValue(36, "Too big: expected number to be <=36"),
  ),
  token: v.nullable(
    v.pipe(
      v.string(expected("string")),
      v.regex(/^0x[0-9a-fA-F]{40}$/, "Invalid string: must match pattern /^0x[0-9a-fA-F]{40}$/"),
    ),
  ),
});
export type RemotePayment = v.InferOutput<typeof remotePaymentSchema>;

export const DEFAULT_REMOTE_PAYMENT: RemotePayment = {
  chainId: 1,
  chainName: "Ethereum",
  rpcUrl: "https://eth.merkle.io",
  explorerUrl: "https://etherscan.io",
  currencyId: "eth",
  symbol: "ETH",
  decimals: 18,
  token: null,
};

// When it cannot be stored, the choice lasts for this page only.
export const storedRemotePayment = createStoredValue<RemotePayment>({
  key: storageKeys.topupRemote.key(),
  area: storageKeys.topupRemote.area,
  schema: remotePaymentSchema,
  fallback: DEFAULT_REMOTE_PAYMENT,
});

export const remotePaymentStore = {
  get: storedRemotePayment.get,
  /** null goes back to the default. */
  save: (value: RemotePayment | null): void => {
    if (value === null) storedRemotePayment.remove();
    else storedRemotePayment.set(value);
  },
  subscribe: storedRemotePayment.subscribe,
};
