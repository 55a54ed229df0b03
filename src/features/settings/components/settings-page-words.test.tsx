import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { createTestAccount, realNetwork, serviceUrl } from "../../../test/reference-service";
import { installAppNetwork } from "../../../test/app-network";
import { byHost, corsBlocked, json } from "../../../test/service";
import { connection, renderSettings, results, testCustom } from "./settings-test-kit";

// Every test result said in words with one next step, and what is never sent.
describe("Settings, in words", () => {
  test("any other failure is said in words with a next step, its code only in brackets", async () => {
    const account = await createTestAccount();
    const malformed = "http://malformed.test";
    // The reference service answers /billing/v2 with its real NOT_FOUND; a 200 with a body of the
    // wrong shape is something it never sends, so that host is staged.
    installAppNetwork(byHost({ [serviceUrl()]: realNetwork, [malformed]: () => json({ unexpected: true }) }));
    const { user } = renderSettings();
    await testCustom(user, `${serviceUrl()}/billing/v2`, `${malformed}/chat`, account.key);
    expect(
      await results().findByText(
        /^Billing: .* has no billing endpoint at this address \(code NOT_FOUND\)\. Check the path: it should point at the billing API \(…\/billing\/v1\)\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      results().getByText(
        "Chat: malformed.test answered, but not as the chat API (…/chat) would (code INVALID_RESPONSE). Check that the URL points at that API, not at a web page.",
      ),
    ).toBeInTheDocument();
  });

  test("CORS on a URL the proxy does not forward says what to do instead of advising the proxy", async () => {
    installAppNetwork(byHost({ "https://other.example": corsBlocked(), [serviceUrl()]: realNetwork }));
    const { user } = renderSettings();
    await testCustom(user, "https://other.example/billing/v1", "https://other.example/chat", "dk_any");
    const line = await results().findByText(/^Billing: other\.example answered/);
    expect(line).toHaveTextContent(
      "Billing: other.example answered, but does not let this page read its answers (CORS), and the local proxy does not forward https://other.example/billing/v1 (it is not on its allow-list). Start the server with PROXY_UPSTREAMS including this URL, or ask the service to allow this page's origin.",
    );
    expect(results().queryByText(/Turn on “Through the local proxy”/)).toBeNull();
  });

  test("a proxy that cannot reach its upstream is said in words with a next step", async () => {
    const proxy = `${serviceUrl()}/proxy/`;
    const unreachable = () =>
      json(
        {
          error: {
            code: "PROXY_UPSTREAM_UNREACHABLE",
            message: "The upstream https://api.kirha.com/billing/v1 could not be reached.",
            details: { upstream: "https://api.kirha.com/billing/v1" },
          },
        },
        { status: 502 },
      );
    installAppNetwork(byHost({ [proxy]: unreachable, [serviceUrl()]: realNetwork }));
    const { user } = renderSettings();
    await user.click(within(connection()).getByRole("radio", { name: "Production" }));
    await user.click(screen.getByRole("checkbox", { name: "Through the local proxy" }));
    await user.type(screen.getByLabelText("API key"), "dk_prod");
    await user.click(screen.getByRole("button", { name: "Test connection" }));
    expect(
      await results().findByText(
        "Billing: the local proxy could not reach api.kirha.com. Check the address and your network, then test again.",
      ),
    ).toBeInTheDocument();
    expect(results().queryByText(/^Billing: error /)).toBeNull();
  });

  test("an invalid URL is refused with a field error and nothing is sent", async () => {
    const account = await createTestAccount();
    const { user, network } = renderSettings();
    await testCustom(user, `${serviceUrl()}/billing/v1`, `${serviceUrl()}/chat`, account.key);
    expect(await results().findByText(/^Billing: connected/)).toBeInTheDocument();
    const sent = network.requests.length;

    const billing = screen.getByRole("textbox", { name: "Billing base URL" });
    await user.clear(billing);
    await user.type(billing, "billing.example/v1");
    await user.click(screen.getByRole("button", { name: "Test connection" }));

    expect(
      results().getByText(
        "Not tested: the Billing base URL “billing.example/v1” is not a full http:// or https:// address. Correct it, then test again.",
      ),
    ).toBeInTheDocument();
    expect(results().queryByText(/^Billing: connected/)).toBeNull();
    expect(billing).toHaveAttribute("aria-invalid", "true");
    expect(billing).toHaveAccessibleDescription("Enter a full http:// or https:// address.");
    expect(billing).toHaveFocus();
    expect(network.requests.length).toBe(sent);
  });

  test("a key holding an invisible character is flagged at its position and never sent", async () => {
    const { user, network } = renderSettings();
    const key = screen.getByLabelText("API key");
    await user.type(key, "dk_ab\u200Bcd");

    const flagged =
      "The key holds an invisible character (U+200B) at position 6 — paste it again or remove it.";
    expect(key).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(flagged)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Test connection" }));

    expect(await results().findByText(`Not tested: ${flagged}`)).toBeInTheDocument();
    expect(results().queryByText(/CORS/)).toBeNull();
    // Only /config.json went out: neither the probes nor a key-less CORS check.
    const paths = network.requests.map((request) => new URL(request.url).pathname);
    expect(paths.filter((path) => path !== "/config.json")).toEqual([]);
  });
});
