import { render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { depositWatchStore } from "../model/deposit-watch-store";
import { WatchLine } from "./watch-line";

afterEach(() => depositWatchStore.forget("inv_1"));

test("a deposit the RPC cannot trace says it must be pasted", () => {
  depositWatchStore.set("inv_1", { state: "untraceable" });
  render(
    <WatchLine
      invoiceId="inv_1"
      destination="0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
      symbol="ETH"
      chainName="Local chain"
      shared={false}
      stale={false}
    />,
  );
  expect(screen.getByTestId("watch-line")).toHaveTextContent(
    "ETH reached 0x7099…79C8 through a contract (a smart wallet or a relay), and this connection’s RPC cannot trace contract calls, so the transaction cannot be found here: paste its hash to have it credited.",
  );
});

test.each([
  ["ETH", "for an ETH transfer"],
  ["USDC", "for a USDC transfer"],
])("the watched %s transfer is named with the right article", (symbol, text) => {
  depositWatchStore.set("inv_1", { state: "watching" });
  render(
    <WatchLine
      invoiceId="inv_1"
      destination="0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
      symbol={symbol}
      chainName="Local chain"
      shared={false}
      stale={false}
    />,
  );
  expect(screen.getByTestId("watch-line")).toHaveTextContent(text);
});
