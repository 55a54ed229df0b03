import { shownUrl } from "./http/shown.ts";

export interface BannerFacts {
  /** The listener's URL, http://127.0.0.1:<port>. */
  url: string;
  /** False when no built dashboard is served (the service only). */
  dashboard: boolean;
  apiKey: string;
  chainUrl: string;
  dataDir: string;
  seconds: string;
}

/**
 * What `npm start` prints once the stack answers. It says plainly what the local chain is: whoever
 * reaches the origin can sign with anvil's public dev keys through /chain and buy credits with them.
 */
export function startBanner(facts: BannerFacts): string {
  return [
    "",
    facts.dashboard ? `  Dashboard     ${facts.url}/` : `  Service       ${facts.url}  (no dashboard here)`,
    `  Dev API key   ${facts.apiKey}   (local stack only)`,
    `  Chain RPC     ${facts.url}/chain  (chain id 31337; for browsers and wallets)`,
    // CHAIN_RPC_URL may carry a provider's key in its path or query: scheme, host and port only.
    `  Anvil         ${shownUrl(facts.chainUrl)}  (for tools on this machine: cast, scripts)`,
    `  Data          ${facts.dataDir}`,
    "",
    "  The local chain is a test chain of fake money. Its dev keys are public (anvil's default",
    "  accounts), so anyone who can reach this address can sign with them and mint test credits.",
    "  Keep it on loopback: never expose it beyond this machine (no port forwarding, no tunnel).",
    '  To share a sandbox with a team, see the README\'s "Team sandbox": npm run serve behind a',
    "  TLS reverse proxy, one key per member, no dev key or test wallet beyond loopback.",
    "",
    `  Ready in ${facts.seconds} s. Ctrl-C stops everything.`,
    "",
  ].join("\n");
}
