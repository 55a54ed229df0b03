import { inject } from "vitest";
import type { Connection } from "../lib/connection/connection";

declare module "vitest" {
  export interface ProvidedContext {
    /** Set by server/testing/web-global-setup.ts. */
    serviceUrl: string;
  }
}

export type Dialect = "spec" | "production";

export interface TestAccount {
  id: string;
  key: string;
  dialect: Dialect;
}

// Captured before any test swaps `globalThis.fetch`, so helpers always reach the real service.
const nodeFetch = globalThis.fetch.bind(globalThis);

/** Origin of the reference service started for this run (http://127.0.0.1:<port>). */
export function serviceUrl(): string {
  return inject("serviceUrl");
}

async function control(method: "POST" | "PUT", path: string, body: unknown): Promise<unknown> {
  const response = await nodeFetch(`${serviceUrl()}/__test${path}`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /__test${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A fresh account of its own, so tests never see each other's balances. Credits are integers. */
export async function createTestAccount(
  options: { subscription_balance?: number; top_up_balance?: number; dialect?: Dialect } = {},
): Promise<TestAccount> {
  const dialect = options.dialect ?? "spec";
  const created = (await control("POST", "/accounts", { ...options, dialect })) as {
    account_id: string;
    api_key: string;
  };
  return { id: created.account_id, key: created.api_key, dialect };
}

export async function setBalance(account: TestAccount, subscription: number, topUp: number): Promise<void> {
  await control("PUT", `/accounts/${account.id}/balance`, {
    subscription_balance: subscription,
    top_up_balance: topUp,
  });
}

/** Adds wei to an address on the service's chain. */
export async function fundEth(address: string, wei: bigint): Promise<void> {
  await control("POST", "/chain/fund", { address, eth: wei.toString() });
}

/** A ready connection to the reference service with the account's key, as the Custom profile resolves. */
export function connectionFor(account: TestAccount): Connection {
  const url = serviceUrl();
  return {
    profileId: "custom",
    billingBaseUrl: `${url}/billing/v1`,
    chatBaseUrl: `${url}/chat`,
    apiKey: account.key,
    ready: true,
  };
}

/** The real network, for handlers that mix the reference service with a staged fault. */
export function realNetwork(request: Request): Promise<Response> {
  return nodeFetch(request);
}
