import { Hono } from "hono";
import { request as httpRequest } from "node:http";
import { openListener } from "./listener.ts";
import { createSite } from "./site.ts";
import { siteOptions } from "./site-test-kit.ts";
import { expectStatus } from "../../common/expect-status.ts";

interface Config {
  billingBaseUrl: string;
  apiKey: string | null;
  testWallet: { privateKey: string } | null;
}

/** GET /config.json over a real socket with the given Host (fetch does not let a caller set Host). */
function getConfig(port: number, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: "/config.json", headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("/config.json hands out secrets only on loopback", () => {
  it("through a public name in ALLOWED_HOSTS: the connection, no key and no private key", async () => {
    const listener = await openListener({ port: 0, allowedHosts: ["sandbox.example.test"] });
    try {
      listener.ready({ app: new Hono(), site: createSite(siteOptions({ apiKey: "dk_secretdevkey" })) });
      const local = await getConfig(listener.port, { host: `127.0.0.1:${listener.port}` });
      const localBody = JSON.parse(local.body) as Config;
      expect(localBody.apiKey).toBe("dk_secretdevkey");
      expect(localBody.testWallet?.privateKey).toMatch(/^0x/);

      const shared = await getConfig(listener.port, { host: "sandbox.example.test" });
      await expectStatus(shared, 200);
      const sharedBody = JSON.parse(shared.body) as Config;
      expect(sharedBody).toMatchObject({ billingBaseUrl: "http://sandbox.example.test/billing/v1" });
      expect(sharedBody.apiKey).toBeNull();
      expect(sharedBody.testWallet).toBeNull();
      expect(shared.body).not.toContain("dk_secretdevkey");
      expect(shared.body).not.toContain("privateKey");
    } finally {
      await listener.close();
    }
  });

  it("a loopback Host relayed by a proxy (X-Forwarded-For, Forwarded) gets no secrets either", async () => {
    const site = createSite(siteOptions({ apiKey: "dk_secretdevkey" }));
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
      const res = await site.request("/config.json", {
        headers: { host: "localhost:8787", [header]: "203.0.113.9" },
      });
      const body = (await res.json()) as Config;
      expect([header, body.apiKey, body.testWallet]).toEqual([header, null, null]);
    }
    const direct = (await (
      await site.request("/config.json", { headers: { host: "localhost:8787" } })
    ).json()) as Config;
    expect(direct.apiKey).toBe("dk_secretdevkey");
  });
});
