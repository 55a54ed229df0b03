import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { readBalanceCauses } from "../../../lib/balance-causes";
import { testConnection } from "../../../test/fixtures/connection";
import { installAppNetwork, type AppNetwork } from "../../../test/app-network";
import { json, routes } from "../../../test/service";
import { topUpMutations } from "../api/topup-queries";
import { NOT_FOUND_DELAYS_MS, RETRY_DELAYS_MS } from "../model/completion-backoff";
import { invoiceBook } from "../model/invoice-book";
import { bookEntryOf, FIXTURE_HASH, pendingPayment } from "../model/pending-payment-test-kit";
import { pendingStore } from "../model/pending-store";
import { useSettlement } from "./use-settlement";
import { storedText } from "../../../lib/storage-test-kit";

const HASH = FIXTURE_HASH;
const payment = pendingPayment();

const failure =
  (status: number, code: string, details: Record<string, unknown> = {}) =>
  () =>
    json({ error: { code, message: code, details } }, { status });
const notMined = failure(409, "PAYMENT_NOT_COMPLETED", {
  check: "mined",
  expected: "mined",
  found: "pending",
});
const outage = failure(503, "CHAIN_UNAVAILABLE");
const unknownHash = failure(409, "PAYMENT_NOT_COMPLETED", {
  check: "mined",
  expected: "mined",
  found: "unknown transaction",
});
// Production answers success with an empty body.
const credited = () => new Response(null, { status: 200 });

let service: AppNetwork | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  vi.useRealTimers();
  storedText.clear("local");
  pendingStore.resetCache();
});

/** The service answers each completion with the next of `answers`, then with success. */
function settle(answers: (() => Response)[]) {
  service = installAppNetwork(
    routes({ "POST /billing/v1/account/topup/inv_1/complete": () => (answers.shift() ?? credited)() }),
  );
  invoiceBook.add(testConnection.profileId, bookEntryOf(payment));
  pendingStore.save(payment);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => useSettlement(payment, { connection: testConnection, waitForReceipt: undefined }),
    { wrapper },
  );
  const sent = () => service?.requests.length ?? 0;
  const runs = () =>
    client.getMutationCache().findAll({ mutationKey: topUpMutations.complete(testConnection).mutationKey })
      .length;
  return { hook, sent, runs };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

test("a transient answer is asked again after exactly the documented delays, each try a mutation run", async () => {
  const { hook, sent, runs } = settle([notMined, outage]);
  await advance(0);
  expect(sent()).toBe(1);
  expect(hook.result.current.phase).toMatchObject({ phase: "retrying", at: Date.now() + RETRY_DELAYS_MS[0] });

  await advance(RETRY_DELAYS_MS[0] - 1);
  expect(sent()).toBe(1);
  await advance(1);
  expect(sent()).toBe(2);

  await advance(RETRY_DELAYS_MS[1] - 1);
  expect(sent()).toBe(2);
  await advance(1);
  expect(sent()).toBe(3);
  expect(hook.result.current.phase).toEqual({ phase: "done", hash: HASH });
  expect(runs()).toBe(3);
  // The outcome is written where every tab reads it: paid in the book, gone from the pending list.
  expect(invoiceBook.list(testConnection.profileId)[0]?.paid).toMatchObject({ hash: HASH });
  expect(pendingStore.find(payment.invoice.id)).toBeUndefined();
  // The cause is the mutation cache's to record (meta.cause); this client has no such callback.
  expect(readBalanceCauses(testConnection)).toEqual([]);
});

test("after the last delay nothing is sent until the user asks; 'Check now' also ends a wait early", async () => {
  const { hook, sent } = settle(Array.from({ length: RETRY_DELAYS_MS.length + 1 }, () => outage));
  await advance(0);
  await advance(RETRY_DELAYS_MS[0]);
  expect(sent()).toBe(2);
  act(() => hook.result.current.checkNow());
  await advance(0);
  expect(sent()).toBe(3);

  await advance(RETRY_DELAYS_MS.slice(2).reduce((a, b) => a + b, 0));
  expect(sent()).toBe(RETRY_DELAYS_MS.length + 1);
  expect(hook.result.current.phase.phase).toBe("stalled");
  await advance(10 * 60_000);
  expect(sent()).toBe(RETRY_DELAYS_MS.length + 1);

  act(() => hook.result.current.checkNow());
  await advance(0);
  expect(sent()).toBe(RETRY_DELAYS_MS.length + 2);
  expect(hook.result.current.phase.phase).toBe("done");
});

test("a final answer is never sent again by itself", async () => {
  const { hook, sent } = settle([failure(409, "PAYMENT_ALREADY_USED")]);
  await advance(0);
  expect(hook.result.current.phase.phase).toBe("failed");
  await advance(10 * 60_000);
  expect(sent()).toBe(1);
});

test("an unknown hash is checked again only within its own short window, then final", async () => {
  const { hook, sent } = settle(Array.from({ length: 10 }, () => unknownHash));
  await advance(0);
  expect(hook.result.current.phase).toMatchObject({
    phase: "not-found",
    at: Date.now() + NOT_FOUND_DELAYS_MS[0],
  });
  for (const [i, delay] of NOT_FOUND_DELAYS_MS.entries()) {
    await advance(delay - 1);
    expect(sent()).toBe(i + 1);
    await advance(1);
  }
  expect(sent()).toBe(NOT_FOUND_DELAYS_MS.length + 1);
  expect(hook.result.current.phase.phase).toBe("failed");
  await advance(10 * 60_000);
  expect(sent()).toBe(NOT_FOUND_DELAYS_MS.length + 1);
});
