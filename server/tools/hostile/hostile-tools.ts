import {
  BACKTRACKING_PATTERNS,
  CATASTROPHIC_INPUT,
  CATASTROPHIC_PATTERN,
  deepNesting,
  deepSchemaOf,
  HOSTILE_PAYLOADS,
  megabyteString,
  SCHEMA_DEPTH,
} from "./corpus.ts";

/** A test-mode tool: wire fields only, and a fixed output (hostile tools never touch the ledger). */
export interface HostileTool {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  outputSchema: Record<string, unknown>;
  price: number;
  output: () => Record<string, unknown>;
}

export const HOSTILE_VERTICAL = "hostile";

const payload = (id: string): string => HOSTILE_PAYLOADS.find((p) => p.id === id)?.payload ?? id;
const all = HOSTILE_PAYLOADS.map((p) => p.payload);
const looseOutput = { type: "object", additionalProperties: true };

const markup: HostileTool = {
  name: "hostile_markup",
  description: `Hostile description ${all.slice(0, 12).join(" ")}`,
  inputSchema: {
    type: "object",
    title: payload("img-onerror"),
    description: payload("markdown-js-link"),
    properties: {
      query: { type: "string", title: payload("script-tag"), description: payload("svg-onload") },
      mode: { type: "string", title: payload("style-element"), enum: all.slice(0, 8) },
      link: { type: "string", format: "uri", default: payload("js-url"), title: payload("rtl-override") },
    },
    required: ["query"],
  },
  outputSchema: looseOutput,
  price: 0,
  output: () => ({
    context: all.join("\n"),
    items: HOSTILE_PAYLOADS.map((p) => ({ id: p.id, payload: p.payload, href: payload("js-url") })),
    byPayload: Object.fromEntries(HOSTILE_PAYLOADS.map((p) => [p.payload.slice(0, 200), p.id])),
  }),
};

const keys: HostileTool = {
  name: "hostile_keys",
  description: `Prototype keys ${payload("zero-width")} ${payload("zalgo")}`,
  inputSchema: {
    type: "object",
    properties: {
      ["__proto__"]: { type: "string", title: "__proto__" },
      constructor: { type: "string", title: "constructor" },
      toString: { type: "string", title: payload("template-injection") },
    },
  },
  outputSchema: looseOutput,
  price: 0,
  output: () => ({
    context: "Keys that name Object.prototype members.",
    ["__proto__"]: { polluted: payload("script-tag") },
    constructor: { prototype: { polluted: payload("img-onerror") } },
    rows: [{ ["__proto__"]: "a", constructor: "b", hasOwnProperty: "c", valueOf: payload("svg-script") }],
  }),
};

const huge: HostileTool = {
  name: "hostile_huge",
  description: `A megabyte string and ${1000}-deep nesting ${payload("long-word")}`,
  inputSchema: { type: "object", properties: {} },
  outputSchema: looseOutput,
  price: 0,
  output: () => ({
    context: "A megabyte string and 1,000-deep nesting.",
    big: megabyteString(),
    deep: deepNesting(),
  }),
};

// Schemas that once froze or crashed the tool page (issue 21): each must end in a clear message.
const pattern: HostileTool = {
  name: "hostile_pattern",
  description: "A pattern that backtracks catastrophically, with a default that makes it do so.",
  inputSchema: {
    type: "object",
    properties: {
      code: { type: "string", title: "code", pattern: CATASTROPHIC_PATTERN, default: CATASTROPHIC_INPUT },
    },
  },
  outputSchema: looseOutput,
  price: 0,
  output: () => ({ context: "The pattern tool ran." }),
};

// Patterns safe-regex2 let through (issue 26): in the input form with defaults they stall on, and in
// the outputSchema with an output that stalls the check of the service's own result.
const fieldOf = ({ pattern, input }: { pattern: string; input: string }, i: number) => [
  `text${i + 1}`,
  { type: "string", title: `text${i + 1}`, pattern, default: input },
];
const backtracking: HostileTool = {
  name: "hostile_backtracking",
  description: "Patterns that backtrack exponentially, with defaults and an output that make them do so.",
  inputSchema: { type: "object", properties: Object.fromEntries(BACKTRACKING_PATTERNS.map(fieldOf)) },
  outputSchema: {
    type: "object",
    properties: Object.fromEntries(BACKTRACKING_PATTERNS.map(fieldOf)),
    required: BACKTRACKING_PATTERNS.map((_, i) => `text${i + 1}`),
  },
  price: 0,
  output: () => Object.fromEntries(BACKTRACKING_PATTERNS.map(({ input }, i) => [`text${i + 1}`, input])),
};

const missingRef: HostileTool = {
  name: "hostile_ref",
  description: "An input schema whose $ref points nowhere.",
  inputSchema: {
    type: "object",
    properties: { item: { $ref: "#/$defs/missing" }, query: { type: "string" } },
  },
  outputSchema: looseOutput,
  price: 0,
  output: () => ({ context: "The $ref tool ran." }),
};

const deepSchema: HostileTool = {
  name: "hostile_deep_schema",
  description: `An input schema ${SCHEMA_DEPTH} levels deep.`,
  inputSchema: deepSchemaOf(SCHEMA_DEPTH),
  outputSchema: looseOutput,
  price: 0,
  output: () => ({ context: "The deep schema tool ran." }),
};

export const HOSTILE_TOOLS: readonly HostileTool[] = [
  markup,
  keys,
  huge,
  pattern,
  backtracking,
  missingRef,
  deepSchema,
];
