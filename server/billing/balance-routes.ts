import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../http/env.ts";
import { authedAccount } from "../http/env.ts";
import { toWireInt } from "../http/wire.ts";
import { getBalance, totalOf, type Balance } from "./ledger.ts";

/** Spec 2.1; both dialects send the same body. */
export function balanceBody(b: Balance) {
  return {
    balance: toWireInt(totalOf(b)),
    subscription_balance: toWireInt(b.subscription),
    top_up_balance: toWireInt(b.topUp),
  };
}

export function balanceRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/account/balance", async (c) => {
    const balance = await getBalance(deps.db, authedAccount(c).id);
    return c.json(balanceBody(balance));
  });
}
