import { afterEach, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../test-support.ts";

let t: TestApp;
afterEach(() => t.close());

it("logs one line per request with method, path, status and duration, and never the key", async () => {
  const lines: string[] = [];
  t = await makeTestApp({ log: (l) => lines.push(l) });
  const auth = { Authorization: `Bearer ${t.key}` };
  await t.app.request("/billing/v1/account/balance?token=secret", { headers: auth });
  await t.app.request("/billing/v1/account/balance", { headers: { Authorization: "Bearer dk_wrong" } });
  await t.app.request("/billing/v1/account/balance", { method: "POST", headers: auth });
  const created = await t.app.request("/__test/accounts", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
  const { api_key } = (await created.json()) as { api_key: string };

  expect(lines).toHaveLength(4);
  expect(lines[0]).toMatch(/^GET \/billing\/v1\/account\/balance 200 \d+ms$/);
  expect(lines[1]).toMatch(/^GET \/billing\/v1\/account\/balance 401 \d+ms$/);
  expect(lines[2]).toMatch(/^POST \/billing\/v1\/account\/balance 405 \d+ms$/);
  expect(lines[3]).toMatch(/^POST \/__test\/accounts 201 \d+ms$/);
  const all = lines.join("\n");
  for (const secret of [t.key, api_key, "dk_wrong", "secret", "Bearer"]) expect(all).not.toContain(secret);
});

it("escapes control characters in the logged path, so a request cannot forge a line or send terminal escapes", async () => {
  const lines: string[] = [];
  t = await makeTestApp({ log: (l) => lines.push(l) });
  await t.app.request("/chat/v1/%0AThe%20service%20did%20not%20start:%20x%1B]0;pwned%07");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(
    /^GET \/chat\/v1\/\\x0aThe service did not start: x\\x1b\]0;pwned\\x07 401 \d+ms$/,
  );
  // eslint-disable-next-line no-control-regex
  expect(lines[0]).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
});
