// The global setup and teardown run in the same runner process but may load separate module
// instances, so the running stack is handed over through a well-known global symbol.
export interface StackHandle {
  stop(): Promise<void>;
  dataDir: string;
  /** The service's log for this run (test-results/stack.log). */
  logFile: string;
}

const key = Symbol.for("credits-dashboard.e2e.stack");

export function saveStack(handle: StackHandle): void {
  (globalThis as Record<symbol, unknown>)[key] = handle;
}

export function takeStack(): StackHandle | undefined {
  const store = globalThis as Record<symbol, unknown>;
  const handle = store[key] as StackHandle | undefined;
  delete store[key];
  return handle;
}
