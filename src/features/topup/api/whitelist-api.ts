import * as v from "valibot";
import { getAddress, isAddress, type Address } from "viem";
import type { Connection } from "../../../lib/connection/connection";
import { request } from "../../../lib/http";

/*
 * The reference service's sender whitelist (docs/interfaces.md, "Sender whitelist"): not part of
 * the interface, so a production-like service answers 404 or 405 (see isNotOffered).
 */

const address = v.pipe(
  v.string(),
  v.check((value) => isAddress(value), "not an Ethereum address"),
  v.transform((value) => getAddress(value)),
);
export const whitelistSchema = v.pipe(
  v.object({ addresses: v.array(address) }),
  v.transform((wire) => wire.addresses),
);
export type Whitelist = Address[];

// GET {billing}/account/whitelist
export function getWhitelist(connection: Connection, signal?: AbortSignal): Promise<Whitelist> {
  return request({
    baseUrl: connection.billingBaseUrl,
    path: "/account/whitelist",
    apiKey: connection.apiKey,
    schema: whitelistSchema,
    signal,
  });
}

// POST {billing}/account/whitelist
export function addToWhitelist(connection: Connection, address: Address): Promise<Whitelist> {
  return request({
    baseUrl: connection.billingBaseUrl,
    path: "/account/whitelist",
    method: "POST",
    apiKey: connection.apiKey,
    body: { address },
    schema: whitelistSchema,
  });
}

// DELETE {billing}/account/whitelist/{address}
export function removeFromWhitelist(connection: Connection, address: Address): Promise<Whitelist> {
  return request({
    baseUrl: connection.billingBaseUrl,
    path: `/account/whitelist/${encodeURIComponent(address)}`,
    method: "DELETE",
    apiKey: connection.apiKey,
    schema: whitelistSchema,
  });
}
