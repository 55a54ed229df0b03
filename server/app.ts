import { compress } from "hono/compress";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { methodNotAllowed } from "hono/method-not-allowed";
import { requireAccount } from "./auth/middleware.ts";
import { balanceRoutes } from "./billing/balance-routes.ts";
import { ledgerListRoutes } from "./billing/ledger-list.ts";
import { topUpRoutes } from "./billing/topup-routes.ts";
import { whitelistRoutes } from "./billing/whitelist-routes.ts";
import { methodNotAllowedResponse, notFound, onError, payloadTooLarge } from "./http/errors.ts";
import { refuseNulInQuery } from "./http/query-text.ts";
import type { AppDeps, AppEnv } from "./http/env.ts";
import { perKeyRateLimit } from "./http/rate-limit.ts";
import { requestLog } from "./http/request-log.ts";
import { searchRoutes } from "./search/search-routes.ts";
import { taskRoutes } from "./tasks/task-routes.ts";
import { testControlRoutes } from "./test-control/routes.ts";
import { toolRoutes } from "./tools/routes.ts";
import { securityHeaders } from "./web/security-headers.ts";

export type { AppDeps, AppEnv } from "./http/env.ts";

export const BILLING_PREFIX = "/billing/v1";
export const CHAT_PREFIX = "/chat/v1";

/** Route files of the billing family, relative to `/billing/v1`. One line per file. */
function billingRoutes(deps: AppDeps): Hono<AppEnv> {
  const family = new Hono<AppEnv>();
  family.route("/", balanceRoutes(deps));
  family.route("/", topUpRoutes(deps));
  family.route("/", whitelistRoutes(deps));
  family.route("/", ledgerListRoutes(deps));
  return family;
}

/** Route files of the chat family, relative to `/chat/v1`. One line per file. */
function chatRoutes(deps: AppDeps): Hono<AppEnv> {
  const family = new Hono<AppEnv>();
  family.route("/", toolRoutes(deps));
  family.route("/", searchRoutes(deps));
  family.route("/", taskRoutes(deps));
  return family;
}

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const log = deps.log ?? (() => {});
  const app = new Hono<AppEnv>();
  // First, so that every answer carries them: errors, 404s and 405s included.
  app.use(securityHeaders());
  app.use(async (c, next) => {
    c.set("serviceDialect", deps.config.dialect);
    await next();
  });
  app.use(requestLog(log));
  // gzip for clients that ask: a tools listing is tens of KB of JSON and several times smaller zipped.
  app.use(compress());
  // Hono has already percent-decoded the path; no route name holds U+0000 and PostgreSQL can't store it.
  app.use(async (c, next) => {
    if (c.req.path.includes("\u0000")) return notFound(c);
    await next();
  });
  app.use(methodNotAllowed({ app, onMethodNotAllowed: methodNotAllowedResponse }));
  // Auth before the body limit: an anonymous caller's body is never read.
  const auth = requireAccount(deps.db, deps.config);
  app.use(`${BILLING_PREFIX}/*`, auth);
  app.use(`${CHAT_PREFIX}/*`, auth);
  app.use(perKeyRateLimit(deps));
  app.use(refuseNulInQuery);
  const maxSize = deps.config.limits.maxBodyBytes;
  app.use(bodyLimit({ maxSize, onError: payloadTooLarge(maxSize) }));

  app.route(BILLING_PREFIX, billingRoutes(deps));
  app.route(CHAT_PREFIX, chatRoutes(deps));
  if (deps.config.testMode) app.route("/__test", testControlRoutes(deps));

  app.notFound(notFound);
  app.onError(onError(log));
  return app;
}
