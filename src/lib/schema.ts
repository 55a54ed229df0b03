import * as v from "valibot";
import { isPlainObject } from "../../common/plain-object";

// Building blocks for the wire and storage schemas, stricter than valibot's bare ones where JSON
// allows more than the app accepts.

/** JSON turns `1e999` into Infinity, which is not a number anyone sent on purpose. */
export const finiteNumber = v.pipe(v.number(), v.finite());

/** An integer a JS number holds exactly; anything larger must come as a digit string. */
export const safeInteger = v.pipe(v.number(), v.safeInteger());

/**
 * A JSON object with any values (tool parameters, JSON Schemas). Unlike `v.record`, an array is not
 * one, and only a `__proto__` key is dropped (`constructor` or `prototype` are ordinary parameter names).
 */
export const jsonObject = v.pipe(
  v.custom<Record<string, unknown>>(isPlainObject, "Invalid type: Expected Object"),
  v.transform((value) => {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) if (key !== "__proto__") copy[key] = value[key];
    return copy;
  }),
);
