import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { installAppNetwork } from "../../../test/app-network";
import { createTestAccount, realNetwork, serviceUrl } from "../../../test/reference-service";
import { byHost, corsBlocked, json } from "../../../test/service";
import { connection, renderSettings, results, stored, testCustom } from "./settings-test-kit";
import { PROFILE_IDS } from "../../../lib/connection/profiles";
import { storageKeys } from "../../../lib/storage-keys";
import { storedText } from "../../../lib/storage-test-kit";

describe("Settings", () => {
  test("Test connection waits for the local configuration before it can be pressed", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const network = installAppNetwork();
    network.stage("GET /config.json", async (request) => {
      await held;
      network.unstage("GET /config.json");
      return fetch(request.url);
    });
    const { user } = renderSettings();

    const button = screen.getByRole("button", { name: "Test connection" });
    expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await results().findByText(/^Billing: connected — .* accepted this key\.$/)).toBeInTheDocument();
  });

  test("Local is chosen by default and tests ok with the dev key from /config.json, no typing", async () => {
    const { user, network } = renderSettings();
    expect(screen.getByRole("heading", { name: "Settings", level: 1 })).toBeInTheDocument();
    expect(within(connection()).getByRole("radio", { name: "Local" })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByLabelText("API key")).toHaveAttribute(
        "placeholder",
        "Using the dev key from /config.json",
      ),
    );

    await user.click(screen.getByRole("button", { name: "Test connection" }));

    expect(await results().findByText(/^Billing: connected — .* accepted this key\.$/)).toBeInTheDocument();
    expect(results().getByText(/^Chat: connected — .* accepted this key\.$/)).toBeInTheDocument();
    const config = (await (await realNetwork(new Request(`${serviceUrl()}/config.json`))).json()) as {
      apiKey: string;
    };
    const balanceCall = network.sentTo("/billing/v1/account/balance")[0];
    expect(balanceCall?.headers.get("Authorization")).toBe(`Bearer ${config.apiKey}`);
  });

  test("a /config.json without a key (a sandbox's shared name) asks for the member's key and says where to get one", async () => {
    const network = installAppNetwork();
    network.stage("GET /config.json", async (request) => {
      const served = (await (await realNetwork(new Request(request.url))).json()) as Record<string, unknown>;
      return json({ ...served, apiKey: null, testWallet: null });
    });
    renderSettings();
    const field = screen.getByLabelText("API key");
    await waitFor(() => expect(field).toHaveAttribute("placeholder", "Your member key (dk_…)"));
    expect(field).toHaveAccessibleDescription(/ask its operator for your member key/i);
    expect(screen.getByText(/npm run sandbox -- member add <your name>/)).toBeInTheDocument();
  });

  test("the key lives in session storage, moves to local storage when remembered, and Forget clears both", async () => {
    const { user } = renderSettings();
    await user.type(screen.getByLabelText("API key"), "dk_mine");
    expect(stored("local")).toEqual({ session: "dk_mine", local: null });

    const remember = screen.getByRole("checkbox", { name: "Remember on this device" });
    await user.click(remember);
    expect(stored("local")).toEqual({ session: null, local: "dk_mine" });
    await user.click(remember);
    expect(stored("local")).toEqual({ session: "dk_mine", local: null });
    await user.click(remember);

    await user.click(screen.getByRole("button", { name: "Forget key" }));
    expect(stored("local")).toEqual({ session: null, local: null });
    expect(screen.getByLabelText("API key")).toHaveValue("");
    expect(remember).not.toBeChecked();
    // Every place this page writes: the connection settings and each profile's key, in both areas.
    const written = [
      storedText.read("local", storageKeys.connection.key()),
      ...PROFILE_IDS.flatMap((id) => Object.values(stored(id))),
    ];
    expect(JSON.stringify(written)).not.toContain("dk_mine");
  });

  test("the key field is hidden by default and can be shown", async () => {
    const { user } = renderSettings();
    const field = screen.getByLabelText("API key");
    expect(field).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(field).toHaveAttribute("type", "text");
  });

  test("a wrong key is reported as unauthorized for both families", async () => {
    const { user } = renderSettings();
    await user.type(screen.getByLabelText("API key"), "dk_not_a_key_of_this_service");
    await user.click(screen.getByRole("button", { name: "Test connection" }));
    expect(
      await results().findByText(
        /^Billing: .* refused this key\. Check that it is the key for this service, or paste it again\.$/,
      ),
    ).toBeInTheDocument();
    expect(results().getByText(/^Chat: .* refused this key\./)).toBeInTheDocument();
  });

  test("a production-dialect account tests ok on a Custom profile pointing at the service", async () => {
    const account = await createTestAccount({ dialect: "production" });
    const { user } = renderSettings();
    await testCustom(user, `${serviceUrl()}/billing/v1`, `${serviceUrl()}/chat`, account.key);
    expect(await results().findByText(/^Billing: connected — .* accepted this key\.$/)).toBeInTheDocument();
    expect(results().getByText(/^Chat: connected — .* accepted this key\.$/)).toBeInTheDocument();
  });

  test("switching profile persists the choice, shows its URLs, and keeps keys per profile", async () => {
    const { user } = renderSettings();
    await user.type(screen.getByLabelText("API key"), "dk_local");
    await user.click(within(connection()).getByRole("radio", { name: "Production" }));

    expect(JSON.parse(storedText.read("local", storageKeys.connection.key()) ?? "{}")).toMatchObject({
      activeId: "production",
    });
    expect(screen.getByText("https://api.kirha.com/billing/v1")).toBeInTheDocument();
    expect(screen.getByText("https://api.kirha.com/chat")).toBeInTheDocument();
    expect(screen.getByLabelText("API key")).toHaveValue("");
    expect(storedText.read("local", storageKeys.connection.key())).not.toContain("dk_local");

    await user.click(within(connection()).getByRole("radio", { name: "Local" }));
    expect(screen.getByLabelText("API key")).toHaveValue("dk_local");
  });

  test("Custom: a closed port is unreachable", async () => {
    const { user } = renderSettings();
    // Port 9 (discard) has no listener on this loopback; both the request and the probe are refused.
    await testCustom(user, "http://127.0.0.1:9/billing/v1", "http://127.0.0.1:9/chat", "dk_any");

    expect(
      await results().findByText(
        "Billing: no answer from 127.0.0.1:9. Check the address and that the service is running, then test again.",
      ),
    ).toBeInTheDocument();
    expect(results().getByText(/^Chat: no answer from 127\.0\.0\.1:9\./)).toBeInTheDocument();
    expect(JSON.parse(storedText.read("local", storageKeys.connection.key()) ?? "{}")).toMatchObject({
      profiles: {
        custom: { billingBaseUrl: "http://127.0.0.1:9/billing/v1", chatBaseUrl: "http://127.0.0.1:9/chat" },
      },
    });
  });

  test("Production without CORS says the proxy is the fix; through the proxy it answers", async () => {
    // Staged: production itself (no CORS here, and unreachable from tests) and what it sends back
    // through the proxy. The proxy's own path and allow-list are the reference service's.
    const proxy = `${serviceUrl()}/proxy/`;
    const production = {
      billing: { balance: 6250, subscription_balance: 5000, top_up_balance: 1250 },
      chat: [{ id: "t1", name: "coingecko_searchCoin", description: "", input_schema: { type: "object" } }],
    };
    const upstreams: Record<string, unknown> = {
      "https://api.kirha.com/billing/v1": production.billing,
      "https://api.kirha.com/chat": production.chat,
    };
    installAppNetwork(
      byHost({
        "https://api.kirha.com": corsBlocked(),
        [proxy]: (req) => {
          const upstream = decodeURIComponent(req.url.slice(proxy.length).split("/")[0] ?? "");
          return upstream in upstreams ? json(upstreams[upstream]) : realNetwork(req);
        },
        [serviceUrl()]: realNetwork,
      }),
    );
    const { user, network } = renderSettings();
    await user.click(within(connection()).getByRole("radio", { name: "Production" }));
    await user.type(screen.getByLabelText("API key"), "dk_prod");
    await user.click(screen.getByRole("button", { name: "Test connection" }));

    expect(
      await results().findByText(
        "Billing: api.kirha.com answered, but does not let this page read its answers (CORS). Turn on “Through the local proxy” and test again.",
      ),
    ).toBeInTheDocument();
    expect(
      results().getByText(
        /^Chat: api\.kirha\.com answered, .*\(CORS\)\. Turn on “Through the local proxy” and test again\.$/,
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Through the local proxy" }));
    await user.click(screen.getByRole("button", { name: "Test connection" }));
    expect(await results().findByText(/^Billing: connected — .* accepted this key\.$/)).toBeInTheDocument();
    expect(results().getByText(/^Chat: connected — .* accepted this key\.$/)).toBeInTheDocument();
    const last = network.requests.at(-1);
    expect(last?.url.startsWith(`${proxy}${encodeURIComponent("https://api.kirha.com/")}`)).toBe(true);
    expect(last?.headers.get("Authorization")).toBe("Bearer dk_prod");
  });
});
