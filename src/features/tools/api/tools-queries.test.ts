import { QueryClient } from "@tanstack/react-query";
import { afterEach, expect, test } from "vitest";
import { listCalls } from "../../../lib/call-records/call-records";
import { isApiError } from "../../../lib/http";
import { installAppNetwork, type AppNetwork } from "../../../test/app-network";
import { connectionFor, createTestAccount } from "../../../test/reference-service";
import { ToolCallFailed } from "./recorded-tool-call";
import { toolMutations, type RunToolVariables } from "./tools-queries";

let network: AppNetwork | undefined;
afterEach(() => {
  network = undefined;
});

const sentExecutions = () =>
  (network?.requests ?? []).filter((request) => new URL(request.url).pathname.endsWith("/v1/tools/execute"));

async function setUp(subscription_balance: number) {
  const account = await createTestAccount({ subscription_balance });
  network = installAppNetwork();
  const connection = connectionFor(account);
  const client = new QueryClient();
  const run = (variables: RunToolVariables) =>
    client.getMutationCache().build(client, toolMutations.execute(connection)).execute(variables);
  return { connection, run };
}

const SEARCH_COIN: RunToolVariables = {
  toolName: "coingecko_searchCoin",
  input: { query: "bitcoin", limit: 1 },
  verticalId: "crypto",
  price: 1,
};

test("the tool mutation is the paid path: one press sends one call and records it; a second press meanwhile sends nothing", async () => {
  const { connection, run } = await setUp(50);

  const first = run(SEARCH_COIN);
  const second = run(SEARCH_COIN);

  await expect(second).rejects.toSatisfy((error) => isApiError(error) && error.kind === "aborted");
  const execution = await first;
  expect(execution.result?.output).toMatchObject({ coins: [{ id: "bitcoin" }] });
  expect(sentExecutions()).toHaveLength(1);
  await expect
    .poll(() => listCalls(connection.profileId, { from: 0 }))
    .toEqual([
      expect.objectContaining({
        id: execution.id,
        kind: "tool",
        subject: "coingecko_searchCoin",
        vertical: "crypto",
        outcome: "ok",
        credits: 1n,
      }),
    ]);
});

test("a refused call is recorded as an error and rejects with its execution, to show in place", async () => {
  const { connection, run } = await setUp(50);

  const failed = await run({ ...SEARCH_COIN, input: { query: "zzqx-no-such-coin" } }).catch(
    (error: unknown) => error,
  );

  expect(failed).toBeInstanceOf(ToolCallFailed);
  const execution = (failed as ToolCallFailed).execution;
  expect(execution.error).toMatchObject({ status: 422, code: "TOOL_FAILED" });
  expect(sentExecutions()).toHaveLength(1);
  await expect
    .poll(() => listCalls(connection.profileId, { from: 0 }))
    .toEqual([expect.objectContaining({ id: execution.id, outcome: "error", credits: 0n })]);
});
