import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createQueryClient } from "../../../app/query-client";
import { createConnectionStore } from "../../../lib/connection/store";
import { ConnectionStoreContext } from "../../../lib/connection/use-active-connection";
import { installAppNetwork } from "../../../test/app-network";
import { serviceUrl } from "../../../test/reference-service";
import SettingsPage from "./settings-page";
import { storageKeys } from "../../../lib/storage-keys";
import { storedText } from "../../../lib/storage-test-kit";

/** The page on the reference service's origin, as `npm start` serves it. */
export function renderSettings() {
  const network = installAppNetwork();
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const store = createConnectionStore(serviceUrl);
  render(
    <ConnectionStoreContext value={store}>
      <QueryClientProvider client={client}>
        <SettingsPage />
      </QueryClientProvider>
    </ConnectionStoreContext>,
  );
  return { user: userEvent.setup(), store, network };
}

export const results = () => within(screen.getByRole("status", { name: "Connection test results" }));
export const connection = () => screen.getByRole("radiogroup", { name: "Connection" });
export const stored = (id: string) => ({
  session: storedText.read("session", storageKeys.apiKey.key(id)),
  local: storedText.read("local", storageKeys.apiKey.key(id)),
});

export async function testCustom(
  user: ReturnType<typeof userEvent.setup>,
  billing: string,
  chat: string,
  key: string,
) {
  await user.click(within(connection()).getByRole("radio", { name: "Custom" }));
  await user.type(screen.getByRole("textbox", { name: "Billing base URL" }), billing);
  await user.type(screen.getByRole("textbox", { name: "Chat base URL" }), chat);
  await user.type(screen.getByLabelText("API key"), key);
  await user.click(screen.getByRole("button", { name: "Test connection" }));
}
