import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { createConnectionStore } from "../../../lib/connection/store";
import { ConnectionStoreContext } from "../../../lib/connection/use-active-connection";
import { balance } from "../../../test/fixtures/billing";
import { listTools } from "../../../test/fixtures/chat";
import { unauthorized } from "../../../test/fixtures/errors";
import { localConfig } from "../../../test/fixtures/local-config";
import {
  byHost,
  corsBlocked,
  installServiceFetch,
  json,
  routes,
  unreachable,
  type InstalledService,
  type ServiceHandler,
} from "../../../test/service";
import SettingsPage from "./settings-page";

const ORIGIN = "http://dash.test";
const config = localConfig(ORIGIN);
let service: InstalledService | undefined;
afterEach(() => service?.restore());

/** The reference stack as the fixtures describe it: config, balance and tools, any key but "bad". */
const stack: ServiceHandler = routes({
  "GET /config.json": () => json(config),
  "GET /billing/v1/account/balance": (req) =>
    req.headers.get("Authorization")?.endsWith(" bad")
      ? json(unauthorized.spec, { status: 401 })
      : json(balance.spec),
  "GET /chat/v1/tools": (req) =>
    req.headers.get("Authorization")?.endsWith(" bad")
      ? json(unauthorized.production, { status: 401 })
      : json(listTools.production),
});

function renderSettings(handler: ServiceHandler = stack) {
  service = installServiceFetch(handler);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const store = createConnectionStore(() => ORIGIN);
  render(
    <ConnectionStoreContext value={store}>
      <QueryClientProvider client={client}>
        <SettingsPage />
      </QueryClientProvider>
    </ConnectionStoreContext>,
  );
  return { user: userEvent.setup(), store, requests: service.requests };
}

const results = () => within(screen.getByRole("status", { name: "Connection test results" }));
const connection = () => screen.getByRole("radiogroup", { name: "Connection" });
const stored = (id: string) => ({
  session: sessionStorage.getItem(`dash.apiKey.${id}`),
  local: localStorage.getItem(`dash.apiKey.${id}`),
});

describe("Settings", () => {
  test("Local is chosen by default and tests ok with the dev key from /config.json, no typing", async () => {
    const { user, requests } = renderSettings();
    expect(screen.getByRole("heading", { name: "Settings", level: 1 })).toBeInTheDocument();
    expect(within(connection()).getByRole("radio", { name: "Local" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Test connection" }));

    expect(await results().findByText("Billing: ok")).toBeInTheDocument();
    expect(results().getByText("Chat: ok")).toBeInTheDocument();
    const balanceCall = requests.find((r) => r.url.endsWith("/account/balance"));
    expect(balanceCall?.headers.get("Authorization")).toBe(`Bearer ${config.apiKey}`);
  });

  test("the key lives in sessionStorage, moves to localStorage when remembered, and Forget clears both", async () => {
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
    expect(JSON.stringify(localStorage)).not.toContain("dk_mine");
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
    await user.type(screen.getByLabelText("API key"), "bad");
    await user.click(screen.getByRole("button", { name: "Test connection" }));
    expect(await results().findByText("Billing: unauthorized")).toBeInTheDocument();
    expect(results().getByText("Chat: unauthorized")).toBeInTheDocument();
  });

  test("switching profile persists the choice, shows its URLs, and keeps keys per profile", async () => {
    const { user } = renderSettings();
    await user.type(screen.getByLabelText("API key"), "dk_local");
    await user.click(within(connection()).getByRole("radio", { name: "Production" }));

    expect(JSON.parse(localStorage.getItem("dash.connection.v1") ?? "{}")).toMatchObject({
      activeId: "production",
    });
    expect(screen.getByText("https://api.kirha.com/billing/v1")).toBeInTheDocument();
    expect(screen.getByText("https://api.kirha.com/chat")).toBeInTheDocument();
    expect(screen.getByLabelText("API key")).toHaveValue("");
    expect(localStorage.getItem("dash.connection.v1")).not.toContain("dk_local");

    await user.click(within(connection()).getByRole("radio", { name: "Local" }));
    expect(screen.getByLabelText("API key")).toHaveValue("dk_local");
  });

  test("Custom: a closed port is unreachable", async () => {
    const { user } = renderSettings(byHost({ [ORIGIN]: stack, "http://127.0.0.1:9": unreachable }));
    await user.click(within(connection()).getByRole("radio", { name: "Custom" }));
    await user.type(
      screen.getByRole("textbox", { name: "Billing base URL" }),
      "http://127.0.0.1:9/billing/v1",
    );
    await user.type(screen.getByRole("textbox", { name: "Chat base URL" }), "http://127.0.0.1:9/chat");
    await user.type(screen.getByLabelText("API key"), "dk_any");
    await user.click(screen.getByRole("button", { name: "Test connection" }));

    expect(await results().findByText("Billing: unreachable")).toBeInTheDocument();
    expect(results().getByText("Chat: unreachable")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("dash.connection.v1") ?? "{}")).toMatchObject({
      profiles: {
        custom: { billingBaseUrl: "http://127.0.0.1:9/billing/v1", chatBaseUrl: "http://127.0.0.1:9/chat" },
      },
    });
  });

  test("Production without CORS says the proxy is the fix; through the proxy it answers", async () => {
    const proxy = `${ORIGIN}/proxy/`;
    const proxied: ServiceHandler = (req) => {
      const upstream = decodeURIComponent(req.url.slice(proxy.length).split("/")[0] ?? "");
      if (upstream === "https://api.kirha.com/billing/v1") return json(balance.production);
      if (upstream === "https://api.kirha.com/chat") return json(listTools.production);
      return json({ error: { code: "PROXY_FORBIDDEN", message: "no", details: {} } }, { status: 403 });
    };
    const { user, requests } = renderSettings(
      byHost({ "https://api.kirha.com": corsBlocked(), [proxy]: proxied, [ORIGIN]: stack }),
    );
    await user.click(within(connection()).getByRole("radio", { name: "Production" }));
    await user.type(screen.getByLabelText("API key"), "dk_prod");
    await user.click(screen.getByRole("button", { name: "Test connection" }));

    expect(
      await results().findByText("Billing: blocked by CORS — turn on “Through the local proxy”"),
    ).toBeInTheDocument();
    expect(
      results().getByText("Chat: blocked by CORS — turn on “Through the local proxy”"),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Through the local proxy" }));
    await user.click(screen.getByRole("button", { name: "Test connection" }));
    expect(await results().findByText("Billing: ok")).toBeInTheDocument();
    const last = requests.at(-1);
    expect(last?.url.startsWith(`${proxy}${encodeURIComponent("https://api.kirha.com/")}`)).toBe(true);
    expect(last?.headers.get("Authorization")).toBe("Bearer dk_prod");
  });

  test("any other failure names its error code", async () => {
    const { user } = renderSettings(
      routes({
        "GET /config.json": () => json(config),
        "GET /billing/v1/account/balance": () =>
          json({ error: { code: "ACCOUNT_NOT_FOUND", message: "gone", details: {} } }, { status: 404 }),
        "GET /chat/v1/tools": () => json({ unexpected: true }),
      }),
    );
    await user.click(screen.getByRole("button", { name: "Test connection" }));
    expect(await results().findByText("Billing: error ACCOUNT_NOT_FOUND")).toBeInTheDocument();
    expect(results().getByText("Chat: error INVALID_RESPONSE")).toBeInTheDocument();
  });
});
