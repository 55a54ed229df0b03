// The company vertical's production-shaped tools, one file per group of providers; the order here
// is the catalogue's order.
import { filingTools } from "./companies-filings.ts";
import { marketContextTools } from "./companies-market-context.ts";
import { prospectingTools } from "./companies-prospecting.ts";
import { registryTools } from "./companies-registries.ts";
import { transcriptTools } from "./companies-transcripts.ts";

export const companyTools = [
  ...prospectingTools,
  ...filingTools,
  ...transcriptTools,
  ...registryTools,
  ...marketContextTools,
];
