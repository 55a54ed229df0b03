import { defaultConfig } from "../config.ts";
import { twoApps, type TwoApps } from "../testing/two-apps.ts";
import { expectStatus } from "../../common/expect-status.ts";

let s: TwoApps;
const limits = { ...defaultConfig().limits, rateLimit: { requests: 5, windowMs: 60_000 } };
beforeAll(async () => {
  s = await twoApps({ config: { limits } });
});
afterAll(() => s.close());

it("one key's budget is shared by both instances: 12 concurrent requests across A and B, 5 answered", async () => {
  const statuses = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      (i % 2 === 0 ? s.a : s.b).call("GET", "/billing/v1/account/balance", s.key).then((r) => r.status),
    ),
  );
  expect(statuses.filter((x) => x === 200)).toHaveLength(5);
  expect(statuses.filter((x) => x === 429)).toHaveLength(7);
  // Spent on A, refused on B too; another key is untouched.
  const other = await s.account();
  await expectStatus(await s.b.call("GET", "/billing/v1/account/balance", s.key), 429);
  await expectStatus(await s.b.call("GET", "/billing/v1/account/balance", other.apiKey), 200);
});

it("the windows survive a crash restart of PostgreSQL: their table is logged (crash recovery empties an unlogged one)", async () => {
  const { rows } = await s.a.db.query<{ relpersistence: string }>(
    "SELECT relpersistence FROM pg_class WHERE relname = 'rate_limit_windows'",
  );
  expect(rows).toEqual([{ relpersistence: "p" }]);
});
