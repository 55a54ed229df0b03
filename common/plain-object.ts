/**
 * The one plain-object check of the dashboard and the service (common/ is the one folder both may
 * import); lint (house/plain-object) refuses a local copy elsewhere.
 */

/** An object that is neither null nor an array: what JSON calls an object, once parsed. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Stricter than `isRecord`: also refuses a Date, a Map or a class instance, for values that did not
 * come out of JSON.parse. An object of another realm (an iframe's `{}`) still counts, since its
 * prototype is that realm's Object.prototype.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.prototype.hasOwnProperty.call(prototype, "isPrototypeOf");
}
