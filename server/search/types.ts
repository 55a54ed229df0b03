export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** One planned tool call; `parameters` may hold `$fromStep` / `$fromTemplateString` references. */
export interface PlanStep {
  id: string;
  tool_name: string;
  parameters: JsonObject;
  reasoning: string;
}

export type { Vertical } from "../tools/types.ts";

export interface Summarization {
  enable: boolean;
  model: "kirha" | "kirha-flash";
  instruction?: string;
}
