import { createWalletCore } from "./eip1193-core";
import { announceEip1193Provider, type AnnounceOptions, type WalletBridge } from "./eip1193-provider";

interface Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: (value: unknown) => void): void;
  removeListener(event: string, listener: (value: unknown) => void): void;
}
interface Announced {
  info: AnnounceOptions["info"];
  provider: Provider;
}

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const info = { uuid: "u-1", name: "Test wallet", icon: "data:,", rdns: "test.wallet" };
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((undo) => undo()));

/** Every announcement made while `run` runs and after, as a dapp collects them. */
function collect(run: () => void): Announced[] {
  const seen: Announced[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<Announced>).detail);
  window.addEventListener("eip6963:announceProvider", listener);
  cleanups.push(() => window.removeEventListener("eip6963:announceProvider", listener));
  run();
  return seen;
}

function announceCore(options: Partial<Parameters<typeof createWalletCore>[0]> = {}): Provider {
  const core = createWalletCore({
    address: ADDRESS,
    signingChainId: 31337,
    otherChains: [1],
    send: () => Promise.resolve(`0x${"cd".repeat(32)}` as const),
    forward: () => Promise.resolve("0x5"),
    ...options,
  });
  const [announced] = collect(() => announceEip1193Provider({ info, bridge: core.handle }));
  return announced!.provider;
}

it("announces through EIP-6963 now and again whenever a dapp asks", () => {
  const seen = collect(() =>
    announceEip1193Provider({ info, bridge: () => Promise.resolve({ result: null }) }),
  );
  expect(seen).toHaveLength(1);
  expect(seen[0]!.info).toEqual(info);
  window.dispatchEvent(new Event("eip6963:requestProvider"));
  expect(seen).toHaveLength(2);
  expect(seen[1]!.provider).toBe(seen[0]!.provider);
});

it("answers requests with the core's results", async () => {
  const provider = announceCore();
  expect(await provider.request({ method: "eth_requestAccounts" })).toEqual([ADDRESS]);
  expect(await provider.request({ method: "eth_chainId" })).toBe("0x7a69");
  expect(await provider.request({ method: "eth_getBalance", params: [ADDRESS, "latest"] })).toBe("0x5");
});

it("throws a refusal with its EIP-1193 code, as wagmi and viem read it", async () => {
  const provider = announceCore({ declines: () => true });
  const rejected = provider.request({ method: "eth_sendTransaction", params: [{ to: ADDRESS }] });
  await expect(rejected).rejects.toMatchObject({ code: 4001, message: "User rejected the request." });
  const unknown = provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x89" }] });
  await expect(unknown).rejects.toMatchObject({ code: 4902 });
});

it("tells chainChanged listeners about a switch, and stops once removed", async () => {
  const provider = announceCore({ chainId: 1 });
  const heard: unknown[] = [];
  const listener = (value: unknown) => heard.push(value);
  provider.on("chainChanged", listener);
  await provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x7a69" }] });
  expect(heard).toEqual(["0x7a69"]);
  provider.removeListener("chainChanged", listener);
  await provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x1" }] });
  expect(heard).toEqual(["0x7a69"]);
});

it("reaches a page binding by name, looked up on each call", async () => {
  const name = "__testWalletBinding";
  const calls: [string, unknown][] = [];
  const binding: WalletBridge = (method, params) => {
    calls.push([method, params]);
    return Promise.resolve({ result: "0x1" });
  };
  const [announced] = collect(() => announceEip1193Provider({ info, bridge: name }));
  // Installed after the provider, as Playwright's exposeFunction may be.
  Object.assign(window, { [name]: binding });
  cleanups.push(() => Reflect.deleteProperty(window, name));
  expect(await announced!.provider.request({ method: "eth_chainId" })).toBe("0x1");
  expect(calls).toEqual([["eth_chainId", []]]);
});

it("works when sent to a page as text, as Playwright's addInitScript does", async () => {
  // Only globals are in scope here: a reference to anything else of its module would throw.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the text is the test
  const asText = new Function(`return (${announceEip1193Provider.toString()})`) as () => (
    options: AnnounceOptions,
  ) => void;
  const [announced] = collect(() =>
    asText()({ info, bridge: () => Promise.resolve({ error: { code: 4001, message: "no" } }) }),
  );
  await expect(announced!.provider.request({ method: "eth_requestAccounts" })).rejects.toMatchObject({
    code: 4001,
  });
});
