import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { renderApp } from "../../../app/test-app";
import { createTestAccount } from "../../../test/reference-service";
import { inputStoreKey } from "../model/input-store";
import { storedText } from "../../../lib/storage-test-kit";

const PORTFOLIO = "/tools/coingecko_getPortfolioValue?vertical=crypto";
const execute = () => screen.getByRole("button", { name: /^Execute/ });

async function openPortfolio(path = PORTFOLIO) {
  const account = await createTestAccount({ subscription_balance: 100, top_up_balance: 0 });
  const app = renderApp(path, { account });
  await screen.findByRole("button", { name: /^Execute/ });
  return { account, ...app };
}

async function typeJson(text: string) {
  await userEvent.click(screen.getByRole("button", { name: "JSON" }));
  const editor = screen.getByRole("textbox", { name: "Input as JSON" });
  await userEvent.clear(editor);
  await userEvent.click(editor);
  await userEvent.paste(text);
  return editor;
}

describe("the tool form can be trusted", () => {
  test("JSON that does not parse or validate cannot be sent; valid JSON is sent exactly", async () => {
    const { network } = await openPortfolio();
    await userEvent.type(screen.getByRole("textbox", { name: "coinId, in holdings item 1" }), "north");
    const editor = await typeJson('{"holdings":[{"coinId":"summit","amount":2}]');
    expect(editor).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(/^Not valid JSON yet, line 1, column 45:/)).toBeInTheDocument();
    expect(execute()).toBeDisabled();
    expect(screen.getByText(/^The last JSON that parsed/)).toBeInTheDocument();
    await userEvent.keyboard("{Control>}{Enter}{/Control}");

    await userEvent.clear(editor);
    await userEvent.paste('{"holdings":[{"coinId":"summit","amount":-2}]}');
    expect(execute()).toBeDisabled();
    const fix = within(screen.getByRole("navigation", { name: "Fields to fix" }));
    expect(fix.getByRole("link", { name: "holdings.0.amount — Must be greater than 0" })).toBeInTheDocument();
    expect(network.sentTo("/chat/v1/tools/execute")).toHaveLength(0);

    await userEvent.clear(editor);
    await userEvent.paste('{"holdings":[{"coinId":"summit","amount":2}]}');
    expect(screen.queryByText(/^Not valid JSON yet/)).not.toBeInTheDocument();
    await userEvent.click(execute());
    await screen.findByRole("region", { name: "coingecko_getPortfolioValue result" });
    const [sent] = network.sentTo("/chat/v1/tools/execute");
    // Exactly the JSON: no vsCurrency default added, nothing kept from the form.
    expect(await sent?.json()).toEqual({
      tool_name: "coingecko_getPortfolioValue",
      input: { holdings: [{ coinId: "summit", amount: 2 }] },
    });

    await userEvent.click(screen.getByRole("button", { name: "Form" }));
    expect(screen.getByRole("textbox", { name: "coinId, in holdings item 1" })).toHaveValue("summit");
    expect(screen.getByRole("textbox", { name: "amount, in holdings item 1" })).toHaveValue("2");
  });

  test("an untouched form shows no error; Execute lists every issue and focuses the first", async () => {
    const { network } = await openPortfolio();
    expect(screen.queryByRole("navigation", { name: "Fields to fix" })).not.toBeInTheDocument();
    expect(document.querySelector("[aria-invalid]")).toBeNull();

    await userEvent.click(execute());
    const fix = within(screen.getByRole("navigation", { name: "Fields to fix" }));
    expect(fix.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "holdings.0.coinId — Required",
      "holdings.0.amount — Required",
    ]);
    const coinId = screen.getByRole("textbox", { name: "coinId, in holdings item 1" });
    const amount = screen.getByRole("textbox", { name: "amount, in holdings item 1" });
    expect(coinId).toHaveFocus();
    expect(coinId).toHaveAttribute("aria-invalid", "true");
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(network.sentTo("/chat/v1/tools/execute")).toHaveLength(0);

    await userEvent.click(fix.getByRole("link", { name: "holdings.0.amount — Required" }));
    expect(amount).toHaveFocus();
  });

  test("a filled form survives a reload until Reset; a share link wins over it", async () => {
    const first = await openPortfolio();
    await userEvent.type(screen.getByRole("textbox", { name: "coinId, in holdings item 1" }), "bitcoin");
    await userEvent.type(screen.getByRole("textbox", { name: "amount, in holdings item 1" }), "1");
    const key = inputStoreKey("local", "coingecko_getPortfolioValue");
    expect(storedText.read("session", key)).toContain("bitcoin");
    expect(storedText.read("session", key)).not.toContain(first.account.key);
    first.unmount();

    await openPortfolio();
    expect(screen.getByRole("textbox", { name: "coinId, in holdings item 1" })).toHaveValue("bitcoin");
    expect(screen.queryByRole("navigation", { name: "Fields to fix" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByRole("textbox", { name: "coinId, in holdings item 1" })).toHaveValue("");
    expect(storedText.read("session", key)).toBeNull();

    await userEvent.type(screen.getByRole("textbox", { name: "coinId, in holdings item 1" }), "kept");
    const shared = encodeURIComponent(JSON.stringify({ holdings: [{ coinId: "shared", amount: 1 }] }));
    cleanup();
    await openPortfolio(`${PORTFOLIO}&input=${shared}`);
    expect(screen.getByRole("textbox", { name: "coinId, in holdings item 1" })).toHaveValue("shared");
  });
});
