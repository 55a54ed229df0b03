import { Hono } from "hono";
import { z } from "zod";
import { createAccount, setAccountDialect } from "../auth/accounts.ts";
import { balanceBody } from "../billing/balance-routes.ts";
import { setBalance } from "../billing/ledger.ts";
import { DIALECTS } from "../config.ts";
import { ServiceError } from "../http/errors.ts";
import type { AppDeps } from "../http/env.ts";
import { readJson } from "../http/validate.ts";
import { creditsSchema } from "../http/wire.ts";

const dialect = z.enum(DIALECTS);

const newAccount = z.object({
  name: z.string().min(1).max(200).optional(),
  subscription_balance: creditsSchema.optional(),
  top_up_balance: creditsSchema.optional(),
  dialect: dialect.nullable().optional(),
});

const balance = z.object({ subscription_balance: creditsSchema, top_up_balance: creditsSchema });

const dialectBody = z.object({ dialect: dialect.nullable() });

export function accountControlRoutes(deps: AppDeps) {
  return new Hono()
    .post("/accounts", async (c) => {
      const body = await readJson(c, newAccount);
      const created = await createAccount(deps.db, {
        name: body.name ?? "Test account",
        balance: { subscription: body.subscription_balance ?? 0n, topUp: body.top_up_balance ?? 0n },
        dialect: body.dialect ?? null,
      });
      return c.json({ account_id: created.accountId, api_key: created.apiKey }, 201);
    })
    .put("/accounts/:id/balance", async (c) => {
      const body = await readJson(c, balance);
      const target = { subscription: body.subscription_balance, topUp: body.top_up_balance };
      return c.json(balanceBody(await setBalance(deps.db, c.req.param("id"), target)));
    })
    .put("/accounts/:id/dialect", async (c) => {
      const body = await readJson(c, dialectBody);
      if (!(await setAccountDialect(deps.db, c.req.param("id"), body.dialect))) {
        throw new ServiceError(404, "ACCOUNT_NOT_FOUND", "Account not found", {
          account_id: c.req.param("id"),
        });
      }
      return c.json({ dialect: body.dialect });
    });
}
