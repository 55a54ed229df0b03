import { describe, expect, test } from "vitest";
import { connectionFor, createTestAccount } from "../../../test/reference-service";
import { installAppNetwork, type AppNetwork } from "../../../test/app-network";
import { json, routes } from "../../../test/service";
import { executeTool } from "./execute-tool";
import { listPricedTools } from "./list-priced-tools";

let network: AppNetwork | undefined;

const NO_SUCH_COIN = { toolName: "coingecko_searchCoin", input: { query: "zzqx-no-such-coin" } };

describe.each(["spec", "production"] as const)("tools (%s dialect)", (dialect) => {
  test("listPricedTools asks for the vertical and yields one shape for either wrapper", async () => {
    const account = await createTestAccount({ dialect });
    network = installAppNetwork();

    const tools = await listPricedTools(connectionFor(account), "crypto");

    const searchCoin = tools.find((tool) => tool.name === "coingecko_searchCoin");
    expect(tools.length).toBeGreaterThan(1);
    expect(tools.every((tool) => tool.name.length > 0 && tool.description.length > 0)).toBe(true);
    expect(searchCoin?.inputSchema).toMatchObject({ type: "object", required: ["query"] });
    expect(searchCoin?.outputSchema).toMatchObject({ type: "object" });
    if (dialect === "production") expect(searchCoin?.id).toEqual(expect.any(String));
    else expect(searchCoin?.id).toBeNull();
    expect(new URL(network.requests[0]?.url ?? "").searchParams.get("vertical_id")).toBe("crypto");
  });

  test("executeTool posts tool_name and input and yields the output", async () => {
    const account = await createTestAccount({ subscription_balance: 50, dialect });
    network = installAppNetwork();

    const result = await executeTool(connectionFor(account), {
      toolName: "coingecko_searchCoin",
      input: { query: "bitcoin", limit: 1 },
    });

    expect(result.isError).toBe(false);
    expect(result.output).toMatchObject({ coins: [{ id: "bitcoin", name: "Bitcoin" }] });
    if (dialect === "production") {
      expect(result.usage).toEqual({
        estimated: expect.any(Number) as number,
        consumed: result.usage?.estimated,
      });
    } else {
      expect(result.usage).toBeUndefined();
    }
    expect(await network.requests[0]?.json()).toEqual({
      tool_name: "coingecko_searchCoin",
      input: { query: "bitcoin", limit: 1 },
    });
  });
});

test("a tool that failed in-band (production: HTTP 200, is_error) is reported as an error result", async () => {
  const account = await createTestAccount({ subscription_balance: 50, dialect: "production" });
  const result = await executeTool(connectionFor(account), NO_SUCH_COIN);
  expect(result).toEqual({
    output: null,
    isError: true,
    errorMessage: expect.stringMatching(/No coin matches/) as string,
    usage: { estimated: expect.any(Number) as number, consumed: 0 },
    // A failed execution has an id too (it charged nothing, so no ledger movement names it).
    executionId: expect.stringMatching(/^texec_/) as string,
  });
});

test("a failed tool in the spec dialect is a 422 TOOL_FAILED error", async () => {
  const account = await createTestAccount({ subscription_balance: 50 });
  await expect(executeTool(connectionFor(account), NO_SUCH_COIN)).rejects.toMatchObject({
    status: 422,
    code: "TOOL_FAILED",
  });
});

// The reference service always sends an input schema; a tool without one is a malformed answer.
test("a tool without any input schema is an invalid response", async () => {
  network = installAppNetwork(routes({ "GET /chat/v1/tools": () => json([{ name: "x", description: "" }]) }));
  const account = { id: "acc_staged", key: "dk_staged", dialect: "spec" } as const;
  await expect(listPricedTools(connectionFor(account), "crypto")).rejects.toMatchObject({
    kind: "invalid-response",
  });
});
