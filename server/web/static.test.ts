import { brotliCompressSync, gzipSync } from "node:zlib";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createStaticSite } from "./static.ts";
import { expectStatus } from "../../common/expect-status.ts";

// A dist laid out as `vite build` writes it: each file with its .br and .gz copies.
const dist = mkdtempSync(join(tmpdir(), "static-dist-"));
mkdirSync(join(dist, "assets"));
const html = "<!doctype html><html><head><title>dashboard</title></head><body></body></html>";
const js = `export const answer = ${"42 + ".repeat(200)}0;`;
function withCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}
withCopies(join(dist, "index.html"), html);
withCopies(join(dist, "assets", "app-abc123.js"), js);
writeFileSync(join(dist, "assets", "plain-def456.js"), "export {};");
// The part of Vite's build manifest the server reads: the entry, two routes and what they import.
mkdirSync(join(dist, ".vite"));
writeFileSync(
  join(dist, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-e1.js", isEntry: true, imports: ["_button-b1.js"] },
    "_button-b1.js": { file: "assets/button-b1.js" },
    "_form-f1.js": { file: "assets/form-f1.js", imports: ["_button-b1.js"], css: ["assets/form-f1.css"] },
    "src/app/routes/balance.tsx": { file: "assets/balance-r1.js", imports: ["index.html", "_button-b1.js"] },
    "src/app/routes/tool.tsx": { file: "assets/tool-r2.js", imports: ["index.html", "_form-f1.js"] },
    "src/app/routes/not-found.tsx": { file: "assets/not-found-r3.js", imports: ["index.html"] },
  }),
);
// What the build's route-manifest plugin writes beside it: which module each route's page is.
writeFileSync(
  join(dist, ".vite", "routes.json"),
  JSON.stringify({
    routes: [
      { name: "balance", pattern: "/balance", module: "src/app/routes/balance.tsx", firstRenderLazy: [] },
      { name: "tool", pattern: "/tools/:toolName", module: "src/app/routes/tool.tsx", firstRenderLazy: [] },
    ],
    index: "balance",
    notFound: "src/app/routes/not-found.tsx",
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const site = createStaticSite(dist);
const get = (path: string, acceptEncoding?: string) =>
  site.request(path, { headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding } });

describe("static site", () => {
  it("sends the brotli copy to a browser that accepts it, marked and varied by encoding", async () => {
    const res = await get("/assets/app-abc123.js", "gzip, deflate, br, zstd");
    await expectStatus(res, 200);
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Vary")).toContain("Accept-Encoding");
    expect(res.headers.get("Content-Type")).toMatch(/javascript/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(js.length);
    expect(body.equals(brotliCompressSync(js))).toBe(true);
  });

  it("falls back to gzip, then to the file itself", async () => {
    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(js);
    const uncompressed = await get("/assets/plain-def456.js", "br");
    expect(uncompressed.headers.get("Content-Encoding")).toBeNull();
    expect(await uncompressed.text()).toBe("export {};");
  });

  it("compresses the SPA fallback too, and keeps its policy and revalidation", async () => {
    const res = await get("/tools/some_tool", "br");
    await expectStatus(res, 200);
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Content-Security-Policy")).toMatch(/script-src 'self'/);
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("caches hashed assets for a year whichever copy was sent", async () => {
    for (const encoding of ["br", "gzip", ""]) {
      const res = await get("/assets/app-abc123.js", encoding);
      expect(res.headers.get("Cache-Control"), encoding).toBe("public, max-age=31536000, immutable");
    }
  });

  it("answers a missing asset with the JSON 404, not the page", async () => {
    const res = await get("/assets/missing-000000.js", "br");
    await expectStatus(res, 404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });

  it("names the route's own chunks and /config.json in the page it answers for that route", async () => {
    const preloads = async (path: string) => {
      const page = await (await get(path)).text();
      return [...page.matchAll(/<link rel="(modulepreload|preload|stylesheet)"[^>]*href="([^"]+)"/g)].map(
        ([, rel, href]) => `${rel} ${href}`,
      );
    };
    const config = "preload /config.json";
    expect(await preloads("/tools/coingecko_getPrice")).toEqual([
      config,
      "modulepreload /assets/tool-r2.js",
      "modulepreload /assets/form-f1.js",
      "stylesheet /assets/form-f1.css",
    ]);
    // The entry and what it imports are already in index.html; "/" redirects to /balance.
    for (const path of ["/", "/balance"])
      expect(await preloads(path), path).toEqual([config, "modulepreload /assets/balance-r1.js"]);
    // The client router shows its not-found page for /index.html as for any unknown path.
    for (const path of ["/no/such/page", "/index.html"])
      expect(await preloads(path), path).toEqual([config, "modulepreload /assets/not-found-r3.js"]);
  });

  it("does not serve the build manifest", async () => {
    await expectStatus(await get("/.vite/manifest.json"), 404);
  });
});
