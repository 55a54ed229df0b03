#!/usr/bin/env node
// `npm run bench`: installs what is missing (node_modules, Debian's Chromium), as `npm start` and
// `npm test` do, so it runs on a fresh clone; then loads TypeScript through tsx (the stack is TS) and
// runs scripts/bench/main.mjs.
import { ensureChromium } from "./ensure-chromium.mjs";
import { ensureDeps } from "./ensure-deps.mjs";

ensureDeps();
ensureChromium("bench");
const { register } = await import("tsx/esm/api");
register();
const [first, ...rest] = process.argv.slice(2);
if (first === "compare") {
  // `npm run bench -- compare REV REV…`: interleaved rounds over builds of several revisions.
  const { compare } = await import("./bench/compare.mjs");
  await compare(rest);
} else if (first === "pair") {
  // `npm run bench -- pair [--only …]`: two copies side by side, each figure's verdict compared.
  const { pair } = await import("./bench/pair.mjs");
  process.exitCode = await pair(rest);
} else {
  const { main } = await import("./bench/main.mjs");
  process.exitCode = await main(process.argv.slice(2));
}
