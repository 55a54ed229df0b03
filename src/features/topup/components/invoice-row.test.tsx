import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { createConnectionStore } from "../../../lib/connection/store";
import { ConnectionStoreContext } from "../../../lib/connection/use-active-connection";
import { installAppNetwork } from "../../../test/app-network";
import { createTestAccount, serviceUrl, type TestAccount } from "../../../test/reference-service";
import type { BookEntry, Outcome } from "../model/invoice-book";
import { InvoiceRow } from "./invoice-row";

const LIST = "/billing/v1/account/whitelist";
const LISTED = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const SENDER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const HASH = `0x${"ab".repeat(32)}`;

const entry = (id: string, outcome: Outcome | null, paid = false): BookEntry => ({
  id,
  billingBaseUrl: `${serviceUrl()}/billing/v1`,
  currencyId: "eth",
  credits: "1000",
  amount: "10000000000000000",
  decimals: 18,
  destination: null,
  chainId: 31337,
  token: null,
  createdAt: Date.now(),
  outcomes: outcome ? [outcome] : [],
  paid: paid ? { hash: HASH, at: Date.now() } : null,
  byId: false,
  removedAt: null,
  excessSeen: false,
});

function renderRows(rows: BookEntry[], account?: TestAccount) {
  const network = installAppNetwork();
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const store = createConnectionStore(serviceUrl);
  if (account) store.setApiKey("local", account.key);
  const onHash = vi.fn<(entry: BookEntry, hash: string) => void>();
  render(
    <ConnectionStoreContext value={store}>
      <QueryClientProvider client={client}>
        <ul>
          {rows.map((row) => (
            <InvoiceRow
              key={row.id}
              entry={row}
              state={row.paid ? "paid" : row.outcomes.length > 0 ? "problem" : "open"}
              symbol="ETH"
              chainName="Anvil"
              onOpen={() => {}}
              onHash={onHash}
              shared={false}
              stale={false}
              onRemove={() => {}}
            />
          ))}
        </ul>
      </QueryClientProvider>
    </ConnectionStoreContext>,
  );
  return { user: userEvent.setup(), onHash, network };
}

const row = (id: string) => within(screen.getByRole("listitem", { name: `Invoice ${id}` }));

describe("a problem row offers its one fix in place", () => {
  test("a refused sender: Add and check again lists it and asks again about the same transaction", async () => {
    const account = await createTestAccount();
    // A non-empty list: only then is a sender refused.
    await fetch(`${serviceUrl()}${LIST}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${account.key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ address: LISTED }),
    });
    const refused: Outcome = {
      hash: HASH,
      at: 1,
      code: "PAYMENT_NOT_COMPLETED",
      check: "from",
      expected: `one of ${LISTED}`,
      found: SENDER,
    };
    const { user, onHash, network } = renderRows([entry("inv_from", refused)], account);

    await user.click(row("inv_from").getByRole("button", { name: "Add and check again" }));

    await waitFor(() => expect(onHash).toHaveBeenCalledTimes(1));
    expect(onHash.mock.calls[0]?.[0].id).toBe("inv_from");
    expect(onHash.mock.calls[0]?.[1]).toBe(HASH);
    const posted = network.sentTo(LIST).find((request) => request.method === "POST");
    expect(posted?.headers.get("Authorization")).toBe(`Bearer ${account.key}`);
    expect(await posted?.json()).toEqual({ address: SENDER });
  });

  test("a transaction that already paid another of the caller's invoices names it and shows it", async () => {
    const used: Outcome = {
      hash: HASH,
      at: 1,
      code: "PAYMENT_ALREADY_USED",
      creditedInvoiceId: "inv_paid",
    };
    const { user } = renderRows([entry("inv_used", used), entry("inv_paid", null, true)]);

    expect(row("inv_used").getByText("This transaction already paid invoice inv_paid")).toBeInTheDocument();
    await user.click(row("inv_used").getByRole("button", { name: "Show invoice inv_paid" }));
    expect(screen.getByRole("listitem", { name: "Invoice inv_paid" })).toHaveFocus();
  });

  test("a hash the chain does not know is one state with one next step, checked again in place", async () => {
    const unknown: Outcome = {
      hash: HASH,
      at: 1,
      code: "PAYMENT_NOT_COMPLETED",
      check: "mined",
      expected: "mined",
      found: "unknown transaction",
    };
    const { user, onHash } = renderRows([entry("inv_lost", unknown)]);
    const lost = row("inv_lost");

    expect(lost.getByText("Not found yet")).toBeInTheDocument();
    expect(lost.getByText("Not found on Anvil yet")).toBeInTheDocument();
    expect(lost.queryByText("Problem")).toBeNull();
    expect(lost.queryByText(/does not pay|No transaction with this hash/)).toBeNull();
    expect(
      lost.getByText(
        "Next: If you just sent it, wait a few seconds and check again; otherwise check the hash and the network.",
      ),
    ).toBeInTheDocument();
    await user.click(lost.getByRole("button", { name: "Check again" }));
    expect(onHash).toHaveBeenCalledWith(expect.objectContaining({ id: "inv_lost" }), HASH);
  });
});
