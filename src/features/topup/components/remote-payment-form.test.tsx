import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { DEFAULT_REMOTE_PAYMENT, remotePaymentStore } from "../model/remote-setup-store";
import { remoteSetup } from "../model/top-up-setup";
import { RemotePaymentForm } from "./remote-payment-form";
import { storedText } from "../../../lib/storage-test-kit";

const USDC_BASE = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";

test("a remote service defaults to ETH on Ethereum mainnet", () => {
  remotePaymentStore.save(null);
  const setup = remoteSetup(remotePaymentStore.get());
  expect(setup.chain).toMatchObject({ id: 1, name: "Ethereum" });
  expect(setup.currencies).toEqual([
    expect.objectContaining({ id: "eth", decimals: 18, chainId: 1, token: null }),
  ]);
  expect(setup.testWallet).toBeNull();
});

test("the payment network is editable, checked, and saved without any key", async () => {
  remotePaymentStore.save(null);
  render(<RemotePaymentForm value={DEFAULT_REMOTE_PAYMENT} />);
  await userEvent.click(screen.getByText(/Paid with ETH on Ethereum/));
  const edit = async (label: string, value: string) => {
    await userEvent.clear(screen.getByLabelText(label));
    await userEvent.type(screen.getByLabelText(label), value);
  };
  await edit("Chain id", "abc");
  await userEvent.click(screen.getByRole("button", { name: "Save payment network" }));
  expect(screen.getByRole("status")).toHaveTextContent(/^Chain id:/);

  await edit("Chain id", "8453");
  await edit("Network name", "Base");
  await edit("Currency id", "usdc");
  await edit("Symbol", "USDC");
  await edit("Decimals", "6");
  await edit("Token address", USDC_BASE);
  await userEvent.click(screen.getByRole("button", { name: "Save payment network" }));

  const saved = JSON.parse(storedText.read("local", "dash.topup.remote.v1") ?? "null") as Record<
    string,
    unknown
  >;
  expect(saved).toMatchObject({ chainId: 8453, currencyId: "usdc", decimals: 6, token: USDC_BASE });
  expect(remoteSetup(remotePaymentStore.get()).currencies[0]).toMatchObject({
    chainId: 8453,
    token: USDC_BASE,
  });
});
