import { getAddress, zeroAddress, type Address } from "viem";
import { divDecimal, formatDecimal, formatUnits, parseDecimal } from "../decimal.ts";
import {
  arrayOf,
  decimalString,
  digitString,
  evmAddress,
  input,
  int,
  limit,
  object,
  output,
  str,
} from "../schema-parts.ts";
import { defineTool, ToolRunError } from "../types.ts";
import { LOCAL_CHAIN_ID, readTokenMeta, requireChain } from "./local-chain.ts";
import { transferEvent } from "./transfer-event.ts";

export const getTokenHolders = defineTool<{ chainId: number; tokenAddress: string; limit: number }>({
  name: "dunesim_getTokenHolders",
  vertical: "crypto",
  description:
    "Top holders of an ERC-20 token, computed from all of its Transfer events on the connected chain.",
  price: 5,
  inputSchema: input(
    {
      chainId: int("Chain to read; only the connected local chain answers", {
        minimum: 1,
        default: LOCAL_CHAIN_ID,
      }),
      tokenAddress: evmAddress,
      limit: limit(100, 20),
    },
    ["tokenAddress"],
  ),
  outputSchema: output(
    {
      token: object(
        {
          address: evmAddress,
          symbol: str("Token symbol"),
          decimals: int("Token decimals", { minimum: 0 }),
          totalSupply: digitString,
        },
        ["address", "symbol", "decimals", "totalSupply"],
      ),
      holderCount: int("Addresses with a non-zero balance", { minimum: 0 }),
      holders: arrayOf(
        object(
          { address: evmAddress, balance: digitString, formatted: decimalString, sharePct: decimalString },
          ["address", "balance", "formatted", "sharePct"],
        ),
        "Largest holders first",
      ),
      scannedToBlock: digitString,
      chainId: int("The chain read"),
      tokenAddress: evmAddress,
    },
    ["chainId", "tokenAddress", "token", "holderCount", "holders", "scannedToBlock"],
  ),
  async run({ chainId, tokenAddress, limit: max }, ctx) {
    const chain = requireChain(ctx, chainId);
    const meta = await readTokenMeta(chain, tokenAddress);
    const toBlock = await chain.publicClient.getBlockNumber();
    const logs = await chain.publicClient.getLogs({
      address: meta.address,
      event: transferEvent,
      fromBlock: 0n,
      toBlock,
    });
    const balances = new Map<Address, bigint>();
    const move = (who: Address, delta: bigint) => balances.set(who, (balances.get(who) ?? 0n) + delta);
    let supply = 0n;
    for (const { args } of logs) {
      const { from, to, value } = args;
      if (from === undefined || to === undefined || value === undefined) continue;
      if (from === zeroAddress) supply += value;
      else move(getAddress(from), -value);
      if (to === zeroAddress) supply -= value;
      else move(getAddress(to), value);
    }
    const ranked = [...balances]
      .filter(([, b]) => b > 0n)
      .sort(([a, x], [b, y]) => (x === y ? a.localeCompare(b) : x > y ? -1 : 1));
    if (ranked.length === 0) throw new ToolRunError(`${meta.symbol} at ${meta.address} has no holders yet`);
    const hundred = parseDecimal("100");
    const holders = ranked.slice(0, max).map(([address, balance]) => ({
      address,
      balance: balance.toString(),
      formatted: formatUnits(balance, meta.decimals),
      sharePct: supply === 0n ? "0" : formatDecimal(divDecimal(balance * hundred, supply * 10n ** 18n), 4),
    }));
    const top = holders[0];
    const context = `${meta.symbol} has ${ranked.length} holder${ranked.length === 1 ? "" : "s"} at block ${toBlock}; the largest, ${top?.address}, holds ${top?.formatted} (${top?.sharePct}%).`;
    return {
      chainId,
      tokenAddress,
      token: {
        address: meta.address,
        symbol: meta.symbol,
        decimals: meta.decimals,
        totalSupply: supply.toString(),
      },
      holderCount: ranked.length,
      holders,
      scannedToBlock: toBlock.toString(),
      context,
    };
  },
});
