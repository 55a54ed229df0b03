import type { RecipeStep, ToolInfo } from "./recipe";

export interface RecipeCost {
  /** The sum of the listed prices, in whole credits. */
  listed: bigint;
  /** Steps whose tool lists no price (production lists none): the total is a lower bound then. */
  unpriced: string[];
}

/** What running every step would cost at the listed prices. */
export function recipeCost(steps: readonly RecipeStep[], tools: readonly ToolInfo[]): RecipeCost {
  const prices = new Map(tools.map((t) => [t.name, t.price]));
  let listed = 0n;
  const unpriced: string[] = [];
  for (const step of steps) {
    const price = prices.get(step.tool_name);
    if (price === undefined || price === null || !Number.isSafeInteger(price) || price < 0)
      unpriced.push(step.id);
    else listed += BigInt(price);
  }
  return { listed, unpriced };
}

/** The cost for the spending gate: exact when every step is priced, else unknown. */
export const expectedCredits = (cost: RecipeCost): bigint | null =>
  cost.unpriced.length === 0 ? cost.listed : null;
