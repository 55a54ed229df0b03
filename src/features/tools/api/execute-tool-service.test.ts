import { describe, expect, test } from "vitest";
import { isApiError } from "../../../lib/http";
import { connectionFor, createTestAccount } from "../../../test/reference-service";
import { listLedger } from "../../../lib/account-ledger/list-ledger";
import { executeTool } from "./execute-tool";
import { listPricedTools } from "./list-priced-tools";
import { expectStatus } from "../../../../common/expect-status";

describe.each(["spec", "production"] as const)("against the reference service (%s dialect)", (dialect) => {
  test("input that bypasses the form is refused with every failing path, and nothing is charged", async () => {
    const account = await createTestAccount({ subscription_balance: 10, top_up_balance: 0, dialect });
    const connection = connectionFor(account);
    const error: unknown = await executeTool(connection, {
      toolName: "coingecko_getPortfolioValue",
      input: { holdings: [{ coinId: "bitcoin", amount: -1 }, { amount: "x" }], extra: 1 },
    }).catch((caught: unknown) => caught);

    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    await expectStatus(error, 400);
    expect(error.code).toBe("INVALID_REQUEST");
    const issues = error.details.issues as { path: string }[];
    const paths = issues.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/holdings.*0.*amount/),
        expect.stringMatching(/holdings.*1/),
      ]),
    );
    expect(paths.length).toBeGreaterThanOrEqual(3);
  });

  test("an execution carries the id its ledger charge names, read from the X-Execution-Id header", async () => {
    const account = await createTestAccount({ subscription_balance: 10, top_up_balance: 0, dialect });
    const connection = connectionFor(account);
    const result = await executeTool(connection, {
      toolName: "coingecko_screenCoins",
      input: { filters: { category: "Stablecoins" }, limit: 3 },
    });
    expect(result.executionId).toMatch(/^texec_/);
    const page = await listLedger(connection, { limit: 1 });
    expect(page.offered && page.movements[0]).toMatchObject({
      kind: "tool",
      ref: result.executionId,
      subject: "coingecko_screenCoins",
    });
  });

  test("the listing keeps each tool's price", async () => {
    const account = await createTestAccount({ dialect });
    const tools = await listPricedTools(connectionFor(account), "crypto");
    expect(tools.find((tool) => tool.name === "coingecko_getPortfolioValue")?.price).toBe(3);
  });
});
