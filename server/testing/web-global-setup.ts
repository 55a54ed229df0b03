import type { TestProject } from "vitest/node";
import { startReferenceService } from "./reference-service.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the reference service the `web` tests talk to over loopback. */
    serviceUrl: string;
  }
}

/**
 * One reference service for the whole `web` run: src/ may not import server/, so component and
 * client tests reach it over 127.0.0.1. Every test creates its own account, so files share it safely.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const service = await startReferenceService();
  project.provide("serviceUrl", service.url);
  return () => service.stop();
}
