import { makeTestApp, type TestApp } from "../test-support.ts";
import { toolsForVertical } from "./catalog.ts";
import { client, DIALECTS } from "./routes-test-kit.ts";

const apps: TestApp[] = [];
async function setup(options: Parameters<typeof makeTestApp>[0] = {}) {
  const t = await makeTestApp(options);
  apps.push(t);
  return client(t);
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

describe("GET /chat/v1/tools", () => {
  it("lists a vertical as {tools} with camelCase schemas and price in the spec dialect", async () => {
    const api = await setup({ dialect: "spec" });
    const { status, body } = await api.list("?vertical_id=crypto");
    expect(status).toBe(200);
    const tools = (body as { tools: Array<Record<string, unknown>> }).tools;
    expect(tools.map((t) => t.name)).toEqual(toolsForVertical("crypto")?.map((t) => t.name));
    expect(Object.keys(tools[0] ?? {}).sort()).toEqual([
      "description",
      "inputSchema",
      "name",
      "outputSchema",
      "price",
    ]);
    expect(tools[0]).toMatchObject({
      name: "coingecko_searchCoin",
      price: 1,
      inputSchema: { required: ["query"] },
    });
  });

  it("lists a bare array with id, input_schema and output_schema in the production dialect", async () => {
    const api = await setup({ dialect: "production" });
    const { status, body } = await api.list("?vertical_id=company");
    expect(status).toBe(200);
    const tools = body as Array<Record<string, unknown>>;
    expect(Array.isArray(tools)).toBe(true);
    expect(tools).toHaveLength(toolsForVertical("company")?.length ?? -1);
    const first = tools[0] ?? {};
    expect(Object.keys(first).sort()).toEqual([
      "description",
      "id",
      "input_schema",
      "name",
      "output_schema",
      "price",
    ]);
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(tools.map((t) => t.id)).size).toBe(tools.length);
  });

  it.each(DIALECTS)("rejects an unknown vertical with the known ones (%s)", async (dialect) => {
    const api = await setup({ dialect });
    expect(await api.list("?vertical_id=weather")).toEqual({
      status: 404,
      body: {
        ...(dialect === "production" ? { success: false } : {}),
        error: {
          code: dialect === "spec" ? "VERTICAL_NOT_FOUND" : "not_found",
          message: 'Unknown vertical "weather"',
          details: {
            vertical_id: "weather",
            known_verticals: ["crypto", "company", "medical", "news", "cybersec", "adtech", "insurance"],
          },
        },
      },
    });
  });

  it("requires vertical_id", async () => {
    const api = await setup();
    const { status, body } = await api.list("");
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: "INVALID_REQUEST", details: { field: "vertical_id" } } });
  });
});
