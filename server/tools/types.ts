import type { ChainDeps } from "../chain/clients.ts";
import type { Datasets } from "./datasets.ts";
import { PRODUCTION_VERTICALS } from "../../common/production-verticals.ts";

/** A JSON Schema (draft-07) document or fragment; kept structural because tools publish them as data. */
export type JsonSchema = { [keyword: string]: unknown };

/** Production's seven verticals; a tool belongs to one or more. */
export const VERTICAL_IDS = PRODUCTION_VERTICALS;
export type Vertical = (typeof VERTICAL_IDS)[number];

/** What a tool may use while it runs; chain is null when the service runs without a local chain. */
export interface ToolContext {
  chain: ChainDeps | null;
  data: Datasets;
  now: () => Date;
}

/**
 * Almost every output carries a human-readable `context`, as production's do; a few of production's
 * tools answer without one (utils_getEnsAddress, transcript_getTicker), and so do their copies here.
 */
export type ToolOutput = { context?: string } & Record<string, unknown>;

export interface Tool {
  /** `<provider>_<operation>`, unique across verticals. */
  name: string;
  vertical: Vertical;
  /** Further verticals that list the tool (production lists some providers in several). */
  alsoIn?: readonly Vertical[];
  description: string;
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
  /** Credits charged for one successful run; never negative, never fractional. */
  price: number;
  /** Receives input already validated against `inputSchema` with top-level defaults applied. */
  run(input: unknown, ctx: ToolContext): Promise<ToolOutput>;
}

/** A tool definition with its own input type; `defineTool` erases it for the catalog. */
export interface ToolDefinition<I> extends Omit<Tool, "run"> {
  run(input: I, ctx: ToolContext): Promise<ToolOutput>;
}

export function defineTool<I>(definition: ToolDefinition<I>): Tool {
  // The executor validates against inputSchema before calling run, which is what makes this cast sound.
  return { ...definition, run: (input, ctx) => definition.run(input as I, ctx) };
}

/** An in-band failure the caller should see ("nothing found", "chain not connected"); never charged. */
export class ToolRunError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ToolRunError";
  }
}
