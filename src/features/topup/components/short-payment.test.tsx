import { render, screen } from "@testing-library/react";
import { stateOf, type BookEntry } from "../model/invoice-book";
import { InvoiceRow } from "./invoice-row";

const entry: BookEntry = {
  id: "inv_short",
  billingBaseUrl: "http://127.0.0.1:1",
  currencyId: "eth",
  credits: "1000",
  amount: "10000000000000000",
  decimals: 18,
  destination: "0x1111111111111111111111111111111111111111",
  chainId: 31337,
  token: null,
  createdAt: Date.now(),
  paid: null,
  byId: false,
  removedAt: null,
  excessSeen: false,
  // The service's short answer for the first transfer: the sum received against the quote.
  outcomes: [
    {
      hash: `0x${"ab".repeat(32)}`,
      at: Date.now(),
      code: "PAYMENT_NOT_COMPLETED",
      check: "amount",
      expected: "10000000000000000",
      found: "9999999999999999",
    },
  ],
};

it("says what a short payment received and what is missing, exactly, with a request for the rest; it cannot be removed", () => {
  render(
    <ul>
      <InvoiceRow
        entry={entry}
        state={stateOf(entry, false)}
        symbol="ETH"
        chainName="Local chain"
        onOpen={() => {}}
        onHash={() => {}}
        shared={false}
        stale={false}
        onRemove={() => {}}
      />
    </ul>,
  );
  expect(screen.getByTestId("short-received")).toHaveTextContent("0.009999999999999999 ETH");
  expect(screen.getByTestId("short-missing")).toHaveTextContent("0.000000000000000001 ETH");
  expect(screen.getByTestId("short-payment")).toHaveTextContent("of 0.01 ETH");
  // The EIP-681 request asks for the missing wei only, to the invoice's own address.
  expect(screen.getByText(/^ethereum:/)).toHaveTextContent(
    "ethereum:0x1111111111111111111111111111111111111111@31337?value=1",
  );
  expect(screen.queryByText("The transfer has the wrong amount")).toBeNull();
  // Money received pins it: partly paid, with no Remove.
  expect(screen.getByTestId("partly-line")).toHaveTextContent(
    "Partly paid: 0.000000000000000001 ETH missing (1 smallest units)",
  );
  expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
});
