import { act, renderHook } from "@testing-library/react";
import { beforeEach, expect, test } from "vitest";
import { storedText } from "../../../lib/storage-test-kit";
import { bookEntryFor, invoiceBook } from "../model/invoice-book";
import { useInvoiceBook } from "./use-invoice-book";
import { topUpInvoice } from "../model/pending-payment-test-kit";

const invoice = topUpInvoice();
const URL_A = "https://a.test/billing/v1";
const URL_B = "https://b.test/billing/v1";
const ETH = { chainId: 31337, token: null };

beforeEach(() => storedText.clear("local"));

test("the book of a billing URL is the same array across renders until the book changes", () => {
  invoiceBook.add("local", bookEntryFor(invoice, URL_A, ETH, 5));
  invoiceBook.add("local", bookEntryFor({ ...invoice, id: "inv_2" }, URL_B, ETH, 6));
  const { result, rerender } = renderHook(({ url }) => useInvoiceBook("local", url), {
    initialProps: { url: URL_A },
  });
  const first = result.current;
  expect(first.map((e) => e.id)).toEqual(["inv_1"]);

  rerender({ url: URL_A });
  expect(result.current).toBe(first);

  act(() => invoiceBook.add("local", bookEntryFor({ ...invoice, id: "inv_3" }, URL_A, ETH, 7)));
  expect(result.current).not.toBe(first);
  expect(result.current.map((e) => e.id)).toEqual(["inv_3", "inv_1"]);

  rerender({ url: URL_B });
  expect(result.current.map((e) => e.id)).toEqual(["inv_2"]);
});
