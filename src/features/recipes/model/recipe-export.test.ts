import { expect, test } from "vitest";
import type { Recipe } from "./recipe";
import { exportCurl, exportRecipeJson, exportTypeScript, importRecipeJson } from "./recipe-export";
import { chain } from "./test-tools";

const recipe: Recipe = {
  id: "r1",
  name: "Company income",
  vertical: "company",
  steps: chain,
  inputs: [{ name: "company name", step: "step-1", field: "query" }],
  updatedAt: 1,
};

test("the JSON export is the plan step format and reads back as the same recipe", () => {
  const text = exportRecipeJson(recipe);
  const body = JSON.parse(text) as { steps: unknown[]; vertical_id: string };
  expect(body.steps).toEqual(chain);
  expect(body.vertical_id).toBe("company");
  const read = importRecipeJson(text);
  expect(read.ok && { ...read.recipe, id: "r1", updatedAt: 1 }).toEqual(recipe);
});

test("a plan as the service answers it imports; steps without ids take their position", () => {
  const plan = {
    id: "plan_1",
    status: "pending_confirmation",
    steps: [
      { tool_name: "secfilings_searchCompany", parameters: { query: "x" }, reasoning: "find it" },
      {
        tool_name: "secfilings_getCompanyProfile",
        parameters: { ticker: { $fromStep: 0, $outputKey: "companies.0.ticker" } },
      },
    ],
  };
  const read = importRecipeJson(JSON.stringify(plan));
  expect(read.ok && read.recipe.steps.map((s) => s.id)).toEqual(["0", "1"]);
  expect(importRecipeJson("{")).toEqual({
    ok: false,
    error: "This is not JSON: paste an export or a plan's JSON.",
  });
  expect(importRecipeJson('{"steps": [{"parameters": {}}]}')).toMatchObject({
    ok: false,
    error: /at steps\.0\.tool_name/,
  });
});

test("the script and the curl commands read the key from DASH_API_KEY and resolve references in order", () => {
  const script = exportTypeScript(recipe, "http://127.0.0.1:8787/chat/", [0, 1, 2]);
  expect(script).toContain('const base = "http://127.0.0.1:8787/chat";');
  expect(script).toContain("process.env.DASH_API_KEY");
  expect(script).toContain(
    'out[1] = await execute("secfilings_getCompanyProfile", { "ticker": pick(out[0], "companies.0.ticker") });',
  );
  const curl = exportCurl(recipe, "http://127.0.0.1:8787/chat", [0, 1, 2]);
  expect(curl).toContain("Authorization: Bearer $DASH_API_KEY");
  expect(curl).toContain(
    `jq -nc --slurpfile s0 step0.json '{tool_name: "secfilings_getCompanyProfile", input: {"ticker": $s0[0]["companies"][0]["ticker"]}}'`,
  );
});
