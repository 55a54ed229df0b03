// What a failed status assertion prints: the answer's status, where it came from and its body, so a
// test that expected 200 and got 409 says which check refused. Framework-free: the Vitest helper
// (common/expect-status.ts) and the Playwright one (e2e/expect-status.ts) share it.

/** A Fetch Response (`app.request`, `fetch`) or any `{ status }` (an ApiError, a test's own result). */
export interface FetchAnswer {
  status: number;
  url?: string;
  bodyUsed?: boolean;
  clone?: () => { text(): Promise<string> };
}

/** A Playwright APIResponse or page Response: its body can be read more than once. */
export interface PlaywrightAnswer {
  status(): number;
  url?(): string;
  text?(): Promise<string>;
}

export type Answer = FetchAnswer | PlaywrightAnswer;

const isPlaywright = (answer: Answer): answer is PlaywrightAnswer => typeof answer.status === "function";

const BODY_LIMIT = 2_000;
// Only on failure: a streamed body that never ends (server-sent events) must not hold the report.
const BODY_WAIT_MS = 2_000;

export function statusOf(answer: Answer | null | undefined): number | undefined {
  if (answer === null || answer === undefined) return undefined;
  return isPlaywright(answer) ? answer.status() : answer.status;
}

/** The status line, the URL and the body (read from a clone, so the test can still read it). */
export async function describeAnswer(answer: Answer | null | undefined): Promise<string> {
  if (answer === null || answer === undefined) return "no answer at all";
  const url = isPlaywright(answer) ? answer.url?.() : answer.url;
  const head = `HTTP ${statusOf(answer)}${url ? ` from ${url}` : ""}`;
  return `${head}\n${await bodyOf(answer)}`;
}

async function bodyOf(answer: Answer): Promise<string> {
  let read: Promise<string> | null = null;
  if (isPlaywright(answer)) {
    if (answer.text !== undefined) read = answer.text();
  } else if (answer.bodyUsed === true) {
    return "(the body was read before the status was checked)";
  } else if (answer.clone !== undefined) {
    try {
      read = answer.clone().text();
    } catch (error) {
      // A body a reader holds (a stream being read) cannot be cloned.
      return `(body not readable: ${String(error)})`;
    }
  }
  if (read === null) return `(not an HTTP answer: ${ownFields(answer)})`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`(no end of body within ${BODY_WAIT_MS / 1000} s)`), BODY_WAIT_MS);
  });
  try {
    const body = await Promise.race([
      read.catch((error: unknown) => `(body unreadable: ${String(error)})`),
      late,
    ]);
    return body.length > BODY_LIMIT ? `${body.slice(0, BODY_LIMIT)}… (${body.length} characters)` : body;
  } finally {
    clearTimeout(timer);
  }
}

function ownFields(value: object): string {
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v));
  } catch {
    return "(fields not printable)";
  }
}
