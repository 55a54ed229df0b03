import { expect, test } from "vitest";
import { pollInterval, POLL_HIDDEN_MS, POLL_VISIBLE_MS } from "./tasks-queries";

const state = (status: "Queued" | "Researching" | "Completed" | "Failed") => ({
  id: "task_x",
  status,
  createdAt: null,
  finishedAt: null,
});

test("polls every 2 s while visible, slower while hidden, and stops at a terminal status", () => {
  expect(pollInterval(undefined, false)).toBe(POLL_VISIBLE_MS);
  expect(POLL_VISIBLE_MS).toBe(2_000);
  expect(pollInterval(state("Researching"), false)).toBe(2_000);
  expect(pollInterval(state("Queued"), true)).toBe(POLL_HIDDEN_MS);
  expect(POLL_HIDDEN_MS).toBeGreaterThan(POLL_VISIBLE_MS);
  expect(pollInterval(state("Completed"), false)).toBe(false);
  expect(pollInterval(state("Failed"), true)).toBe(false);
});
