import { expect, test } from "vitest";
import { readThemeChoice, setThemeChoice } from "../components/theme/theme";
import { readStoredKey, writeStoredKey } from "../lib/connection/key-storage";
import { createConnectionStore } from "../lib/connection/store";
import { storedText } from "../lib/storage-test-kit";
import { readTasks } from "../features/tasks/model/task-list";
import { inputStoreKey, readStoredInput, storeInput } from "../features/tools/model/input-store";
import { pendingPayment } from "../features/topup/model/pending-payment-test-kit";
import { pendingStore } from "../features/topup/model/pending-store";
import { DEFAULT_REMOTE_PAYMENT, remotePaymentStore } from "../features/topup/model/remote-setup-store";

// Users keep their data across releases: text written under each key the way earlier releases wrote
// it reads back through today's stores, and today's stores write the same text. The keys are spelled
// out here on purpose: a renamed key would strand what users stored under the old one.

test("the theme is plain text under dash.theme", () => {
  storedText.write("local", "dash.theme", "dark");
  expect(readThemeChoice()).toBe("dark");
  setThemeChoice("light");
  expect(storedText.read("local", "dash.theme")).toBe("light");
});

test("API keys are plain text under dash.apiKey.<profile>, for the tab unless remembered", () => {
  storedText.write("session", "dash.apiKey.local", "dk_tab");
  storedText.write("local", "dash.apiKey.production", "dk_kept");
  expect(readStoredKey("local")).toEqual({ key: "dk_tab", remembered: false });
  expect(readStoredKey("production")).toEqual({ key: "dk_kept", remembered: true });
  writeStoredKey("custom", "dk_new", true);
  expect(storedText.read("local", "dash.apiKey.custom")).toBe("dk_new");
});

test("connection settings are JSON under dash.connection.v1", () => {
  const settings = {
    activeId: "custom",
    profiles: {
      local: { viaProxy: false, billingBaseUrl: "", chatBaseUrl: "" },
      production: {
        viaProxy: false,
        billingBaseUrl: "https://p.example/v1",
        chatBaseUrl: "https://p.example/c",
      },
      custom: { viaProxy: true, billingBaseUrl: "https://c.example/v1", chatBaseUrl: "https://c.example/c" },
    },
  };
  storedText.write("local", "dash.connection.v1", JSON.stringify(settings));
  const store = createConnectionStore(() => "http://127.0.0.1");
  expect(store.getState().settings).toEqual(settings);
  store.setActiveProfile("local");
  expect(storedText.read("local", "dash.connection.v1")).toBe(
    JSON.stringify({ ...settings, activeId: "local" }),
  );
});

test("pending payments and the remote payment network are JSON under dash.topup.*.v1", () => {
  const payment = pendingPayment();
  storedText.write("local", "dash.topup.pending.v1", JSON.stringify([payment]));
  expect(pendingStore.list()).toEqual([payment]);
  const remote = { ...DEFAULT_REMOTE_PAYMENT, chainId: 10, chainName: "Optimism" };
  storedText.write("local", "dash.topup.remote.v1", JSON.stringify(remote));
  expect(remotePaymentStore.get()).toEqual(remote);
  remotePaymentStore.save(null);
  expect(storedText.read("local", "dash.topup.remote.v1")).toBeNull();
});

test("a tool form's input is JSON for the tab under tool-input:[profile, tool]", () => {
  storedText.write("session", 'tool-input:["local","coin lookup"]', '{"query":"btc"}');
  expect(readStoredInput(inputStoreKey("local", "coin lookup"))).toEqual({ query: "btc" });
  storeInput(inputStoreKey("local", "other"), { n: 1 });
  expect(storedText.read("session", 'tool-input:["local","other"]')).toBe('{"n":1}');
});

test("stored lists are JSON arrays under <prefix>.<profile>.v1", () => {
  const task = { id: "t1", query: "q", instruction: null, startedAt: 1, status: "Queued", finishedAt: null };
  storedText.write("local", "dash.tasks.local.v1", JSON.stringify([task]));
  expect(readTasks("local")).toEqual([task]);
});
