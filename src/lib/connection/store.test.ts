import { describe, expect, test } from "vitest";
import { localConfig } from "../../test/fixtures/local-config";
import { installAppNetwork } from "../../test/app-network";
import { json, routes } from "../../test/service";
import { QueryClient } from "@tanstack/react-query";
import { localConfigQueries } from "./connection-queries";
import { connectionState, createConnectionStore, localConfigState, type ConnectionStore } from "./store";
import { rawStorage } from "../stored-value";

const ORIGIN = "http://dash.test";

/** The connection as the hooks resolve it: the store's choices with the `/config.json` query's state. */
async function resolved(store: ConnectionStore, client?: QueryClient) {
  if (!client) return connectionState(store.getState(), { status: "loading" }, ORIGIN);
  const options = localConfigQueries.current(ORIGIN);
  await client.fetchQuery(options).catch(() => undefined);
  const query = client.getQueryState(options.queryKey);
  return connectionState(
    store.getState(),
    localConfigState(query?.status ?? "pending", query?.data, query?.error),
    ORIGIN,
  );
}

function serveConfig() {
  installAppNetwork(routes({ "GET /config.json": () => json(localConfig(ORIGIN)) }));
}

describe("connection store", () => {
  test("Local waits for /config.json, then uses its URLs and dev key", async () => {
    serveConfig();
    const store = createConnectionStore(() => ORIGIN);
    expect((await resolved(store)).active.ready).toBe(false);
    expect((await resolved(store, new QueryClient())).active).toEqual({
      profileId: "local",
      billingBaseUrl: `${ORIGIN}/billing/v1`,
      chatBaseUrl: `${ORIGIN}/chat`,
      apiKey: localConfig(ORIGIN).apiKey,
      ready: true,
    });
  });

  test("without /config.json Local still points at its own origin, with no key", async () => {
    installAppNetwork(() => new Response("not found", { status: 404 }));
    const store = createConnectionStore(() => ORIGIN);
    const state = await resolved(store, new QueryClient());
    expect(state.localConfig.status).toBe("error");
    expect(state.active).toMatchObject({
      billingBaseUrl: `${ORIGIN}/billing/v1`,
      apiKey: null,
      ready: true,
    });
  });

  test("through the proxy, each base URL becomes /proxy/<encoded base>", async () => {
    const store = createConnectionStore(() => ORIGIN);
    store.setActiveProfile("production");
    store.updateProfile("production", { viaProxy: true });
    expect((await resolved(store)).active).toMatchObject({
      billingBaseUrl: `${ORIGIN}/proxy/https%3A%2F%2Fapi.kirha.com%2Fbilling%2Fv1`,
      chatBaseUrl: `${ORIGIN}/proxy/https%3A%2F%2Fapi.kirha.com%2Fchat`,
    });
  });

  test("choices survive a reload without the key; a remembered key does too", async () => {
    const first = createConnectionStore(() => ORIGIN);
    first.setActiveProfile("custom");
    first.updateProfile("custom", {
      billingBaseUrl: "https://b.example/billing/v1",
      chatBaseUrl: "https://b.example/chat",
    });
    first.setRemember("custom", true);
    first.setApiKey("custom", "dk_custom");
    expect(rawStorage.read("local", "dash.connection.v1")).not.toContain("dk_custom");

    const second = createConnectionStore(() => ORIGIN);
    expect((await resolved(second)).active).toEqual({
      profileId: "custom",
      billingBaseUrl: "https://b.example/billing/v1",
      chatBaseUrl: "https://b.example/chat",
      apiKey: "dk_custom",
      ready: true,
    });
    expect(second.getState().keys.custom.remember).toBe(true);
  });

  test("a corrupted settings entry falls back to the defaults instead of crashing", () => {
    rawStorage.write("local", "dash.connection.v1", "{not json");
    expect(createConnectionStore(() => ORIGIN).getState().settings.activeId).toBe("local");
    rawStorage.write("local", "dash.connection.v1", JSON.stringify({ activeId: "nope", profiles: 3 }));
    expect(createConnectionStore(() => ORIGIN).getState().settings.activeId).toBe("local");
  });

  test("a stored key for Local wins over the dev key", async () => {
    serveConfig();
    rawStorage.write("session", "dash.apiKey.local", "dk_user");
    const store = createConnectionStore(() => ORIGIN);
    expect((await resolved(store, new QueryClient())).active.apiKey).toBe("dk_user");
  });
});

test("a change made in another tab is followed", async () => {
  const store = createConnectionStore(() => ORIGIN);
  const unsubscribe = store.subscribe(() => undefined);
  rawStorage.write(
    "local",
    "dash.connection.v1",
    JSON.stringify({ ...store.getState().settings, activeId: "production" }),
  );
  window.dispatchEvent(new StorageEvent("storage", { key: "dash.connection.v1" }));
  expect((await resolved(store)).active.profileId).toBe("production");
  unsubscribe();
});
