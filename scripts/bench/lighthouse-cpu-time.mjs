// Lighthouse's CLI with its simulation timing each main-thread task by the CPU time it took, not its
// wall time (cpu-time.mjs). Lighthouse's mobile figures are simulated (Lantern): each task the page's
// main thread ran is replayed 4 times longer, and Total Blocking Time counts what passes 50 ms. On a
// busy host a task waits for its core midway and its wall time grows with the load, not with the
// code: 15 ms of work preempted for 5 ms becomes 80 ms simulated, 30 ms of "blocking". Everything else
// (the trace, the network log, the graph, the throttling, the scoring) is Lighthouse's own.
//
// Usage: node lighthouse-cpu-time.mjs <lighthouse cli/index.js> <lighthouse arguments…>
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { timeTasksByCpu } from "./cpu-time.mjs";

const [cli, ...args] = process.argv.slice(2);
if (!cli) throw new Error("usage: lighthouse-cpu-time.mjs <lighthouse cli/index.js> <arguments>");

// The file Lighthouse's own imports resolve to, so the very class its simulation uses.
const file = createRequire(cli).resolve("@paulirish/trace_engine/models/trace/lantern/graph/CPUNode.js");
timeTasksByCpu((await import(pathToFileURL(file).href)).CPUNode);

process.argv = [process.argv[0], cli, ...args];
await import(pathToFileURL(cli).href);
