import { describe, expect, test, vi } from "vitest";
import { ApiError } from "../../../lib/http";
import { FIXTURE_HASH, pendingPayment } from "./pending-payment-test-kit";
import { NOT_FOUND_DELAYS_MS, RETRY_DELAYS_MS } from "./completion-backoff";
import { settlePayment, type SettleDeps, type SettlePhase } from "./settle-payment";

const HASH = FIXTURE_HASH;
const REPLACEMENT = `0x${"b".repeat(64)}` as const;

// Sent from the page's wallet, so it has a nonce slot a replacement can take.
const payment = pendingPayment({
  from: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  nonce: 7,
  to: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
});

const notCompleted = (check: string) =>
  new ApiError({
    kind: "http",
    status: 409,
    code: "PAYMENT_NOT_COMPLETED",
    message: "no",
    details: { check, expected: "1", found: "0" },
  });

function harness(answers: (() => ReturnType<SettleDeps["complete"]>)[], overrides: Partial<SettleDeps> = {}) {
  const phases: SettlePhase[] = [];
  const completed: string[] = [];
  const sleeps: number[] = [];
  const deps: SettleDeps = {
    complete: (_id, hash) => {
      completed.push(hash);
      const next = answers.shift();
      return next ? next() : Promise.resolve(null);
    },
    onPhase: (phase) => phases.push(phase),
    onReplaced: vi.fn(),
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    now: () => 0,
    ...overrides,
  };
  return {
    deps,
    phases,
    completed,
    sleeps,
    run: () => settlePayment(payment, deps, new AbortController().signal),
  };
}

describe("settlePayment", () => {
  test("waits for the receipt, then completes with the hash that was actually mined", async () => {
    const h = harness([], { waitForReceipt: () => Promise.resolve(REPLACEMENT) });
    await h.run();
    expect(h.deps.onReplaced).toHaveBeenCalledWith(REPLACEMENT);
    expect(h.completed).toEqual([REPLACEMENT]);
    expect(h.phases.at(-1)).toEqual({ phase: "done", hash: REPLACEMENT });
  });

  test("'not mined yet' and outages are retried with growing delays until success", async () => {
    const outage = new ApiError({ kind: "http", status: 503, code: "CHAIN_UNAVAILABLE", message: "down" });
    const h = harness([() => Promise.reject(notCompleted("mined")), () => Promise.reject(outage)]);
    await h.run();
    expect(h.completed).toEqual([HASH, HASH, HASH]);
    expect(h.sleeps).toEqual([RETRY_DELAYS_MS[0], RETRY_DELAYS_MS[1]]);
    expect(h.phases.filter((p) => p.phase === "retrying")).toHaveLength(2);
    expect(h.phases.at(-1)).toEqual({ phase: "done", hash: HASH });
  });

  test("a wrong amount is final: no retry, the error is reported", async () => {
    const wrong = notCompleted("amount");
    const h = harness([() => Promise.reject(wrong)]);
    await h.run();
    expect(h.completed).toHaveLength(1);
    expect(h.phases.at(-1)).toEqual({ phase: "failed", error: wrong });
  });

  test("retries are bounded: after the last delay the user decides", async () => {
    const answers = Array.from({ length: 10 }, () => () => Promise.reject(notCompleted("confirmations")));
    const h = harness(answers);
    await h.run();
    expect(h.completed).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(h.phases.at(-1)?.phase).toBe("stalled");
  });

  test("a receipt that never comes stops at 'stalled' without asking the service", async () => {
    const h = harness([], { waitForReceipt: () => Promise.reject(new Error("timed out")) });
    await h.run();
    expect(h.completed).toEqual([]);
    expect(h.phases.at(-1)?.phase).toBe("stalled");
  });

  test("an unknown hash is said at once, checked for a short window only, then final", async () => {
    const unknown = new ApiError({
      kind: "http",
      status: 409,
      code: "PAYMENT_NOT_COMPLETED",
      message: "no",
      details: { check: "mined", expected: "mined", found: "unknown transaction" },
    });
    const answers = Array.from({ length: 10 }, () => () => Promise.reject(unknown));
    const h = harness(answers);
    await h.run();
    expect(h.phases.find((p) => p.phase !== "completing")?.phase).toBe("not-found");
    expect(h.sleeps).toEqual([...NOT_FOUND_DELAYS_MS]);
    expect(h.completed).toHaveLength(NOT_FOUND_DELAYS_MS.length + 1);
    expect(h.phases.at(-1)).toEqual({ phase: "failed", error: unknown });
  });
});
