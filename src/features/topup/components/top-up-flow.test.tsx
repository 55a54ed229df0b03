import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test } from "vitest";
import { findPageMain, ORIGIN, renderApp } from "../../../app/test-app";
import { createTestAccount } from "../../../test/reference-service";
import { json } from "../../../test/service";
import { invoiceBook, type BookEntry } from "../model/invoice-book";
import { bookEntryOf, FIXTURE_HASH, pendingPayment } from "../model/pending-payment-test-kit";
import { pendingStore } from "../model/pending-store";
import { otherTabWrites, storedText } from "../../../lib/storage-test-kit";

// Two tabs of one account follow the same pending payment through local storage, and both ask the
// service to complete it; whichever request wins, the tab where the hash was pasted shows the
// success. The other tab is played by local storage writes and the "storage" events they cause.
const PROFILE = "local";
const BOOK_KEY = `dash.topup.invoices.${PROFILE}.v1`;
const PENDING_KEY = "dash.topup.pending.v1";
const payment = pendingPayment({ billingBaseUrl: `${ORIGIN}/billing/v1` });
const INVOICE = payment.invoice.id;
const COMPLETE = `POST /billing/v1/account/topup/${INVOICE}/complete` as const;

afterEach(() => pendingStore.resetCache());

/** What the other tab's completion leaves behind, delivered as the browser does: "storage" events. */
function otherTabCompletes(hash: string) {
  const book = JSON.parse(storedText.read("local", BOOK_KEY) ?? "[]") as BookEntry[];
  const paid = book.map((e) => (e.id === INVOICE ? { ...e, paid: { hash, at: Date.now() } } : e));
  otherTabWrites(BOOK_KEY, JSON.stringify(paid));
  otherTabWrites(PENDING_KEY, "[]");
}

/** Pastes the hash on the invoice's row, as the user does; `answer` is this tab's completion. */
async function pasteHere(answer: () => Promise<Response> | Response) {
  invoiceBook.add(PROFILE, bookEntryOf(payment));
  const account = await createTestAccount({ top_up_balance: 1000 });
  const view = renderApp("/topup", { account });
  view.network.stage(COMPLETE, answer);
  const main = within(await findPageMain("Top up"));
  const row = within(await main.findByRole("listitem", { name: `Invoice ${INVOICE}` }));
  const user = userEvent.setup();
  await user.click(row.getByRole("button", { name: "Paste a hash" }));
  await user.type(row.getByLabelText(`Transaction hash for invoice ${INVOICE}`), FIXTURE_HASH);
  await user.click(row.getByRole("button", { name: "Check this hash" }));
  await expect.poll(() => view.network.sentTo(COMPLETE.slice(5)).length, { timeout: 10_000 }).toBe(1);
  return { ...view, main };
}

async function expectSuccess() {
  const box = await screen.findByRole("status", { name: "Top-up completed" });
  expect(box).toHaveTextContent("Credits added: 1,000 credits");
  expect(within(box).getByTestId("credited-hash")).toHaveTextContent(FIXTURE_HASH);
  return box;
}

test("the tab where the hash was pasted shows the success when another tab's request completed it", async () => {
  let answer: (response: Response) => void = () => undefined;
  const { main, network } = await pasteHere(() => new Promise<Response>((resolve) => (answer = resolve)));
  act(() => otherTabCompletes(FIXTURE_HASH));
  await expectSuccess();
  expect(main.getByRole("listitem", { name: `Invoice ${INVOICE}` })).toHaveTextContent("Paid");
  expect(main.queryByRole("listitem", { name: `Payment for invoice ${INVOICE}` })).toBeNull();
  // This tab's own request comes back late: still one success, no error, nothing sent again.
  await act(async () => {
    answer(new Response(null, { status: 200 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.getAllByRole("status", { name: "Top-up completed" })).toHaveLength(1);
  expect(main.queryByRole("alert")).toBeNull();
  expect(network.sentTo(COMPLETE.slice(5))).toHaveLength(1);
});

// The other tab's request credited the payment first; this tab's completion of the same hash is
// answered before the other tab's storage events arrive.
test.each([
  ["an empty 200 (production)", () => new Response(null, { status: 200 })],
  [
    "409 INVOICE_ALREADY_COMPLETED by the same hash",
    () =>
      json(
        {
          error: {
            code: "INVOICE_ALREADY_COMPLETED",
            message: "This invoice was already paid by another transaction",
            details: { transaction_hash: FIXTURE_HASH },
          },
        },
        { status: 409 },
      ),
  ],
])("a second completion answered with %s is a success, not an error", async (_name, answer) => {
  const { main } = await pasteHere(answer);
  await expectSuccess();
  expect(main.getByRole("listitem", { name: `Invoice ${INVOICE}` })).toHaveTextContent("Paid");
  expect(main.queryByRole("alert")).toBeNull();
});

test("an overpaid invoice says how much was over, in ETH, and how the service returns it", async () => {
  const { main } = await pasteHere(() =>
    json({
      id: INVOICE,
      account_id: "acct_1",
      requested_at: 1_700_000_000,
      purchased_at: 1_700_000_060,
      status: "completed",
      credits: 1000,
      amount: payment.invoice.amount,
      currency_id: "eth",
      decimals: 18,
      destination_address: payment.invoice.destination,
      overpaid: "100000000000000",
    }),
  );
  const box = await expectSuccess();
  expect(within(box).getByTestId("overpaid")).toHaveTextContent(
    "You sent 0.0001 ETH more than the quote (100000000000000 smallest units); only the quote was credited. The service does not return the excess by itself: ask the operator, who sends it back from the treasury to the address that made the transfer.",
  );
  expect(main.getByRole("listitem", { name: `Invoice ${INVOICE}` })).toHaveTextContent("Paid");
});

test("an invoice paid exactly says nothing about an excess", async () => {
  await pasteHere(() => new Response(null, { status: 200 }));
  const box = await expectSuccess();
  expect(within(box).queryByTestId("overpaid")).toBeNull();
});
