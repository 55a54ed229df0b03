import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import type { PlanStep } from "../api/search-blocks";
import { describeDependencies } from "./dependency-graph";
import { PlanTimeline } from "./plan-timeline";

// Ids as the reference service writes them; references point by index ("0") or by id.
const steps: PlanStep[] = [
  {
    id: "step-a",
    toolName: "utils_getBlockchainChainId",
    parameters: { blockchain: "avalanche" },
    reasoning: "Resolve the chain.",
  },
  {
    id: "step-b",
    toolName: "coingecko_searchCoin",
    parameters: {
      query: {
        $fromTemplateString: "native coin {0} of chain {1}",
        $values: [
          { $fromStep: "0", $outputKey: "nativeSymbol" },
          { $fromStep: "step-a", $outputKey: "chainId" },
        ],
      },
      limit: 1,
    },
    reasoning: "Find the native coin.",
  },
  {
    id: "step-c",
    toolName: "coingecko_getCoinPrice",
    parameters: {
      coinIds: [{ $fromStep: 1, $outputKey: "coins.0.id" }],
      other: { $fromStep: "9", $outputKey: "x" },
    },
    reasoning: "Price it.",
  },
];

test("a reference renders as a chip naming the producing step and path, linking to that step", () => {
  render(<PlanTimeline steps={steps} />);
  const list = screen.getByRole("list", { name: "Plan steps" });
  const items = within(list).getAllByRole("listitem");
  expect(items).toHaveLength(3);

  const price = within(items[2] as HTMLElement);
  const chip = price.getByRole("link", {
    name: /^Reference to\s*Step 2 · coingecko_searchCoin → coins\.0\.id$/,
  });
  expect(chip).toHaveAttribute("href", "#plan-step-2");
  expect(items[1]).toHaveAttribute("id", "plan-step-2");
  // An index that matches no step is shown, not linked.
  expect(price.getByText(/Unknown step 9/)).not.toHaveAttribute("href");
  expect(price.queryByRole("link", { name: /Unknown step/ })).toBeNull();
});

test("a template string shows its text with a chip in place of each placeholder", () => {
  render(<PlanTimeline steps={steps} />);
  const search = within(screen.getAllByRole("listitem")[1] as HTMLElement);
  const byIndex = search.getByRole("link", { name: /Step 1 · utils_getBlockchainChainId → nativeSymbol/ });
  const byId = search.getByRole("link", { name: /Step 1 · utils_getBlockchainChainId → chainId/ });
  expect(byIndex).toHaveAttribute("href", "#plan-step-1");
  expect(byId).toHaveAttribute("href", "#plan-step-1");
  expect(byIndex.parentElement).toHaveTextContent(/“native coin .*nativeSymbol of chain .*chainId”/);
  // Literals keep their JSON form next to the chips.
  expect(search.getByText("1", { selector: "code" })).toBeInTheDocument();
});

test("the dependency graph's text says which step reads which", () => {
  expect(describeDependencies(steps)).toEqual([
    "Step 1 (utils_getBlockchainChainId) reads no other step.",
    "Step 2 (coingecko_searchCoin) reads from step 1.",
    "Step 3 (coingecko_getCoinPrice) reads from step 2.",
  ]);
});

test("after a run, each reference chip shows the value it resolved to", () => {
  const outputs = [{ nativeSymbol: "AVAX", chainId: 43114 }, { coins: [{ id: "avalanche-2" }] }, undefined];
  render(<PlanTimeline steps={steps} outputs={outputs} />);
  expect(
    screen.getByRole("link", {
      name: /Step 1 · utils_getBlockchainChainId → nativeSymbol = "AVAX"/,
    }),
  ).toBeVisible();
  expect(screen.getByRole("link", { name: /→ chainId = 43114/ })).toBeVisible();
  expect(screen.getByRole("link", { name: /→ coins\.0\.id = "avalanche-2"/ })).toBeVisible();
  // Before a run (no outputs) the chip names only the path.
  expect(screen.queryByRole("link", { name: /Unknown step.*=/ })).toBeNull();
});
