import { balance } from "../testing/wire-client.ts";
import { makeTestApp, type TestApp, type TestAppOptions } from "../test-support.ts";

export interface Usage {
  estimated: number;
  consumed: number;
}
export interface Account {
  balance: number;
  balance_timestamp: string;
}
export interface StepBody {
  id: string;
  tool_name: string;
  parameters: Record<string, unknown>;
  reasoning: string;
}
export interface PlanBody {
  id: string;
  status: string;
  steps: StepBody[];
  reason: string;
  usage: Usage;
  deterministicSignature: string;
  account: Account;
  expires_at: string;
}
export interface ResultBody {
  id: string;
  summary: string;
  raw_data?: Array<{
    step_id: string;
    tool_name: string;
    parameters: Record<string, unknown>;
    output: unknown;
    error?: string;
  }>;
  planning?: { status: string; steps: StepBody[]; reason: string };
  usage: Usage;
  deterministicSignature: string;
  account: Account;
}
export interface ErrorBody {
  error: { code: string; message: string; details: Record<string, unknown> };
}

export interface Call<T> {
  status: number;
  body: T;
}

/** A seeded app with a clock the test moves, and helpers that read as the wire. */
export async function searchApp(options: TestAppOptions = {}) {
  let clock = Date.parse("2026-11-21T12:00:00.000Z");
  const t: TestApp = await makeTestApp({ now: () => new Date(clock), ...options });
  const post = async <T>(path: string, body: unknown, key = t.key): Promise<Call<T>> => {
    const res = await t.app.request(`/chat/v1${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  return {
    t,
    advance: (ms: number) => {
      clock += ms;
    },
    nowIso: () => new Date(clock).toISOString(),
    plan: <T = PlanBody>(body: unknown, key?: string) => post<T>("/search/plan", body, key),
    run: <T = ResultBody>(body: unknown, key?: string) => post<T>("/search/plan/run", body, key),
    search: <T = ResultBody>(body: unknown, key?: string) => post<T>("/search", body, key),
    balance: async () => (await balance(t.app, t.key)).balance,
  };
}
