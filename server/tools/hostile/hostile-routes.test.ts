import { makeTestApp, type TestApp } from "../../test-support.ts";
import {
  CATASTROPHIC_INPUT,
  CATASTROPHIC_PATTERN,
  HOSTILE_PAYLOADS,
  MEGABYTE,
  NESTING_DEPTH,
  SCHEMA_DEPTH,
} from "./corpus.ts";
import { expectStatus } from "../../../common/expect-status.ts";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const get = (app: TestApp, path: string) =>
  app.app.request(path, { headers: { authorization: `Bearer ${app.key}` } });
const post = (app: TestApp, path: string, body: unknown) =>
  app.app.request(path, {
    method: "POST",
    headers: { authorization: `Bearer ${app.key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

function depthOf(value: unknown): number {
  let depth = 0;
  let node = value;
  while (typeof node === "object" && node !== null && "next" in node) {
    depth++;
    node = node.next;
  }
  return depth + 1;
}

describe("hostile tools (test mode)", () => {
  it("has 30+ distinct payloads", () => {
    expect(HOSTILE_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(HOSTILE_PAYLOADS.map((p) => p.id)).size).toBe(HOSTILE_PAYLOADS.length);
  });

  it("lists the hostile vertical with hostile descriptions and own __proto__ schema keys", async () => {
    const res = await get(t, "/chat/v1/tools?vertical_id=hostile");
    await expectStatus(res, 200);
    const text = await res.text();
    expect(text).toContain('"__proto__":{"type":"string"');
    const body = JSON.parse(text) as { tools: { name: string; description: string }[] };
    expect(body.tools.map((tool) => tool.name)).toEqual([
      "hostile_markup",
      "hostile_keys",
      "hostile_huge",
      "hostile_pattern",
      "hostile_backtracking",
      "hostile_ref",
      "hostile_deep_schema",
    ]);
    expect(body.tools[0]?.description).toContain("<script>window.__pwned='script'</script>");
  });

  it("serves the schemas that once froze or crashed the tool page", async () => {
    const res = await get(t, "/chat/v1/tools?vertical_id=hostile");
    const body = (await res.json()) as { tools: { name: string; inputSchema: Record<string, unknown> }[] };
    const schemaOf = (name: string) => body.tools.find((tool) => tool.name === name)?.inputSchema;
    expect(schemaOf("hostile_pattern")).toMatchObject({
      properties: { code: { pattern: CATASTROPHIC_PATTERN, default: CATASTROPHIC_INPUT } },
    });
    expect(schemaOf("hostile_backtracking")).toMatchObject({
      properties: {
        text1: { pattern: "(a|a)*$" },
        text2: { pattern: "^(a|aa)+$" },
        text3: { pattern: "^(a|b|ab)*c$" },
      },
    });
    expect(JSON.stringify(schemaOf("hostile_ref"))).toContain('"$ref":"#/$defs/missing"');
    expect(JSON.stringify(schemaOf("hostile_deep_schema")).split('"items"')).toHaveLength(SCHEMA_DEPTH - 1);
  });

  it("answers a megabyte string and 1,000-deep nesting, and the real routes still run", async () => {
    const res = await post(t, "/chat/v1/tools/execute", { tool_name: "hostile_huge", input: {} });
    const body = (await res.json()) as { big: string; deep: unknown };
    expect(body.big.length).toBe(MEGABYTE);
    expect(depthOf(body.deep)).toBe(NESTING_DEPTH);
    const real = await post(t, "/chat/v1/tools/execute", {
      tool_name: "utils_getBlockchainChainId",
      input: {},
    });
    expect(real.status).not.toBe(404);
    await expectStatus(await get(t, "/chat/v1/tools?vertical_id=crypto"), 200);
  });

  it("does not exist outside test mode", async () => {
    const prod = await makeTestApp({ config: { testMode: false } });
    try {
      const res = await get(prod, "/chat/v1/tools?vertical_id=hostile");
      await expectStatus(res, 404);
      const exec = await post(prod, "/chat/v1/tools/execute", { tool_name: "hostile_markup", input: {} });
      await expectStatus(exec, 404);
    } finally {
      await prod.close();
    }
  });
});

describe("hostile summaries", () => {
  it("copy a hostile query into the kirha summary heading, verbatim", async () => {
    const hostile = "<img src=x onerror=\"window.__pwned='q'\"> [x](javascript:alert(1))";
    const res = await post(t, "/chat/v1/search", {
      query: `price of BTC ${hostile}`,
      vertical_id: "crypto",
      summarization: { enable: true, model: "kirha" },
    });
    await expectStatus(res, 200);
    const body = (await res.json()) as { summary: string };
    expect(body.summary.split("\n")[0]).toBe(`## price of BTC ${hostile}`);
  });
});
