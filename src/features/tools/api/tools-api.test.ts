import { afterEach, describe, expect, test } from "vitest";
import { executeTool as executeFixture, listTools as listFixture } from "../../../test/fixtures/chat";
import { testConnection } from "../../../test/fixtures/connection";
import { installServiceFetch, json, routes, type InstalledService } from "../../../test/service";
import { executeTool } from "./execute-tool";
import { listTools } from "./list-tools";

let service: InstalledService | undefined;
afterEach(() => service?.restore());

describe.each(["spec", "production"] as const)("tools (%s dialect)", (dialect) => {
  test("listTools asks for the vertical and yields one shape for either wrapper", async () => {
    service = installServiceFetch(routes({ "GET /chat/v1/tools": () => json(listFixture[dialect]) }));

    const tools = await listTools(testConnection, { verticalId: "crypto" });

    expect(tools.map((tool) => tool.name)).toEqual(["coingecko_searchCoin", "utils_getBlockchainChainId"]);
    expect(tools[0]?.inputSchema).toMatchObject({ required: ["query"] });
    expect(tools[0]?.outputSchema).toMatchObject({ type: "object" });
    expect(tools[0]?.id).toBe(dialect === "production" ? "tool_coingecko_searchCoin" : null);
    expect(new URL(service.requests[0]?.url ?? "").searchParams.get("vertical_id")).toBe("crypto");
  });

  test("executeTool posts tool_name and input and yields the output", async () => {
    service = installServiceFetch(
      routes({ "POST /chat/v1/tools/execute": () => json(executeFixture[dialect]) }),
    );

    const result = await executeTool(testConnection, {
      toolName: "coingecko_searchCoin",
      input: { query: "bitcoin" },
    });

    expect(result.isError).toBe(false);
    expect(result.output).toEqual(executeFixture.spec);
    expect(result.usage).toEqual(dialect === "production" ? { estimated: 5, consumed: 5 } : undefined);
    expect(await service.requests[0]?.json()).toEqual({
      tool_name: "coingecko_searchCoin",
      input: { query: "bitcoin" },
    });
  });
});

test("a tool that failed in-band (HTTP 200, is_error) is reported as an error result", async () => {
  service = installServiceFetch(
    routes({ "POST /chat/v1/tools/execute": () => json(executeFixture.productionFailed) }),
  );
  const result = await executeTool(testConnection, {
    toolName: "coingecko_searchCoin",
    input: { query: "x" },
  });
  expect(result).toEqual({
    output: null,
    isError: true,
    errorMessage: "Upstream provider timed out",
    usage: { estimated: 5, consumed: 0 },
  });
});

test("a tool without any input schema is an invalid response", async () => {
  service = installServiceFetch(
    routes({ "GET /chat/v1/tools": () => json([{ name: "x", description: "" }]) }),
  );
  await expect(listTools(testConnection, { verticalId: "crypto" })).rejects.toMatchObject({
    kind: "invalid-response",
  });
});
