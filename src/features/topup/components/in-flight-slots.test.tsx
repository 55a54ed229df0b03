import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { createConnectionStore } from "../../../lib/connection/store";
import { ConnectionStoreContext, useActiveConnection } from "../../../lib/connection/use-active-connection";
import { installAppNetwork } from "../../../test/app-network";
import { serviceUrl } from "../../../test/reference-service";
import { pendingPayment } from "../model/pending-payment-test-kit";
import { pendingStore } from "../model/pending-store";
import { HeaderPendingSlot } from "./in-flight-slots";

afterEach(() => pendingStore.remove("inv_1"));

test("the header's notice of a payment in flight comes after the page's first render, links to Top up, and follows the store", async () => {
  let billingBaseUrl = "";
  function Probe() {
    billingBaseUrl = useActiveConnection().billingBaseUrl;
    return <span>page</span>;
  }
  installAppNetwork();
  const store = createConnectionStore(serviceUrl);
  render(
    <ConnectionStoreContext value={store}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Probe />
          <HeaderPendingSlot />
        </MemoryRouter>
      </QueryClientProvider>
    </ConnectionStoreContext>,
  );
  pendingStore.save(pendingPayment({ billingBaseUrl }));
  // The first render shows the page only: the notice's code is not the first paint's.
  expect(screen.getByText("page")).toBeVisible();
  expect(screen.queryByTestId("header-pending")).toBeNull();

  const link = await screen.findByRole("link", { name: "1 payment pending" }, { timeout: 5_000 });
  expect(link).toHaveAttribute("href", "/topup");

  act(() => pendingStore.save(pendingPayment({ billingBaseUrl, invoice: { id: "inv_2" } })));
  expect(await screen.findByRole("link", { name: "2 payments pending" })).toBeVisible();
  act(() => {
    pendingStore.remove("inv_2");
    pendingStore.remove("inv_1");
  });
  expect(screen.queryByTestId("header-pending")).toBeNull();
});
