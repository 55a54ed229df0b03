import { deepNesting, HOSTILE_PAYLOADS, megabyteString } from "./corpus.ts";

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

export const HOSTILE_TOOLS: readonly HostileTool[] = [markup, keys, huge];
