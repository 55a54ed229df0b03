import { balance } from "../testing/wire-client.ts";
import { makeTestApp, type TestAppOptions } from "../test-support.ts";
import { runtimeOf } from "./runner.ts";

export interface TaskBody {
  id: string;
  status: string;
  result?: string | null;
  error?: string | null;
  usage?: { consumed: number };
  account?: { balance: number };
  created_at?: string;
}

/** A seeded app whose tasks move instantly unless a phase is held; helpers read as the wire. */
export async function tasksApp(options: TestAppOptions = {}) {
  const t = await makeTestApp(options);
  const runtime = runtimeOf(t.db);
  runtime.phaseMs = 0;
  const call = async (method: string, path: string, body?: unknown, key = t.key) => {
    const res = await t.app.request(`/chat/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as TaskBody & { error?: unknown } };
  };
  const create = (body: unknown, key?: string) => call("POST", "/tasks", body, key);
  const status = (id: string, key?: string) => call("GET", `/tasks/${id}/status`, undefined, key);
  const result = (id: string, key?: string) => call("GET", `/tasks/${id}/result`, undefined, key);
  /** Polls the status until it leaves `from`; gives up after ~20 s so a stuck task fails the test. */
  const next = async (id: string, from: string): Promise<string> => {
    for (let i = 0; i < 2_000; i++) {
      const { body } = await status(id);
      if (body.status !== from) return body.status;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`task ${id} stayed ${from}`);
  };
  return {
    t,
    runtime,
    create,
    status,
    result,
    next,
    balance: async () => (await balance(t.app, t.key)).balance,
  };
}
