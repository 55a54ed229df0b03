import type { MiddlewareHandler } from "hono";
import { ServiceError } from "./errors.ts";

/**
 * 400 INVALID_REQUEST naming the first query parameter whose name or value holds U+0000, for every
 * route at once: PostgreSQL stores it in no text column, so a route that compared or stored it
 * answered 500. (Bodies are checked in validate.ts; a path holding it matches no route: 404.)
 */
export const refuseNulInQuery: MiddlewareHandler = async (c, next) => {
  for (const [name, value] of new URL(c.req.url).searchParams) {
    if (name.includes("\u0000") || value.includes("\u0000"))
      throw new ServiceError(
        400,
        "INVALID_REQUEST",
        `Query parameter "${name.replaceAll("\u0000", "\\u0000")}" must not contain the NUL character (U+0000)`,
        { field: name },
      );
  }
  await next();
};
