import fc from "fast-check";
import { TASK_PHASES } from "../tasks/task-store.ts";
import { getCatalog } from "../tools/catalog.ts";
import { ENDPOINTS, type Family, type FuzzContext, type FuzzRequest, type Json } from "./fuzz-endpoints.ts";
import { hostileValue, malformedText, toBodyText } from "./fuzz-values.ts";

export type { FuzzContext, FuzzRequest } from "./fuzz-endpoints.ts";

const TOOL_NAMES = getCatalog().map((t) => t.name);

/** Paths to every value in a body, up to a few levels down, so a mutation can reach tool inputs. */
function leafPaths(value: unknown, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 3 || typeof value !== "object" || value === null) return [prefix];
  const keys = Object.keys(value);
  const below = keys.flatMap((k) => leafPaths((value as Json)[k], [...prefix, k], depth + 1));
  return prefix.length > 0 ? [prefix, ...below] : below;
}

function setAt(body: Json, path: string[], value: unknown, remove: boolean): Json {
  const copy = structuredClone(body);
  let node: Json = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== "object" || next === null) return copy;
    node = next as Json;
  }
  const last = path.at(-1);
  if (last === undefined) return copy;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

function bodyArb(base: Json | null): fc.Arbitrary<string | undefined> {
  const valid = base ?? {};
  const paths = leafPaths(valid);
  const mutated =
    paths.length === 0
      ? fc.constant(valid)
      : fc
          .tuple(fc.constantFrom(...paths), hostileValue)
          .map(([path, value]) => setAt(valid, path, value, false));
  const removed =
    paths.length === 0
      ? fc.constant(valid)
      : fc.constantFrom(...paths).map((p) => setAt(valid, p, null, true));
  const extraKey = fc
    .tuple(fc.constantFrom("__proto__", "constructor", "prototype", "extra", ""), hostileValue)
    // A computed `__proto__` key is an own property, as JSON.parse would make it.
    .map(([k, v]) => ({ ...valid, [k]: v }));
  return fc.oneof(
    { arbitrary: fc.constant(JSON.stringify(valid)), weight: 2 },
    { arbitrary: mutated.map(toBodyText), weight: 5 },
    { arbitrary: removed.map(toBodyText), weight: 1 },
    { arbitrary: extraKey.map(toBodyText), weight: 1 },
    { arbitrary: hostileValue.map(toBodyText), weight: 1 },
    { arbitrary: malformedText, weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

const printable = (max: number) =>
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((n) => String.fromCharCode(n)),
    maxLength: max,
  });

function idArb(ctx: FuzzContext): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      ctx.accountId,
      ctx.planId,
      ctx.invoiceId,
      ctx.taskId,
      ctx.whitelisted,
      "",
      "..",
      "%2e%2e",
      "%00",
      "%ZZ",
      "x".repeat(5_000),
    ),
    fc.string({ unit: "grapheme", maxLength: 30 }).map(encodeURIComponent),
    printable(30).map((s) => s.replace(/[?#/]/g, "")),
  );
}

/** A phase in a path: mostly a phase or a near miss (a final status, the wrong case), else any id. */
function phaseArb(ctx: FuzzContext): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...TASK_PHASES, "Completed", "queued"), weight: 2 },
    { arbitrary: idArb(ctx), weight: 1 },
  );
}

// Built once: pathArb runs inside chain() for every request, and building a webSegment each time
// (its percent-encoding tables) was about half of the generator's own time. The values are the same.
const segmentArb = fc.webSegment();

function pathArb(template: string, ctx: FuzzContext): fc.Arbitrary<string> {
  const exact = template.includes("{phase}")
    ? phaseArb(ctx).map((phase) => template.replace("{phase}", phase))
    : idArb(ctx).map((id) => template.replace("{id}", id));
  return fc.tuple(exact, fc.nat(15), printable(40), segmentArb).map(([path, how, junk, segment]) => {
    const [bare = path, query] = path.split("?");
    switch (how) {
      case 0:
        return `${bare}/`;
      case 1:
        return `${bare}/${segment}`;
      case 2:
        return bare.toUpperCase();
      case 3:
        return bare.replace("/v1", "/v2");
      case 4:
        return bare.replace(/\//g, "//");
      case 5:
        return `${bare}?${encodeURIComponent(junk)}=${encodeURIComponent(junk)}&vertical_id=${encodeURIComponent(junk)}`;
      case 6:
        return `${bare}?vertical_id=company&vertical_id=crypto`;
      default:
        return query === undefined ? bare : `${bare}?${query}`;
    }
  });
}

function headersArb(ctx: FuzzContext): fc.Arbitrary<Record<string, string>> {
  const auth = fc.oneof(
    { arbitrary: fc.constant(`Bearer ${ctx.key}`), weight: 8 },
    {
      arbitrary: fc.constantFrom(`bearer ${ctx.key}`, `Bearer  ${ctx.key} `, ctx.key, `Basic ${ctx.key}`),
      weight: 1,
    },
    { arbitrary: fc.constantFrom("", "Bearer", "Bearer dk_00000000000000000000000000000000"), weight: 1 },
    { arbitrary: printable(60), weight: 1 },
  );
  const type = fc.oneof(
    { arbitrary: fc.constant("application/json"), weight: 8 },
    {
      arbitrary: fc.constantFrom(
        "application/json; charset=utf-8",
        "APPLICATION/JSON",
        "text/plain",
        "",
        "multipart/form-data; boundary=x",
        "application/x-www-form-urlencoded",
        "application/json-patch+json",
      ),
      weight: 2,
    },
  );
  // One request in ten goes without Authorization at all.
  return fc.tuple(auth, type, fc.nat(9)).map(([a, t, roll]) => {
    const headers: Record<string, string> = { "content-type": t };
    if (roll > 0) headers.authorization = a;
    return headers;
  });
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

/** Requests near the real endpoints of one family: mostly the right shape, each with one thing wrong. */
export function requestArb(ctx: FuzzContext, family: Family): fc.Arbitrary<FuzzRequest> {
  const endpoints = ENDPOINTS.filter((e) => e.family === family);
  return fc.constantFrom(...endpoints).chain((e) =>
    fc.constantFrom(...TOOL_NAMES).chain((tool) =>
      fc
        .record({
          method: fc.oneof({ arbitrary: fc.constant(e.method), weight: 4 }, fc.constantFrom(...METHODS)),
          path: pathArb(e.path, ctx),
          headers: headersArb(ctx),
          body: bodyArb(e.body(ctx, tool)),
        })
        .map((r) => (r.method === "GET" || r.method === "HEAD" ? { ...r, body: undefined } : r)),
    ),
  );
}
