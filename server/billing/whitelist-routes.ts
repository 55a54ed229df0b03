import { Hono } from "hono";
import { getAddress, isAddress, type Address } from "viem";
import { z } from "zod";
import { ServiceError } from "../http/errors.ts";
import { authedAccount, type AppDeps, type AppEnv } from "../http/env.ts";
import { readJson } from "../http/validate.ts";
import { addToWhitelist, countWhitelist, listWhitelist, removeFromWhitelist } from "./whitelist-store.ts";

/*
 * Reference-only (docs/interfaces.md, "Sender whitelist"): the interface names the production
 * service's "whitelist addresses" feature but shows no operation for it. When an account's list is
 * not empty, a top-up is credited only when the paying transaction's sender is listed.
 * Every answer is the whole list, so the client never needs a second read after a change.
 */

export const MAX_WHITELIST = 50;

const MESSAGE = "must be an Ethereum address: 0x and 40 hex digits, with a valid checksum if mixed-case";
// EIP-55: an address in one case carries no checksum, so all-lowercase and all-uppercase both pass
// (viem's strict isAddress refuses all-uppercase); mixed case must be a valid checksum.
const isAnyCaseAddress = (value: string) =>
  /^0x(?:[0-9a-f]{40}|[0-9A-F]{40})$/.test(value) || isAddress(value);
const addressSchema = z.string().refine(isAnyCaseAddress, MESSAGE);
const addBody = z.object({ address: addressSchema });

function pathAddress(raw: string): Address {
  if (!isAnyCaseAddress(raw)) {
    throw new ServiceError(400, "INVALID_REQUEST", `address ${MESSAGE}`, { field: "address" });
  }
  return getAddress(raw);
}

export function whitelistRoutes(deps: AppDeps) {
  const listBody = async (accountId: string) => ({ addresses: await listWhitelist(deps.db, accountId) });
  return new Hono<AppEnv>()
    .get("/account/whitelist", async (c) => c.json(await listBody(authedAccount(c).id)))
    .post("/account/whitelist", async (c) => {
      const accountId = authedAccount(c).id;
      const address = getAddress((await readJson(c, addBody)).address);
      // Count-then-insert holds only if racing adds of one account take turns: PGlite runs
      // transactions one at a time, a real server does not, so the account's row is locked first
      // (READ COMMITTED: the count after the lock sees every add committed before it).
      await deps.db.transaction(async (tx) => {
        await tx.query("SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE", [accountId]);
        if ((await listWhitelist(tx, accountId)).includes(address)) return;
        if ((await countWhitelist(tx, accountId)) >= MAX_WHITELIST) {
          throw new ServiceError(400, "INVALID_REQUEST", `At most ${MAX_WHITELIST} addresses can be listed`, {
            field: "address",
            limit: MAX_WHITELIST,
          });
        }
        await addToWhitelist(tx, accountId, address);
      });
      return c.json(await listBody(accountId));
    })
    .delete("/account/whitelist/:address", async (c) => {
      const accountId = authedAccount(c).id;
      await removeFromWhitelist(deps.db, accountId, pathAddress(c.req.param("address")));
      return c.json(await listBody(accountId));
    });
}
