#!/usr/bin/env node
// `npm run bench`: loads TypeScript through tsx (the stack is TS), then runs scripts/bench/main.mjs.
import { register } from "tsx/esm/api";

register();
const { main } = await import("./bench/main.mjs");
process.exitCode = await main(process.argv.slice(2));
