import { startStack } from "../stack.ts";

/**
 * The service as `npm start` runs it, but in test mode (for `/__test/accounts`) and on free ports
 * (CHAIN_PORT pins anvil's), for the crash tests: it prints one JSON line when ready, and stops cleanly on SIGTERM.
 */
async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (dataDir === undefined || dataDir === "") throw new Error("DATA_DIR is required");
  const chainPort = Number(process.env.CHAIN_PORT ?? "0");
  // Log lines (reversals, a leftover anvil stopped) go to stderr; stdout carries the ready line.
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const stack = await startStack({ port: 0, chainPort, dataDir, testMode: true, log });
  process.stdout.write(`${JSON.stringify({ url: stack.url, chainUrl: stack.chainUrl })}\n`);
  process.once("SIGTERM", () => {
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
