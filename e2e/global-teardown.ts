import { rmSync } from "node:fs";
import { takeStack } from "./stack-handle.ts";

export default async function globalTeardown(): Promise<void> {
  const stack = takeStack();
  if (!stack) return;
  try {
    // stop() ends the listener, closes the database and stops anvil by its own PID.
    await stack.stop();
  } finally {
    rmSync(stack.dataDir, { recursive: true, force: true });
  }
}
