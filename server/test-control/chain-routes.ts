import { Hono } from "hono";
import { getAddress, isAddress, parseAbi, type Address } from "viem";
import { z } from "zod";
import { DEV_ACCOUNT_0 } from "../chain/bootstrap.ts";
import type { ChainDeps } from "../chain/clients.ts";
import { ServiceError } from "../http/errors.ts";
import type { AppDeps } from "../http/env.ts";
import { readJson } from "../http/validate.ts";

/** The advisory-lock key the dev account's sends are serialized under, across instances. */
const DEV_SEND_LOCK_KEY = 7_302_026_030;

const mintAbi = parseAbi(["function mint(address to, uint256 value)"]);
const digits = z.string().regex(/^\d+$/, "must be a digit string");
const address = z
  .string()
  .refine(isAddress, "must be an address")
  .transform((a) => getAddress(a));

const mineBody = z.object({ blocks: z.int().min(1).max(1000).optional() });
const automineBody = z.object({ enabled: z.boolean() });
const fundBody = z.object({ address, eth: digits.optional(), usdc: digits.optional() });

/** Test mode only: drive the local chain so payment states (pending, confirmed) can be staged. */
export function chainControlRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  // Anvil numbers an eth_sendTransaction itself, and two sent at once from one account can get the
  // same nonce ("replacement transaction underpriced"): parallel e2e workers fund wallets together.
  // The dev account's sends go one at a time, across every instance on the database too (an
  // advisory lock held by a transaction for the send only); waiting for their receipts does not.
  let sending: Promise<unknown> = Promise.resolve();
  const locked = <T>(send: () => Promise<T>) =>
    deps.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [DEV_SEND_LOCK_KEY]);
      return send();
    });
  const oneAtATime = <T>(send: () => Promise<T>): Promise<T> => {
    const sent = sending.then(
      () => locked(send),
      () => locked(send),
    );
    sending = sent.catch(() => undefined);
    return sent;
  };
  const chainOf = (): ChainDeps => {
    if (deps.chain === null) throw new ServiceError(503, "CHAIN_UNAVAILABLE", "No local chain is running");
    // Mining, automine, balances and the automine check are anvil_*/evm_* cheat methods: on a chain
    // this service did not start (a shared devnet, a testnet) they are refused before anything is sent.
    if (deps.chain.existing === true)
      throw new ServiceError(
        503,
        "CHAIN_UNAVAILABLE",
        "This instance uses an existing chain (CHAIN_RPC_URL) and never sends it cheat methods " +
          "(anvil_*, evm_*); drive the chain from the instance that started it, or with the chain's own tools",
        { chain: "existing" },
      );
    return deps.chain;
  };

  app.post("/chain/mine", async (c) => {
    const { blocks = 1 } = await readJson(c, mineBody);
    const chain = chainOf();
    await chain.testClient.mine({ blocks });
    const blockNumber = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
    return c.json({ blockNumber: Number(blockNumber) });
  });

  app.post("/chain/automine", async (c) => {
    const { enabled } = await readJson(c, automineBody);
    await chainOf().testClient.setAutomine(enabled);
    return c.json({ enabled });
  });

  // Both amounts add to what the address holds, so a fresh address ends with exactly these.
  app.post("/chain/fund", async (c) => {
    const body = await readJson(c, fundBody);
    const chain = chainOf();
    if (body.eth !== undefined) {
      const balance = await chain.publicClient.getBalance({ address: body.address });
      await chain.testClient.setBalance({ address: body.address, value: balance + BigInt(body.eth) });
    }
    if (body.usdc !== undefined)
      await mintUsdc(chain, usdcToken(deps), body.address, BigInt(body.usdc), oneAtATime);
    return c.json({ ok: true });
  });

  return app;
}

async function mintUsdc(
  chain: ChainDeps,
  token: Address | null,
  to: Address,
  value: bigint,
  serially: <T>(send: () => Promise<T>) => Promise<T>,
): Promise<void> {
  if (token === null)
    throw new ServiceError(400, "INVALID_REQUEST", "This chain has no test token", { field: "usdc" });
  const hash = await serially(() =>
    chain.walletClient.writeContract({
      account: DEV_ACCOUNT_0,
      chain: chain.walletClient.chain,
      address: token,
      abi: mintAbi,
      functionName: "mint",
      args: [to, value],
    }),
  );
  // With automine off the mint stays pending like any other transaction; the caller mines it.
  const automine = await chain.testClient.getAutomine();
  if (!automine) return;
  const receipt = await chain.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`USDC mint ${hash} reverted`);
}

/** The token `fund` mints: the configured `usdc` currency, which is TestUSD on the local chain. */
function usdcToken(deps: AppDeps): Address | null {
  return deps.config.currencies.find((c) => c.id === "usdc")?.token ?? null;
}
