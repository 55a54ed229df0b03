import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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
    expect(await screen.findByRole("textbox", { name: /query/i }, { timeout: 10_000 })).toHaveValue("x");
    expect(preview().input).toEqual({ query: "x" });
    expect(Object.getOwnPropertyDescriptor(Object.prototype, "hasOwnProperty")).toEqual(original);
    expect(screen.getByRole("button", { name: /^Execute/ })).toBeEnabled();
  });

  test("constructor.prototype in a link is dropped too, and the rest of the input kept", async () => {
    const account = await createTestAccount({ subscription_balance: 100, top_up_balance: 0 });
    const input = JSON.stringify({ query: "eth", constructor: { prototype: { polluted: "yes" } } });
    renderApp(`/tools/coingecko_searchCoin?vertical=crypto&input=${encodeURIComponent(input)}`, { account });
    expect(await screen.findByRole("textbox", { name: /query/i }, { timeout: 10_000 })).toHaveValue("eth");
    expect(preview().input).toEqual({ query: "eth" });
    expect(objectPrototype.polluted).toBeUndefined();
  });
});

test("JSON mode drops __proto__ from what is typed, and the body keeps the rest", async () => {
  const account = await createTestAccount({ subscription_balance: 100, top_up_balance: 0 });
  renderApp("/tools/coingecko_searchCoin?vertical=crypto", { account });
  await screen.findByRole("button", { name: /^Execute/ }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole("button", { name: "JSON" }));
  const editor = screen.getByRole("textbox", { name: "Input as JSON" });
  await userEvent.clear(editor);
  await userEvent.click(editor);
  await userEvent.paste('{"query":"eth","__proto__":{"polluted":"yes"}}');
  expect(preview().input).toEqual({ query: "eth" });
  expect(objectPrototype.polluted).toBeUndefined();
});

describe("tool page with a hostile input schema", () => {
  const open = async (tool: string) => {
    const account = await createTestAccount({ subscription_balance: 100, top_up_balance: 0 });
    const app = renderApp(`/tools/${tool}?vertical=hostile`, { account });
    await screen.findByRole("button", { name: /^Execute/ }, { timeout: 10_000 });
    return app;
  };

  test("a catastrophic pattern is not tested: the field says so and the default stays sendable", async () => {
    await open("hostile_pattern");
    const code = screen.getByRole("textbox", { name: "code" });
    expect(code).toHaveValue(`${"a".repeat(31)}!`);
    expect(screen.getByText(/Not checked here: the pattern \^\(a\+\)\+\$ could take minutes/)).toBeVisible();
    expect(screen.queryByText(/Not in the expected form/)).toBeNull();
    expect(screen.getByRole("button", { name: /^Execute/ })).toBeEnabled();
  });

  test("a $ref that points nowhere gives a message, the raw schema and a working JSON mode", async () => {
    const { network } = await open("hostile_ref");
    expect(
      screen.getByText(
        'This tool\'s input schema cannot be used: its $ref "#/$defs/missing" points to nothing in the schema.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByText("Show the raw schema"));
    expect(screen.getByLabelText("The tool's input schema as published")).toHaveTextContent(
      '"#/$defs/missing"',
    );
    const editor = screen.getByRole("textbox", { name: "Input as JSON" });
    await userEvent.clear(editor);
    await userEvent.click(editor);
    await userEvent.paste('{"query":"still works"}');
    await userEvent.click(screen.getByRole("button", { name: /^Execute/ }));
    expect(await screen.findAllByText("The $ref tool ran.")).not.toHaveLength(0);
    const [sent] = network.sentTo("/chat/v1/tools/execute");
    expect(await sent?.json()).toEqual({ tool_name: "hostile_ref", input: { query: "still works" } });
  });

  test("a schema 3,000 levels deep gives a message instead of a crashed page", async () => {
    await open("hostile_deep_schema");
    expect(
      screen.getByText(/This tool's input schema cannot be used: it nests deeper than 64 levels/),
    ).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Input as JSON" })).toHaveValue("{}");
  });
});
