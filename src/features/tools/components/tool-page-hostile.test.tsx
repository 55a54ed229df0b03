import { screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { renderApp } from "../../../app/test-app";
import { createTestAccount } from "../../../test/reference-service";

const preview = () =>
  JSON.parse(screen.getByLabelText("Request body preview").textContent ?? "{}") as {
    input: Record<string, unknown>;
  };

const objectPrototype = Object.prototype as Record<string, unknown>;
const original = Object.getOwnPropertyDescriptor(Object.prototype, "hasOwnProperty");

afterEach(() => {
  // If a case fails it must not take the rest of the suite down with it.
  if (original) Object.defineProperty(Object.prototype, "hasOwnProperty", original);
  delete objectPrototype.polluted;
});

describe("tool page opened from a hostile share link", () => {
  test("the issue's link opens the tool with query x and leaves Object.prototype alone", async () => {
    const account = await createTestAccount({ subscription_balance: 100, top_up_balance: 0 });
    renderApp(
      '/tools/coingecko_searchCoin?vertical=crypto&input={"query":"x","__proto__":{"hasOwnProperty":null}}',
      { account },
    );
    expect(await screen.findByRole("textbox", { name: /query/i })).toHaveValue("x");
    expect(preview().input).toEqual({ query: "x" });
    expect(Object.getOwnPropertyDescriptor(Object.prototype, "hasOwnProperty")).toEqual(original);
    expect(screen.getByRole("button", { name: /^Execute/ })).toBeEnabled();
  });

  test("constructor.prototype in a link is dropped too, and the rest of the input kept", async () => {
    const account = await createTestAccount({ subscription_balance: 100, top_up_balance: 0 });
    const input = JSON.stringify({ query: "eth", constructor: { prototype: { polluted: "yes" } } });
    renderApp(`/tools/coingecko_searchCoin?vertical=crypto&input=${encodeURIComponent(input)}`, { account });
    expect(await screen.findByRole("textbox", { name: /query/i })).toHaveValue("eth");
    expect(preview().input).toEqual({ query: "eth" });
    expect(objectPrototype.polluted).toBeUndefined();
  });
});
