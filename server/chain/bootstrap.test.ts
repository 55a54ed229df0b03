import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { erc20Abi, type Hex } from "viem";
import { treasuryAccount } from "../billing/payment-addresses.ts";
import { startAnvil, type Anvil } from "./anvil.ts";
import {
  bootstrapChain,
  EXPECTED_TOKEN_ADDRESS,
  prepareChain,
  readChainMarker,
  TEST_WALLET_ETH,
  TEST_WALLET_USDC,
  type LedgerMarker,
} from "./bootstrap.ts";
import { createChainDeps } from "./clients.ts";
import { localChainFile } from "./local-chain-file.ts";

function memoryLedger(initial: Hex | null = null): LedgerMarker & { value: Hex | null } {
  const ledger = {
    value: initial,
    read: () => Promise.resolve(ledger.value),
    write: (instance: Hex) => {
      ledger.value = instance;
      return Promise.resolve();
    },
  };
  return ledger;
}

describe("chain bootstrap", () => {
  let dir = "";
  const running: Anvil[] = [];
  const start = async () => {
    const anvil = await startAnvil({ port: 0, stateFile: join(dir, "chain-state.json") });
    running.push(anvil);
    return anvil;
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "bootstrap-test-"));
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((a) => a.stop()));
    rmSync(dir, { recursive: true, force: true });
  });

  it("deploys TestUSD at the expected address and funds the test wallet", async () => {
    const chain = createChainDeps((await start()).url);
    const ledger = memoryLedger();
    const record = await bootstrapChain(chain, { dataDir: dir, ledger });

    expect(record.token).toBe(EXPECTED_TOKEN_ADDRESS);
    expect(ledger.value).toBe(record.instance);
    const read = (functionName: "symbol" | "decimals") =>
      chain.publicClient.readContract({ address: record.token, abi: erc20Abi, functionName });
    expect(await read("symbol")).toBe("USDC");
    expect(await read("decimals")).toBe(6);
    const usdc = await chain.publicClient.readContract({
      address: record.token,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [record.testWallet.address],
    });
    expect(usdc).toBe(TEST_WALLET_USDC);
    expect(await chain.publicClient.getBalance({ address: record.testWallet.address })).toBe(TEST_WALLET_ETH);
    expect(record.treasury).not.toBe(record.testWallet.address);
  });

  it("recognises its own chain after a restart and keeps the same record", async () => {
    const ledger = memoryLedger();
    const first = await start();
    const record = await bootstrapChain(createChainDeps(first.url), { dataDir: dir, ledger });
    await first.stop();

    const again = await bootstrapChain(createChainDeps((await start()).url), { dataDir: dir, ledger });
    expect(again).toEqual(record);
  });

  it("bootstraps a chain reset under a kept ledger again, keeping the keys, and says the ledger's chain is gone", async () => {
    const ledger = memoryLedger();
    const first = await start();
    const record = await bootstrapChain(createChainDeps(first.url), { dataDir: dir, ledger });
    await first.stop();
    rmSync(join(dir, "chain-state.json"));

    const chain = createChainDeps((await start()).url);
    const again = await prepareChain(chain, { dataDir: dir, ledger });
    expect(again.ledgerChainGone).toMatch(/chain was reset under the ledger/);
    // Invoice addresses derive from the payment key: it survives; the instance is new.
    expect(again.record).toEqual({
      ...record,
      instance: expect.not.stringMatching(record.instance) as unknown,
    });
    expect(await readChainMarker(chain)).toBe(again.record.instance);
    expect(await chain.publicClient.getBalance({ address: record.testWallet.address })).toBe(TEST_WALLET_ETH);
    // The ledger is the caller's to mark, once its credits are reversed.
    expect(ledger.value).toBe(record.instance);
  });

  it("lets a fresh ledger adopt a known chain", async () => {
    const chain = createChainDeps((await start()).url);
    const record = await bootstrapChain(chain, { dataDir: dir, ledger: memoryLedger() });

    const fresh = memoryLedger();
    const adopted = await prepareChain(chain, { dataDir: dir, ledger: fresh });
    expect(adopted).toEqual({ record, ledgerChainGone: null });
  });

  it("keeps a payment key in local-chain.json, readable by its owner only", async () => {
    const record = await bootstrapChain(createChainDeps((await start()).url), {
      dataDir: dir,
      ledger: memoryLedger(),
    });
    expect(record.paymentKey).toMatch(/^xprv/);
    // A fresh data dir's treasury is derived from the same key, so swept funds stay recoverable.
    expect(record.treasury).toBe(treasuryAccount(record.paymentKey).address);
    const file = localChainFile(dir);
    expect((JSON.parse(readFileSync(file, "utf8")) as { paymentKey: string }).paymentKey).toBe(
      record.paymentKey,
    );
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("adds a payment key to a data dir from before per-invoice addresses, once", async () => {
    const ledger = memoryLedger();
    const chain = createChainDeps((await start()).url);
    const { paymentKey: _, ...old } = await bootstrapChain(chain, { dataDir: dir, ledger });
    writeFileSync(localChainFile(dir), JSON.stringify(old));

    const upgraded = await bootstrapChain(chain, { dataDir: dir, ledger });
    expect(upgraded).toEqual({ ...old, paymentKey: expect.stringMatching(/^xprv/) as unknown });
    expect(await bootstrapChain(chain, { dataDir: dir, ledger })).toEqual(upgraded);
  });
});
