import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { twoApps, type TwoApps } from "../testing/two-apps.ts";
import { expectStatus } from "../../common/expect-status.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** `npm run sandbox -- …` as an operator types it, on `databaseUrl` (or without DATABASE_URL). */
function sandbox(args: string[], databaseUrl: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  if (databaseUrl !== undefined) env.DATABASE_URL = databaseUrl;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", "sandbox", "--", ...args],
      { cwd: root, env },
      (error, stdout, stderr) => {
        resolve({
          code: error === null ? 0 : typeof error.code === "number" ? error.code : 1,
          stdout,
          stderr,
        });
      },
    );
  });
}

describe("npm run sandbox -- member …", () => {
  let t: TwoApps;
  beforeAll(async () => {
    t = await twoApps();
  });
  afterAll(() => t.close());

  it("add prints a key that works on both instances, stored hashed; revoke answers 401 on both at once", async () => {
    const added = await sandbox(["member", "add", "alice"], t.url);
    expect(added.code).toBe(0);
    const key = /\b(dk_[0-9a-f]{32})\b/.exec(added.stdout)?.[1];
    expect(key, added.stdout + added.stderr).toBeDefined();
    const apiKey = key as string;
    expect(added.stdout).toContain("6,250 test credits");
    for (const instance of [t.a, t.b]) {
      const res = await instance.call("GET", "/billing/v1/account/balance", apiKey);
      await expectStatus(res, 200);
      expect(await res.json()).toMatchObject({ balance: 6250 });
    }
    const stored = await t.a.db.query<{ key_hash: string }>("SELECT key_hash FROM api_keys");
    expect(JSON.stringify(stored.rows)).not.toContain(apiKey.slice(3));

    const again = await sandbox(["member", "add", "alice"], t.url);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("alice is already a member");

    const listed = await sandbox(["member", "list"], t.url);
    expect(listed.stdout).toMatch(/^alice\s+active\s+1 key\s+6,250 credits/m);
    expect(listed.stdout).not.toContain(apiKey);

    const revoked = await sandbox(["member", "revoke", "alice"], t.url);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain("Revoked alice: 1 key removed");
    // The very next request on either instance: no cache to wait out.
    const [onA, onB] = await Promise.all(
      [t.a, t.b].map((instance) => instance.call("GET", "/billing/v1/account/balance", apiKey)),
    );
    expect([onA?.status, onB?.status]).toEqual([401, 401]);
    expect((await sandbox(["member", "list"], t.url)).stdout).toMatch(/^alice\s+revoked\s+0 keys/m);
  }, 120_000);

  it("refuses without DATABASE_URL, an unknown member and a bad name, each in one line", async () => {
    const none = await sandbox(["member", "list"], undefined);
    expect(none.code).toBe(1);
    expect(none.stderr.trim()).toMatch(/^npm run sandbox: DATABASE_URL is not set/);
    const unknown = await sandbox(["member", "revoke", "nobody"], t.url);
    expect([unknown.code, unknown.stderr.trim()]).toEqual([
      1,
      "npm run sandbox: No member named nobody (member list shows them)",
    ]);
    const bad = await sandbox(["member", "add", "bad name;"], t.url);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("is not a member name");
    const usage = await sandbox(["members"], t.url);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("usage: npm run sandbox -- member add <name>");
  }, 120_000);
});
