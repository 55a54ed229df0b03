// Bench-only tools served through page.route: the reference service has no 50-field tool.
const KINDS = [
  { type: "string", description: "A name" },
  { type: "integer", minimum: 0, maximum: 1000 },
  { type: "number" },
  { type: "boolean" },
  { type: "string", enum: ["bitcoin", "ethereum", "solana", "avalanche"] },
];

/** @param {string} name */
export function fiftyFieldTool(name) {
  const properties = {};
  for (let i = 0; i < 50; i++) properties[`f${i}`] = { title: `Field ${i}`, ...KINDS[i % KINDS.length] };
  return {
    name,
    description: `Bench tool with 50 input fields (${name})`,
    inputSchema: { type: "object", properties, required: ["f0", "f1"] },
    outputSchema: { type: "object" },
    price: 1,
  };
}

/**
 * Adds tools to every tools listing the page fetches (spec dialect: `{tools: [...]}`).
 * @param {import("@playwright/test").Page} page
 */
export async function addTools(page, tools) {
  await page.route(/\/chat\/v1\/tools\?/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const list = Array.isArray(body) ? body : body.tools;
    list.push(...tools);
    await route.fulfill({ response, json: body });
  });
}

/** 10,000 rows of eight columns, as a tool that answers with an array of records would. */
export function tenThousandRows() {
  return Array.from({ length: 10_000 }, (_, i) => ({
    rank: i + 1,
    id: `coin-${i}`,
    symbol: `C${i}`,
    name: `Coin number ${i}`,
    price_usd: Math.round(((i * 7919) % 100_000) * 100) / 100,
    change_24h: ((i * 31) % 200) / 10 - 10,
    volume: (i * 104_729) % 10_000_000,
    active: i % 3 !== 0,
  }));
}
