import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { testConnection } from "../../../test/fixtures/connection";
import { installAppNetwork, type AppNetwork } from "../../../test/app-network";
import { json, routes } from "../../../test/service";
import type { TopUpInvoice } from "../api/top-up-invoice";
import { REMOTE_SETUP, type TopUpSetup } from "../model/top-up-setup";
import { QuoteCard } from "./quote-card";
import { QuoteForm } from "./quote-form";

let service: AppNetwork | undefined;

const setup: TopUpSetup = { ...REMOTE_SETUP, maxCredits: 5000 };
const wireInvoice = {
  id: "inv_42",
  account_id: "acc_1",
  requested_at: 1763731200,
  purchased_at: null,
  status: "requested",
  credits: 1500,
  amount: "15000000000000000",
  currency_id: "eth",
  decimals: 18,
  destination_address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
};

function renderForm(onQuote = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <QuoteForm connection={testConnection} setup={setup} onQuote={onQuote} />
    </QueryClientProvider>,
  );
  return onQuote;
}

test("credits outside 1…max are explained and never sent", async () => {
  service = installAppNetwork(routes({}));
  renderForm();
  const credits = screen.getByLabelText("Credits");
  expect(screen.getByText("A whole number from 1 to 5,000.")).toBeInTheDocument();
  for (const [value, message] of [
    ["0", "Buy at least 1 credit."],
    ["1.5", "Use whole numbers only, like 1000 or 1,000."],
    ["5001", "At most 5,000 credits per invoice."],
  ] as const) {
    await userEvent.clear(credits);
    await userEvent.type(credits, value);
    await userEvent.click(screen.getByRole("button", { name: "Get quote" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(credits).toHaveAttribute("aria-invalid", "true");
  }
  expect(service.requests).toHaveLength(0);
});

test("Get quote posts the currency and credits and hands back the invoice", async () => {
  service = installAppNetwork(routes({ "POST /billing/v1/account/topup": () => json(wireInvoice) }));
  const onQuote = renderForm();
  await userEvent.clear(screen.getByLabelText("Credits"));
  await userEvent.type(screen.getByLabelText("Credits"), "1500");
  await userEvent.click(screen.getByRole("button", { name: "Get quote" }));
  await vi.waitFor(() => expect(onQuote).toHaveBeenCalled());
  expect(await service.requests[0]?.json()).toEqual({ type: "crypto", currency_id: "eth", credits: 1500 });
  expect((onQuote.mock.calls[0]?.[0] as TopUpInvoice).amount).toBe(15_000_000_000_000_000n);
});

test("a refused currency is explained with the next step", async () => {
  service = installAppNetwork(
    routes({
      "POST /billing/v1/account/topup": () =>
        json(
          { error: { code: "CURRENCY_NOT_SUPPORTED", message: "nope", details: { supported: ["usdc"] } } },
          { status: 400 },
        ),
    }),
  );
  renderForm();
  await userEvent.click(screen.getByRole("button", { name: "Get quote" }));
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("This currency is not accepted");
  expect(alert).toHaveTextContent("Next: Choose one of: usdc.");
});

test("the quote card shows human and exact amounts, the EIP-681 URI and its QR code", async () => {
  const invoice: TopUpInvoice = {
    id: "inv_42",
    accountId: "acc_1",
    requestedAt: 1763731200,
    purchasedAt: null,
    status: "requested",
    credits: 1500n,
    amount: 15_000_000_000_000_000n,
    currencyId: "eth",
    decimals: 18,
    destinationAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  };
  const [currency] = REMOTE_SETUP.currencies;
  if (!currency) throw new Error("no currency");
  render(<QuoteCard invoice={invoice} currency={currency} chain={REMOTE_SETUP.chain} />);
  expect(screen.getByText("0.015 ETH")).toBeInTheDocument();
  expect(screen.getByText("15000000000000000")).toBeInTheDocument();
  expect(screen.getByText("Ethereum (chain id 1)")).toBeInTheDocument();
  expect(
    screen.getByText("ethereum:0x70997970C51812dc3A010C7d01b50e0d17dc79C8@1?value=15000000000000000"),
  ).toBeInTheDocument();
  expect(await screen.findByRole("img", { name: /QR code/ })).toHaveAttribute(
    "src",
    expect.stringMatching(/^data:image\/svg\+xml/),
  );
});

test("'1,000' typed the way the app prints numbers is accepted and sent as 1000", async () => {
  service = installAppNetwork(routes({ "POST /billing/v1/account/topup": () => json(wireInvoice) }));
  const onQuote = renderForm();
  await userEvent.clear(screen.getByLabelText("Credits"));
  await userEvent.type(screen.getByLabelText("Credits"), "1,000");
  await userEvent.click(screen.getByRole("button", { name: "Get quote" }));
  await vi.waitFor(() => expect(onQuote).toHaveBeenCalled());
  expect(await service.requests[0]?.json()).toEqual({ type: "crypto", currency_id: "eth", credits: 1000 });
});

test("the price per credit is shown before quoting when the connection knows it", () => {
  service = installAppNetwork(routes({}));
  const client = new QueryClient();
  const priced: TopUpSetup = {
    ...setup,
    currencies: setup.currencies.map((c) => ({ ...c, creditsPerUnit: 100_000n })),
  };
  render(
    <QueryClientProvider client={client}>
      <QuoteForm connection={testConnection} setup={priced} onQuote={vi.fn()} />
    </QueryClientProvider>,
  );
  expect(screen.getByTestId("price-per-credit")).toHaveTextContent(
    "Price: 100,000 credits per ETH, so 1 credit costs 0.00001 ETH.",
  );
});

test("the quote card offers copy buttons and says when it no longer matches the form", () => {
  const [currency] = REMOTE_SETUP.currencies;
  if (!currency) throw new Error("no currency");
  const invoice: TopUpInvoice = {
    id: "inv_42",
    accountId: "acc_1",
    requestedAt: 1763731200,
    purchasedAt: null,
    status: "requested",
    credits: 1500n,
    amount: 15_000_000_000_000_000n,
    currencyId: "eth",
    decimals: 18,
    destinationAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  };
  render(<QuoteCard invoice={invoice} currency={currency} chain={REMOTE_SETUP.chain} outdated />);
  for (const name of [
    "Copy amount in ETH",
    "Copy exact amount in wei",
    "Copy invoice id",
    "Copy destination address",
  ])
    expect(screen.getByRole("button", { name })).toBeInTheDocument();
  expect(screen.getByText(/^Out of date: /)).toHaveTextContent(/still for 1,500 credits in ETH/);
});
