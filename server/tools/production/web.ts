// The web, network, travel and weather tools, gathered in the catalogue's order.
import { githubTools } from "./web-github.ts";
import { networkTools } from "./web-network.ts";
import { paperSearchTools, webSearchTools } from "./web-search.ts";
import { travelTools } from "./web-travel.ts";
import { weatherTools } from "./web-weather.ts";

export const webTools = [
  ...networkTools,
  ...paperSearchTools,
  ...travelTools,
  ...webSearchTools,
  ...githubTools,
  ...weatherTools,
];
