import type { TestProject } from "vitest/node";
import { getCatalog } from "../tools/catalog.ts";
import { SAMPLE_INPUTS } from "../tools/sample-inputs.ts";
import { CHAIN_TOOLS } from "../tools/test-helpers.ts";
import { startReferenceService } from "./reference-service.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the reference service the `web` tests talk to over loopback. */
    serviceUrl: string;
    /** Every data tool's vertical and sample input, for the test that runs each tool's form. */
    toolSamples: Array<{ name: string; vertical: string; input: Record<string, unknown> }>;
  }
}

/**
 * One reference service for the whole `web` run: src/ may not import server/, so component and
 * client tests reach it over 127.0.0.1. Every test creates its own account, so files share it safely.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const service = await startReferenceService();
  project.provide("serviceUrl", service.url);
  project.provide(
    "toolSamples",
    getCatalog().flatMap((tool) => {
      const input = SAMPLE_INPUTS[tool.name];
      return input === undefined || CHAIN_TOOLS.includes(tool.name)
        ? []
        : [{ name: tool.name, vertical: tool.vertical, input }];
    }),
  );
  return () => service.stop();
}
