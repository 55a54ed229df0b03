// Client for the reference service's test-only control API (`/__test`, see docs/interfaces.md).
export type Dialect = "spec" | "production";

export interface AccountInit {
  subscription_balance?: number;
  top_up_balance?: number;
  dialect?: Dialect;
}

export interface TestAccount {
  account_id: string;
  api_key: string;
}

export interface Balance {
  balance: number;
  subscription_balance: number;
  top_up_balance: number;
}

export function baseUrl(): string {
  const url = process.env.BASE_URL;
  if (!url) throw new Error("BASE_URL is not set: run the specs through Playwright's global setup");
  return url;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(`/__test${path}`, baseUrl()), {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /__test${path} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export const control = {
  createAccount: (init: AccountInit = {}) => call<TestAccount>("POST", "/accounts", init),
  setBalance: (id: string, balance: { subscription_balance: number; top_up_balance: number }) =>
    call<Balance>("PUT", `/accounts/${encodeURIComponent(id)}/balance`, balance),
  setDialect: (id: string, dialect: Dialect) =>
    call<{ dialect: Dialect }>("PUT", `/accounts/${encodeURIComponent(id)}/dialect`, { dialect }),
  mine: (blocks = 1) => call<{ blockNumber: number }>("POST", "/chain/mine", { blocks }),
  automine: (enabled: boolean) => call<{ enabled: boolean }>("POST", "/chain/automine", { enabled }),
  fund: (address: string, amounts: { eth?: string; usdc?: string }) =>
    call<{ ok: true }>("POST", "/chain/fund", { address, ...amounts }),
};

export type Control = typeof control;
