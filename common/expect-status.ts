import { expect } from "vitest";
import { describeAnswer, statusOf, type Answer } from "./http-answer.ts";

/**
 * Vitest: the answer has `status`, or the failure prints its body (common/http-answer.ts). For
 * `app.request(...)` and `fetch` Responses; the body is read from a clone, and only on failure.
 */
export async function expectStatus(answer: Answer | null | undefined, status: number, message?: string) {
  const actual = statusOf(answer);
  if (actual === status) return expect(actual).toBe(status);
  const report = await describeAnswer(answer);
  expect(actual, message === undefined ? report : `${message}\n${report}`).toBe(status);
}
