#!/usr/bin/env node
// Team sandbox throughput: top-up completions per second and search charges per second against one
// instance versus two instances on one PostgreSQL database (each instance its own `npm run serve`
// process, the second on the first's chain). Rounds alternate which setup goes first, so a busy
// minute of the host falls on both; the load average is printed beside every figure.
// Not part of npm test:  node --import tsx scripts/bench/sandbox.mjs   (BENCH_ROUNDS=3 by default)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { mnemonicToAccount } from "viem/accounts";

const root = join(import.meta.dirname, "..", "..");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 120);
const SEARCH_LANES = 12;
const SEARCHES_PER_LANE = 15;
const COMPLETE_LANES = 12;
// Anvil's default accounts 1-9 (its public test mnemonic): unlocked, so invoices are paid with
// plain eth_sendTransaction.
const PAYERS = Array.from(
  { length: 9 },
  (_, i) =>
    mnemonicToAccount("test test test test test test test test test test test junk", { addressIndex: i + 1 })
      .address,
);

const { startPostgresServer } = await import("../../server/testing/postgres-server.ts");
const { openDb } = await import("../../server/db/db.ts");
const { createAccount } = await import("../../server/auth/accounts.ts");
const { createChainDeps } = await import("../../server/chain/clients.ts");

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One `npm run serve` instance (server/main.ts --serve) as a process of its own. */
async function serve(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "server", "main.ts"), "--serve"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env, PORT: String(port), DIST_DIR: "" },
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; ;) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("instance did not answer in 120 s");
    const res = await fetch(`${url}/config.json`).catch(() => undefined);
    if (res?.ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

async function post(url, key, path, body) {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Runs `count` jobs on `lanes` concurrent lanes; jobs per second and non-200 answers. */
async function timed(count, lanes, job) {
  let next = 0;
  const failures = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let i = next++; i < count; i = next++) {
        const status = await job(i);
        if (status !== 200) failures.push(status);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: count / seconds, failures };
}

/** Paid invoices ready to complete: each on an account of its own (the rate limit is per key). */
async function paidInvoices(db, instances, chain) {
  const invoices = [];
  for (let i = 0; i < INVOICES; i++) {
    const { apiKey } = await createAccount(db, {
      name: `bench-${i}`,
      balance: { subscription: 0n, topUp: 0n },
    });
    const quote = await post(instances[i % instances.length].url, apiKey, "/billing/v1/account/topup", {
      type: "crypto",
      currency_id: "eth",
      credits: 1000,
    });
    if (quote.status !== 200) throw new Error(`quote answered ${quote.status}`);
    invoices.push({
      key: apiKey,
      id: quote.body.id,
      to: quote.body.destination_address,
      value: quote.body.amount,
    });
  }
  // One payer per lane of sends, so nonces never collide.
  await Promise.all(
    PAYERS.map(async (payer, p) => {
      for (let i = p; i < invoices.length; i += PAYERS.length) {
        const inv = invoices[i];
        inv.hash = await chain.walletClient.sendTransaction({
          account: payer,
          chain: chain.walletClient.chain,
          to: inv.to,
          value: BigInt(inv.value),
        });
      }
    }),
  );
  for (const inv of invoices) await chain.publicClient.waitForTransactionReceipt({ hash: inv.hash });
  return invoices;
}

async function completions(db, instances, chain) {
  const invoices = await paidInvoices(db, instances, chain);
  return timed(invoices.length, COMPLETE_LANES, async (i) => {
    const inv = invoices[i];
    const at = instances[i % instances.length].url;
    return (
      await post(at, inv.key, `/billing/v1/account/topup/${inv.id}/complete`, { transaction_hash: inv.hash })
    ).status;
  });
}

async function searches(db, instances) {
  // One account per lane: each lane stays far below the per-key rate limit.
  const keys = [];
  for (let i = 0; i < SEARCH_LANES; i++)
    keys.push(
      (await createAccount(db, { name: `search-${i}`, balance: { subscription: 1_000_000n, topUp: 0n } }))
        .apiKey,
    );
  return timed(SEARCH_LANES * SEARCHES_PER_LANE, SEARCH_LANES, async (i) => {
    const at = instances[i % instances.length].url;
    const res = await post(at, keys[i % SEARCH_LANES], "/chat/v1/search", {
      query: "price of BTC and ETH in EUR",
      vertical_id: "crypto",
    });
    return res.status;
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const server = await startPostgresServer();
  const dir = mkdtempSync(join(tmpdir(), "bench-sandbox-"));
  const instances = [];
  try {
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query("CREATE DATABASE bench");
    await admin.end();
    const databaseUrl = server.url("bench");
    const chainPort = await freePort();
    instances.push(
      await serve({ DATABASE_URL: databaseUrl, DATA_DIR: join(dir, "a"), CHAIN_PORT: String(chainPort) }),
    );
    const chainUrl = `http://127.0.0.1:${chainPort}`;
    instances.push(
      await serve({
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(dir, "b"),
        CHAIN_RPC_URL: chainUrl,
        CHAIN_ID: "31337",
      }),
    );
    const db = await openDb({ url: databaseUrl });
    const chain = createChainDeps(chainUrl);
    const samples = { completions: { 1: [], 2: [] }, searches: { 1: [], 2: [] } };
    const loads = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [1, 2] : [2, 1];
      for (const n of order) {
        const using = instances.slice(0, n);
        const load = loadavg()[0];
        loads.push(load);
        const c = await completions(db, using, chain);
        const s = await searches(db, using);
        samples.completions[n].push(c.perSecond);
        samples.searches[n].push(s.perSecond);
        const failed = [...c.failures, ...s.failures];
        console.log(
          `round ${round + 1}, ${n} instance${n > 1 ? "s" : ""}: ${c.perSecond.toFixed(1)} completions/s, ` +
            `${s.perSecond.toFixed(1)} searches/s, load ${load.toFixed(1)}${failed.length ? `, non-200: ${failed.join(" ")}` : ""}`,
        );
      }
    }
    await db.close();
    const row = (name, xs) =>
      `| ${name} | ${median(xs[1]).toFixed(1)} (${xs[1].map((x) => x.toFixed(1)).join(", ")}) | ` +
      `${median(xs[2]).toFixed(1)} (${xs[2].map((x) => x.toFixed(1)).join(", ")}) |`;
    console.log(`\n| per second, median (samples) | one instance | two instances |`);
    console.log(`| --- | --- | --- |`);
    console.log(row("top-up completions", samples.completions));
    console.log(row("search charges", samples.searches));
    console.log(`\nload average (1 min) at each run: ${loads.map((l) => l.toFixed(1)).join(", ")}`);
  } finally {
    for (const instance of instances.reverse()) await instance.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
