import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { join } from "node:path";
import { cspFromEnv } from "./csp.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The built dashboard: hashed assets cached forever, everything else revalidated, SPA fallback. */
export function createStaticSite(distDir: string, opts: { chainRpcUrl?: string } = {}): Hono {
  const site = new Hono();
  const csp = cspFromEnv(opts.chainRpcUrl);
  site.use("*", async (c, next) => {
    await next();
    // Every HTML answer (index.html and the SPA fallback) carries the policy.
    if (c.res.headers.get("Content-Type")?.startsWith("text/html")) c.header("Content-Security-Policy", csp);
  });
  const setCache = (path: string, c: Context) => {
    // Vite puts content-hashed files under assets/; their URL changes whenever their bytes do.
    c.header("Cache-Control", path.startsWith(join(distDir, "assets")) ? IMMUTABLE : "no-cache");
  };
  site.use("*", serveStatic({ root: distDir, onFound: setCache }));
  site.get("*", async (c, next) => {
    // A missing file (has an extension) is a real 404; any other path is a client-side route.
    const last = c.req.path.split("/").pop() ?? "";
    if (last.includes(".")) return notFound(c);
    return serveStatic({ path: join(distDir, "index.html"), onFound: setCache })(c, next);
  });
  site.all("*", notFound);
  return site;
}

function notFound(c: Context): Response {
  return c.json(
    { error: { code: "NOT_FOUND", message: `No route for ${c.req.method} ${c.req.path}`, details: {} } },
    404,
  );
}
