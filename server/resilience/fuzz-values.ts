import fc from "fast-check";

/** Nested arrays `depth` deep, built without recursion so building them never overflows. */
export function nested(depth: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

// JSON.parse makes `__proto__` an own key (an object literal would set the prototype instead).
const protoKey = (): unknown =>
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}');

/**
 * Stands for an array nested 10,000 deep. JSON.stringify recurses, so such a value is spliced
 * into the body text after stringifying (see `toBodyText`) instead of being built as an object.
 */
const DEEP_MARKER = "\u0001deep\u0001";
const DEEP_TEXT = `${"[".repeat(10_000)}0${"]".repeat(10_000)}`;

export function toBodyText(value: unknown): string {
  return (JSON.stringify(value) ?? "").replaceAll(JSON.stringify(DEEP_MARKER), DEEP_TEXT);
}

const HOSTILE_CONSTANTS: unknown[] = [
  null,
  true,
  0,
  -1,
  0.5,
  -0.000001,
  1e-300,
  1e308,
  -1e308,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  "",
  " ",
  "\u0000",
  "\u202eevil\u202c",
  "a\u200bb",
  "🦄".repeat(500),
  "<script>alert(1)</script>",
  "<svg onload=alert(1)>",
  "javascript:alert(1)",
  "' OR 1=1 --",
  "%00%2e%2e%2f",
  "x".repeat(100_000),
  "1e999",
  "0x" + "f".repeat(64),
  [],
  {},
  [[[[[]]]]],
  nested(500),
  DEEP_MARKER,
  protoKey(),
];

/** A value a careless handler would choke on: wrong types, edge numbers, hostile strings, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS), weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 3 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String), weight: 1 },
);

/** Raw bodies that are not the JSON a route expects, as text. */
export const malformedText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "}",
    "null",
    "[]",
    '"str"',
    '{"a":}',
    "{'single': 1}",
    '{"credits": 1e999}',
    '{"credits": 123456789012345678901234567890}',
    '{"__proto__": {"polluted": true}}',
    "\uFEFF{}",
    "[".repeat(20_000) + "]".repeat(20_000),
    '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000),
    "NaN",
    '{"a": Infinity}',
  ),
  fc.string({ maxLength: 200 }),
  fc.jsonValue().map((v) => JSON.stringify(v).slice(0, -1)),
);
