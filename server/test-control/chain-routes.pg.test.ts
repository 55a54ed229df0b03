import { erc20Abi } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { startTestChain, type TestChain } from "../billing/verify-test-fixtures.ts";
import { twoApps, type TwoApps } from "../testing/two-apps.ts";

let chain: TestChain;
let s: TwoApps;
beforeAll(async () => {
  chain = await startTestChain();
  s = await twoApps({ chain: chain.chain });
});
afterAll(async () => {
  await s.close();
  await chain.stop();
});

/** Funds 20 fresh addresses at once, half through each instance; the statuses and what landed. */
async function burst() {
  const addresses = Array.from({ length: 20 }, () => privateKeyToAccount(generatePrivateKey()).address);
  const answers = await Promise.all(
    addresses.map((address, i) =>
      Promise.resolve(
        (i % 2 === 0 ? s.a : s.b).app.request("/__test/chain/fund", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ address, usdc: String(1_000_000 + i) }),
        }),
      ),
    ),
  );
  const balances = await Promise.all(
    addresses.map((address) =>
      chain.chain.publicClient.readContract({
        address: chain.token,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [address],
      }),
    ),
  );
  return { statuses: answers.map((res) => res.status), balances };
}

// Two sends from one account that meet at anvil can share a nonce; a few bursts make a meeting
// all but certain when the instances do not take turns.
it("funds addresses through both instances at once, as parallel e2e workers would: every mint lands", async () => {
  for (let round = 0; round < 4; round++) {
    const { statuses, balances } = await burst();
    expect(statuses).toEqual(Array(20).fill(200));
    expect(balances).toEqual(balances.map((_, i) => BigInt(1_000_000 + i)));
  }
});
