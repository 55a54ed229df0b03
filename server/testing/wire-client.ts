import type { Address } from "viem";
import { createAccount } from "../auth/accounts.ts";
import type { Dialect } from "../config.ts";
import type { TestApp } from "../test-support.ts";

// The one client server tests speak the wire with: bearer JSON calls through `app.request`, the
// balance as the dashboard reads it, fresh accounts, and (re-exported) the test chain.
export { PAYER, startTestChain, type TestChain } from "../billing/verify-test-fixtures.ts";

interface RequestsApp {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

export interface WireBalance {
  balance: number;
  subscription_balance: number;
  top_up_balance: number;
}

export interface WireInvoice {
  id: string;
  account_id: string;
  requested_at: number;
  purchased_at: number | null;
  status: string;
  credits: number;
  amount: string;
  currency_id: string;
  decimals: number;
  destination_address: Address;
}

export interface WireError {
  status: number;
  code: string;
  message: string;
  details: Record<string, unknown>;
}

/** One account's bearer JSON call: a string body goes as is (to send malformed JSON), others as JSON. */
export function bearer(app: RequestsApp, key: string) {
  return async (method: string, path: string, body?: unknown): Promise<Response> =>
    await app.request(path, {
      method,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
}

/** The account's balance as `GET /billing/v1/account/balance` answers it. */
export async function balance(app: RequestsApp, key: string): Promise<WireBalance> {
  const res = await bearer(app, key)("GET", "/billing/v1/account/balance");
  return (await res.json()) as WireBalance;
}

/** The billing calls a dashboard makes, through `app.request`, as one account. */
export function billingAs(app: RequestsApp, key: string) {
  const send = bearer(app, key);
  const call = (method: string, path: string, body?: unknown) => send(method, `/billing/v1${path}`, body);
  return {
    async createInvoice(currency_id: string, credits: number): Promise<WireInvoice> {
      const res = await call("POST", "/account/topup", { type: "crypto", currency_id, credits });
      if (res.status !== 200) throw new Error(`topup failed: ${res.status} ${await res.text()}`);
      return (await res.json()) as WireInvoice;
    },
    complete: (invoiceId: string, hash: string) =>
      call("POST", `/account/topup/${invoiceId}/complete`, { transaction_hash: hash }),
    addToWhitelist: (address: string) => call("POST", "/account/whitelist", { address }),
    removeFromWhitelist: (address: string) => call("DELETE", `/account/whitelist/${address}`),
    listWhitelist: () => call("GET", "/account/whitelist"),
    async topUpBalance(): Promise<number> {
      return (await balance(app, key)).top_up_balance;
    },
  };
}

export interface FreshAccountOptions {
  name?: string;
  subscription?: bigint;
  topUp?: bigint;
  dialect?: Dialect | null;
  /** The app the billing client calls; another app over the same database by default `t.app`. */
  app?: RequestsApp;
}

/** A new account (empty unless told) on the test app's database, with its key and billing client. */
export async function freshAccount(t: Pick<TestApp, "app" | "db">, options: FreshAccountOptions = {}) {
  const { accountId, apiKey } = await createAccount(t.db, {
    name: options.name ?? "fresh",
    balance: { subscription: options.subscription ?? 0n, topUp: options.topUp ?? 0n },
    dialect: options.dialect ?? null,
  });
  return { accountId, key: apiKey, billing: billingAs(options.app ?? t.app, apiKey) };
}

/** A new empty account's billing client: what most billing tests start from. */
export async function freshBilling(t: Pick<TestApp, "app" | "db">, options: FreshAccountOptions = {}) {
  return (await freshAccount(t, { name: "payer", ...options })).billing;
}

export async function wireError(res: Response): Promise<WireError> {
  const body = (await res.json()) as { error: Omit<WireError, "status"> };
  return { status: res.status, ...body.error };
}
