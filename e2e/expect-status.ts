import { expect } from "@playwright/test";
import { describeAnswer, statusOf, type Answer } from "../common/http-answer.ts";

/**
 * Playwright: the answer (an APIResponse, a page's Response or a `fetch` Response) has `status`, or
 * the failure prints its body (common/http-answer.ts); read only on failure.
 */
export async function expectStatus(answer: Answer | null | undefined, status: number, message?: string) {
  const actual = statusOf(answer);
  if (actual === status) return expect(actual).toBe(status);
  const report = await describeAnswer(answer);
  expect(actual, message === undefined ? report : `${message}\n${report}`).toBe(status);
}
