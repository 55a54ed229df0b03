import { Hono } from "hono";
import { expectStatus } from "../../common/expect-status.ts";

// The shared status assertion (common/expect-status.ts): a failure says what the service answered.
const app = new Hono()
  .get("/refused", (c) =>
    c.json({ error: { code: "PAYMENT_NOT_COMPLETED", details: { check: "mined" } } }, 409),
  )
  .get("/ok", (c) => c.json({ fine: true }));

async function failureOf(run: () => Promise<void>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("the assertion passed");
}

describe("expectStatus", () => {
  it("passes on the expected status without reading the body", async () => {
    const res = await app.request("/ok");
    await expectStatus(res, 200);
    expect(res.bodyUsed).toBe(false);
    expect(await res.json()).toEqual({ fine: true });
  });

  it("prints the status and the body on failure, and leaves the body readable", async () => {
    const res = await app.request("/refused");
    const message = await failureOf(() => expectStatus(res, 200));
    expect(message).toContain("HTTP 409\n");
    expect(message).toContain('"check":"mined"');
    expect(message).toContain("expected 409 to be 200");
    expect(await res.json()).toMatchObject({ error: { code: "PAYMENT_NOT_COMPLETED" } });
  });

  it("keeps the caller's message, and says when the body was already read", async () => {
    const res = await app.request("/refused");
    await res.text();
    const message = await failureOf(() => expectStatus(res, 200, "the completion"));
    expect(message).toContain("the completion");
    expect(message).toContain("the body was read before the status was checked");
  });

  it("reads a Playwright-style answer and shows the fields of any other object with a status", async () => {
    const playwright = {
      status: () => 503,
      url: () => "http://stack/x",
      text: () => Promise.resolve("down"),
    };
    expect(await failureOf(() => expectStatus(playwright, 200))).toContain(
      "HTTP 503 from http://stack/x\ndown",
    );
    const apiError = { status: 400, code: "INVALID_REQUEST" };
    expect(await failureOf(() => expectStatus(apiError, 200))).toContain('"code":"INVALID_REQUEST"');
    expect(await failureOf(() => expectStatus(null, 200))).toContain("no answer at all");
  });
});
