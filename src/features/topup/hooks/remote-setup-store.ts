import { useSyncExternalStore } from "react";
import { z } from "zod";

const STORAGE_KEY = "dash.topup.remote.v1";

/**
 * What a remote service (Production, Custom) is paid with. Its /config.json is not ours to read,
 * so the user states it; the default is ETH on Ethereum mainnet. Never holds a key.
 */
export const remotePaymentSchema = z.object({
  chainId: z.number().int().positive(),
  chainName: z.string().min(1),
  rpcUrl: z.url(),
  explorerUrl: z.url().nullable(),
  currencyId: z.string().min(1),
  symbol: z.string().min(1),
  decimals: z.number().int().min(0).max(36),
  token: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .nullable(),
});
export type RemotePayment = z.infer<typeof remotePaymentSchema>;

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

const listeners = new Set<() => void>();
let cache: RemotePayment | undefined;

function read(): RemotePayment {
  if (cache) return cache;
  try {
    const parsed = remotePaymentSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null"));
    cache = parsed.success ? parsed.data : DEFAULT_REMOTE_PAYMENT;
  } catch {
    cache = DEFAULT_REMOTE_PAYMENT;
  }
  return cache;
}

export const remotePaymentStore = {
  get: read,
  save: (value: RemotePayment | null): void => {
    cache = value ?? DEFAULT_REMOTE_PAYMENT;
    try {
      if (value === null) localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useRemotePayment(): RemotePayment {
  return useSyncExternalStore(remotePaymentStore.subscribe, read, read);
}
