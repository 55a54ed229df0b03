import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { renderApp } from "../../../app/test-app";
import { createTestAccount } from "../../../test/reference-service";
import { json } from "../../../test/service";
import { listCalls } from "../../../lib/call-records/call-records";
import { readCallNames } from "../model/call-names";

const PORTFOLIO = "/tools/coingecko_getPortfolioValue?vertical=crypto";
const preview = () =>
  JSON.parse(screen.getByLabelText("Request body preview").textContent ?? "{}") as {
    input: Record<string, unknown>;
  };

async function openPortfolio(dialect: "spec" | "production" = "spec") {
  const account = await createTestAccount({ subscription_balance: 100, top_up_balance: 0, dialect });
  const app = renderApp(PORTFOLIO, { account });
  await screen.findByRole("button", { name: /^Execute/ });
  return { account, ...app };
}

describe("tool page", () => {
  test("while the listing is on its way, the tool's name and the form's place show, not a list", async () => {
    const account = await createTestAccount({ subscription_balance: 100, top_up_balance: 0 });
    const service = globalThis.fetch;
    const { network } = renderApp(PORTFOLIO, { account });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    network.stage("GET /chat/v1/tools", async (request) => {
      await held;
      return service(request);
    });
    await screen.findByRole("heading", { level: 1, name: "coingecko_getPortfolioValue" });
    expect(screen.getByText("Loading the form…")).toBeInTheDocument();
    expect(screen.queryByText("Loading tools…")).toBeNull();
    expect(screen.queryByText(/Value a list of holdings/)).toBeNull();
    release();
    expect(await screen.findByText(/Value a list of holdings/)).toBeInTheDocument();
    await screen.findByRole("button", { name: /^Execute/ });
  });

  test("shows description, price and both schemas as tables, with raw JSON a click away", async () => {
    await openPortfolio();
    expect(screen.getByText(/Value a list of holdings/)).toBeInTheDocument();
    expect(screen.getByText("3 credits per call")).toBeInTheDocument();
    const input = await screen.findByRole("region", { name: "Input schema fields" });
    const amountRow = within(input).getByRole("row", { name: /holdings\[\]\.amount/ });
    expect(amountRow).toHaveTextContent(/number.*required.*decimals allowed/);
    expect(within(input).getByRole("row", { name: /vsCurrency/ })).toHaveTextContent('"usd"');
    await userEvent.click(screen.getAllByRole("button", { name: "Show raw JSON" })[0] as HTMLElement);
    expect(screen.getByLabelText("Input schema as JSON")).toHaveTextContent('"exclusiveMinimum": 0');
  });

  test("numbers keep what was typed, and Form and JSON stay in sync both ways", async () => {
    await openPortfolio();
    const amount = screen.getByRole("textbox", { name: "amount, in holdings item 1" });
    await userEvent.type(screen.getByRole("textbox", { name: "coinId, in holdings item 1" }), "bitcoin");
    await userEvent.type(amount, "-");
    expect(amount).toHaveValue("-");
    expect(await screen.findByText("Must be number")).toBeInTheDocument();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(amount);
    await userEvent.type(amount, "1.50");
    expect(amount).toHaveValue("1.50");
    expect(preview().input).toEqual({ holdings: [{ coinId: "bitcoin", amount: 1.5 }], vsCurrency: "usd" });

    await userEvent.click(screen.getByRole("button", { name: "JSON" }));
    const editor = screen.getByRole("textbox", { name: "Input as JSON" });
    expect(JSON.parse((editor as HTMLTextAreaElement).value)).toEqual(preview().input);
    await userEvent.clear(editor);
    await userEvent.click(editor);
    await userEvent.paste(
      '{"holdings":[{"coinId":"ethereum","amount":0.5,"label":null}],"vsCurrency":"eur"}',
    );
    await userEvent.click(screen.getByRole("button", { name: "Form" }));
    expect(screen.getByRole("textbox", { name: "coinId, in holdings item 1" })).toHaveValue("ethereum");
    expect(
      screen.getByRole("combobox", { name: "What to send for holdings item 1 label" }),
    ).toHaveDisplayValue("Send null");
    expect(preview().input).toEqual({
      holdings: [{ coinId: "ethereum", amount: 0.5, label: null }],
      vsCurrency: "eur",
    });
  });

  test("Ctrl-Enter executes: the wire carries the body, the result shows, the call is in history", async () => {
    const { account, network } = await openPortfolio();
    await userEvent.type(screen.getByRole("textbox", { name: "coinId, in holdings item 1" }), "bitcoin");
    await userEvent.type(
      screen.getByRole("textbox", { name: "amount, in holdings item 1" }),
      "0.5{Control>}{Enter}{/Control}",
    );

    const result = await screen.findByRole("region", { name: "coingecko_getPortfolioValue result" });
    expect(within(result).getAllByText(/1 position worth/).length).toBeGreaterThan(0);
    const [sent] = network.sentTo("/chat/v1/tools/execute");
    expect(await sent?.json()).toEqual({
      tool_name: "coingecko_getPortfolioValue",
      input: { holdings: [{ coinId: "bitcoin", amount: 0.5 }], vsCurrency: "usd" },
    });
    await waitFor(() => expect(screen.getByLabelText("Header balance")).toHaveTextContent("97 credits"));
    expect(within(result).getByText(/Price: 3 credits \(listed\)/)).toBeInTheDocument();
    expect(within(result).queryByText(/balance change/)).not.toBeInTheDocument();
    // The call record keeps the answer and what it cost, never the key.
    await waitFor(async () => expect(await listCalls("local")).toHaveLength(1));
    const [record] = await listCalls("local");
    expect(record).toMatchObject({
      kind: "tool",
      subject: "coingecko_getPortfolioValue",
      credits: 3n,
      creditsSource: "listed",
    });
    expect(
      JSON.stringify(record, (_key, value: unknown) => (typeof value === "bigint" ? `${value}` : value)),
    ).not.toContain(account.key);
    expect(screen.getByRole("listitem", { name: /^Call coingecko_getPortfolioValue/ })).toHaveTextContent(
      "3 credits",
    );
  });

  test("production dialect: a tool's own failure is reported as such, with the usage it reports", async () => {
    await openPortfolio("production");
    await userEvent.type(screen.getByRole("textbox", { name: "coinId, in holdings item 1" }), "no-such-coin");
    await userEvent.type(screen.getByRole("textbox", { name: "amount, in holdings item 1" }), "1");
    await userEvent.click(screen.getByRole("button", { name: "Execute · 3 credits" }));
    const result = await screen.findByRole("region", { name: "coingecko_getPortfolioValue result" });
    expect(within(result).getByText("coingecko_getPortfolioValue reported a failure")).toBeInTheDocument();
    expect(within(result).getByText("Unknown coin ids: no-such-coin")).toBeInTheDocument();
    expect(within(result).getByText(/0 credits used \(reported by the service\)/)).toBeInTheDocument();
  });

  test("a listing without prices (production) says price unknown, on the page and on the button", async () => {
    const account = await createTestAccount({ subscription_balance: 100, top_up_balance: 0 });
    const { network } = renderApp("/tools/demo_tool?vertical=crypto", { account });
    network.stage("GET /chat/v1/tools", () =>
      json([
        {
          id: "x1",
          name: "demo_tool",
          description: "A demo",
          input_schema: { type: "object", properties: {} },
          output_schema: null,
        },
      ]),
    );
    await screen.findByRole("button", { name: /^Execute/ });
    expect(screen.getByText("price unknown")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Execute · price unknown" })).toBeEnabled();
  });

  test("a call can be pinned and named, and snippets carry the key only when asked", async () => {
    const user = userEvent.setup();
    const { account } = await openPortfolio();
    await user.type(screen.getByRole("textbox", { name: "coinId, in holdings item 1" }), "bitcoin");
    await user.type(screen.getByRole("textbox", { name: "amount, in holdings item 1" }), "2");
    await user.click(screen.getByRole("button", { name: "Execute · 3 credits" }));
    const item = await screen.findByRole("listitem", { name: /^Call coingecko_getPortfolioValue/ });
    // Each history button names its call: "Replay" alone, fifteen times, says nothing.
    const when = /^Replay coingecko_getPortfolioValue, (.+)$/.exec(
      within(item)
        .getByRole("button", { name: /^Replay / })
        .getAttribute("aria-label") ?? "",
    )?.[1];
    expect(when).toBeTruthy();
    for (const action of ["Pin", "Name", "Delete"])
      expect(
        within(item).getByRole("button", { name: `${action} coingecko_getPortfolioValue, ${when}` }),
      ).toBeInTheDocument();
    await user.click(within(item).getByRole("button", { name: /^Name / }));
    await user.type(within(item).getByRole("textbox", { name: "Name for this call" }), "two btc{Enter}");
    // The name is kept at once; the pin is written to the call records (IndexedDB) and shown when read back.
    await waitFor(() =>
      expect(screen.getByRole("listitem", { name: /^Call two btc/ })).toHaveTextContent("pinned"),
    );
    expect(readCallNames("local")).toEqual([{ id: expect.any(String) as string, name: "two btc" }]);

    await user.click(screen.getByRole("button", { name: "Copy as curl" }));
    const curl = await navigator.clipboard.readText();
    expect(curl).toContain('"input":{"holdings":[{"coinId":"bitcoin","amount":2}],"vsCurrency":"usd"}');
    expect(curl).toContain("$API_KEY");
    expect(curl).not.toContain(account.key);
    await user.click(screen.getByRole("checkbox", { name: "Include my API key in snippets" }));
    await user.click(screen.getByRole("button", { name: "Copy as fetch" }));
    expect(await navigator.clipboard.readText()).toContain(`Bearer ${account.key}`);
  });
});
