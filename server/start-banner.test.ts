import { startBanner } from "./start-banner.ts";

it("tells whoever starts the stack that its chain's keys are public and it stays on loopback", () => {
  const banner = startBanner({
    url: "http://127.0.0.1:8787",
    dashboard: true,
    apiKey: "dk_local",
    chainUrl: "https://rpc.example.com/v3/SECRETKEY?apikey=SECRET2",
    dataDir: "/tmp/data",
    seconds: "1.2",
  });
  const text = banner.replace(/\s+/g, " ");
  expect(text).toContain("Dashboard http://127.0.0.1:8787/");
  expect(text).toContain("Dev API key dk_local");
  expect(text).toContain("The local chain is a test chain of fake money. Its dev keys are public");
  expect(text).toContain("anyone who can reach this address can sign with them and mint test credits");
  expect(text).toContain("never expose it beyond this machine");
  expect(text).toContain("Anvil https://rpc.example.com (for tools");
  expect(text).not.toContain("SECRET");
});
