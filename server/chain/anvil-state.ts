import { rename, writeFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";

export interface StatePersister {
  /** Resolves once a dump that started after this call is on disk. Concurrent callers share dumps. */
  persist(): Promise<void>;
  /** Also persist every `intervalMs` (what `--state-interval` did); an unchanged state is not rewritten. */
  startPeriodic(intervalMs: number): void;
  /** Stops the timer and waits for a dump in flight, so nothing writes the file after this. */
  stop(): Promise<void>;
}

/** One JSON-RPC call without parameters to anvil; throws with its error message. */
export async function rpc<T>(url: string, method: string): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: [] }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.result === undefined) throw new Error(`${method}: ${body.error?.message ?? res.status}`);
  return body.result;
}

/**
 * Writes anvil's state to `file` through `anvil_dumpState`, the format `--state` loads. anvil's own
 * `--state-interval` dump truncates the file in place, so a kill in the middle leaves a file anvil
 * refuses to load; this one writes a temporary file and renames it over the old one.
 */
export function createStatePersister(url: string, file: string): StatePersister {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let written = "";

  const dumpOnce = async () => {
    const hex = await rpc<string>(url, "anvil_dumpState");
    if (hex === written) return;
    const bytes = Buffer.from(hex.slice(2), "hex");
    // anvil answers gzip; `--state` reads plain JSON.
    const json = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
    const temp = `${file}.tmp`;
    await writeFile(temp, json);
    await rename(temp, file);
    written = hex;
  };
  const start = () => {
    const run = dumpOnce().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  const persist = (): Promise<void> => {
    if (queued !== null) return queued;
    if (running === null) return start();
    // A dump in flight may have read the state before the caller's change: run one more after it.
    const next = running
      .catch(() => {})
      .then(() => {
        queued = null;
        return start();
      });
    queued = next;
    return next;
  };

  return {
    persist,
    startPeriodic(intervalMs) {
      timer = setInterval(() => {
        persist().catch(() => {
          // anvil stopping or busy: the next tick tries again.
        });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await (queued ?? running)?.catch(() => {});
    },
  };
}
