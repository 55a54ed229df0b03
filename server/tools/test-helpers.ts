import { Validator } from "@cfworker/json-schema";
import type { ChainDeps } from "../chain/clients.ts";
import { loadDatasets } from "./datasets.ts";
import type { Tool, ToolContext } from "./types.ts";

export function toolContext(chain: ChainDeps | null = null): ToolContext {
  return { chain, data: loadDatasets(), now: () => new Date("2026-11-21T12:00:00Z") };
}

/** Failing output paths against the tool's own outputSchema; empty when the output conforms. */
export function outputErrors(tool: Tool, output: unknown): string[] {
  const { errors } = new Validator(tool.outputSchema, "7", false).validate(output);
  return errors.map((e) => `${e.instanceLocation} ${e.keyword}: ${e.error}`);
}

/** Tools that read the live chain: sampled against anvil in chain-tools.test.ts. */
export const CHAIN_TOOLS = ["chain_getBalance", "chain_getTransaction", "dunesim_getTokenHolders"];
