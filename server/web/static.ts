import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { parseAccept } from "hono/utils/accept";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { notFound } from "../http/errors.ts";
import { cspFromEnv } from "./csp.ts";
import { routeDocuments } from "./route-preload.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The built dashboard: hashed assets cached forever, everything else revalidated, SPA fallback. */
export function createStaticSite(distDir: string, opts: { chainRpcUrl?: string } = {}): Hono {
  const site = new Hono();
  const csp = cspFromEnv(opts.chainRpcUrl);
  const sendDocument = documentSender(routeDocuments(distDir));
  site.use("*", async (c, next) => {
    await next();
    // Every HTML answer (index.html and the SPA fallback) carries the policy.
    if (c.res.headers.get("Content-Type")?.startsWith("text/html")) c.header("Content-Security-Policy", csp);
    // Vite puts content-hashed files under assets/; their URL changes whenever their bytes do.
    if (c.res.status === 200)
      c.header("Cache-Control", c.req.path.startsWith("/assets/") ? IMMUTABLE : "no-cache");
  });
  site.get("*", async (c, next) => {
    const path = c.req.path;
    // Build metadata (.vite/manifest.json) is for the server, not for browsers.
    if (path.includes("/.")) return notFound(c);
    // A path without an extension is a client-side route: the page, with that route's preloads.
    const last = path.split("/").pop() ?? "";
    if (path === "/index.html" || !last.includes(".")) return sendDocument(c);
    await next();
  });
  // `precompressed`: the build writes .br and .gz beside each file (vite.config.ts); the smallest one
  // the browser accepts is sent with Content-Encoding and `Vary: Accept-Encoding`.
  site.use("*", serveStatic({ root: distDir, precompressed: true }));
  site.all("*", notFound);
  return site;
}

type Encoding = "br" | "gzip";

/** The page for a path, compressed once per route document and per encoding. */
function documentSender(documentFor: (pathname: string) => string) {
  // Keyed by the document itself: routeDocuments hands out one string per route module.
  const cache = new Map<string, Map<Encoding | "identity", Buffer>>();
  const encode = (html: string, encoding: Encoding | undefined): Buffer => {
    let bodies = cache.get(html);
    if (!bodies) cache.set(html, (bodies = new Map<Encoding | "identity", Buffer>()));
    let body = bodies.get(encoding ?? "identity");
    if (!body) {
      const raw = Buffer.from(html, "utf8");
      body =
        encoding === "br" ? brotliCompressSync(raw) : encoding === "gzip" ? gzipSync(raw, { level: 9 }) : raw;
      bodies.set(encoding ?? "identity", body);
    }
    return body;
  };
  return (c: Context): Response => {
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
    const body = encode(documentFor(c.req.path), encoding);
    c.header("Content-Type", "text/html; charset=utf-8");
    c.header("Vary", "Accept-Encoding");
    if (encoding) c.header("Content-Encoding", encoding);
    if (c.req.method === "HEAD") return c.body(null, 200);
    return c.body(new Uint8Array(body), 200);
  };
}

function preferredEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set(
    parseAccept(header ?? "")
      .filter((entry) => entry.q > 0)
      .map((entry) => entry.type.toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}
