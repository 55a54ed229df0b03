import { existsSync, readFileSync, rmSync } from "node:fs";
import { takeStack } from "./stack-handle.ts";

export default async function globalTeardown(): Promise<void> {
  const stack = takeStack();
  if (!stack) return;
  try {
    // stop() ends the listener, closes the database, stops anvil by its own PID and flushes the log.
    await stack.stop();
  } finally {
    rmSync(stack.dataDir, { recursive: true, force: true });
  }
  // A 500 is a bug in the service even when the test around it passed or retried: say so.
  const errors = existsSync(stack.logFile)
    ? readFileSync(stack.logFile, "utf8")
        .split("\n")
        .filter((line) => / error [A-Z]+ /.test(line))
    : [];
  if (errors.length > 0)
    console.log(`The service logged ${errors.length} internal error(s):\n${errors.join("\n")}`);
}
