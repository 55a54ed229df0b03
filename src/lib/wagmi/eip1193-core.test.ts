import { createWalletCore, type WalletCoreOptions, type WalletTx } from "./eip1193-core";

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const HASH = `0x${"ab".repeat(32)}` as const;

function setUp(overrides: Partial<WalletCoreOptions> = {}) {
  const sent: WalletTx[] = [];
  const forwarded: [string, unknown][] = [];
  const core = createWalletCore({
    address: ADDRESS,
    signingChainId: 31337,
    otherChains: [1],
    send: (tx) => {
      sent.push(tx);
      return Promise.resolve(HASH);
    },
    forward: (method, params) => {
      forwarded.push([method, params]);
      return Promise.resolve("0x10");
    },
    ...overrides,
  });
  return { core, sent, forwarded };
}

describe("accounts and permission", () => {
  it("reveals the account only after a connect, and forgets it on revoke", async () => {
    const { core } = setUp();
    expect(await core.handle("eth_accounts", [])).toEqual({ result: [] });
    expect(await core.handle("eth_requestAccounts", [])).toEqual({ result: [ADDRESS] });
    expect(await core.handle("eth_accounts", [])).toEqual({ result: [ADDRESS] });
    expect(await core.handle("wallet_revokePermissions", [{ eth_accounts: {} }])).toEqual({ result: null });
    expect(await core.handle("eth_accounts", [])).toEqual({ result: [] });
    expect(await core.handle("wallet_requestPermissions", [{ eth_accounts: {} }])).toEqual({
      result: [{ parentCapability: "eth_accounts" }],
    });
    expect(await core.handle("eth_accounts", [])).toEqual({ result: [ADDRESS] });
  });

  it("answers a refusal with 4001 and grants nothing when the user says no", async () => {
    const asked: string[] = [];
    const { core } = setUp({ declines: (method) => (asked.push(method), true) });
    for (const method of ["eth_requestAccounts", "wallet_requestPermissions"]) {
      expect(await core.handle(method, [])).toEqual({
        error: { code: 4001, message: "User rejected the request." },
      });
    }
    // Reads never ask the user.
    expect(await core.handle("eth_accounts", [])).toEqual({ result: [] });
    expect(await core.handle("eth_chainId", [])).toEqual({ result: "0x7a69" });
    expect(asked).toEqual(["eth_requestAccounts", "wallet_requestPermissions"]);
  });
});

describe("chains", () => {
  it("reports the signing chain unless told to start elsewhere", async () => {
    expect(await setUp().core.handle("eth_chainId", [])).toEqual({ result: "0x7a69" });
    const { core } = setUp({ chainId: 1 });
    expect(await core.handle("eth_chainId", [])).toEqual({ result: "0x1" });
    expect(core.chainId).toBe(1);
  });

  it("switches to a chain it knows and reports chainChanged only when the chain changed", async () => {
    const { core } = setUp({ chainId: 1 });
    expect(await core.handle("wallet_switchEthereumChain", [{ chainId: "0x7a69" }])).toEqual({
      result: null,
      events: [{ event: "chainChanged", value: "0x7a69" }],
    });
    expect(core.chainId).toBe(31337);
    expect(await core.handle("eth_chainId", [])).toEqual({ result: "0x7a69" });
    expect(await core.handle("wallet_switchEthereumChain", [{ chainId: "0x7a69" }])).toEqual({
      result: null,
    });
  });

  it("refuses an unknown chain with 4902 and stays where it is", async () => {
    const { core } = setUp();
    expect(await core.handle("wallet_switchEthereumChain", [{ chainId: "0x89" }])).toEqual({
      error: { code: 4902, message: "Unrecognized chain 137" },
    });
    expect(await core.handle("wallet_switchEthereumChain", [])).toMatchObject({ error: { code: 4902 } });
    expect(core.chainId).toBe(31337);
  });

  it("with no other chains, knows only the signing chain", async () => {
    const { core } = setUp({ otherChains: undefined });
    expect(await core.handle("wallet_switchEthereumChain", [{ chainId: "0x1" }])).toMatchObject({
      error: { code: 4902 },
    });
  });
});

describe("sending", () => {
  it("reads the dapp's hex fields into numbers and answers with the signer's hash", async () => {
    const { core, sent } = setUp();
    const params = [
      { from: ADDRESS, to: ADDRESS, value: "0xde0b6b3a7640000", input: "0x1234", gas: "0x5208" },
    ];
    expect(await core.handle("eth_sendTransaction", params)).toEqual({ result: HASH });
    expect(sent).toEqual([{ to: ADDRESS, value: 10n ** 18n, data: "0x1234", gas: 21000n }]);
  });

  it("sends nothing when the user says no (4001)", async () => {
    const { core, sent } = setUp({ declines: () => true });
    expect(await core.handle("eth_sendTransaction", [{ to: ADDRESS, value: "0x1" }])).toEqual({
      error: { code: 4001, message: "User rejected the request." },
    });
    expect(sent).toEqual([]);
  });

  it("refuses to send while on another chain", async () => {
    const { core, sent } = setUp({ chainId: 1 });
    expect(await core.handle("eth_sendTransaction", [{ to: ADDRESS, value: "0x1" }])).toEqual({
      error: { code: -32000, message: "The wallet is on chain 1" },
    });
    expect(sent).toEqual([]);
  });

  it("throws what the signer throws, for the caller to map", async () => {
    const { core } = setUp({ send: () => Promise.reject(new Error("insufficient funds")) });
    await expect(core.handle("eth_sendTransaction", [{ to: ADDRESS }])).rejects.toThrow("insufficient funds");
  });
});

it("forwards everything else to the node as asked", async () => {
  const { core, forwarded } = setUp();
  expect(await core.handle("eth_getBalance", [ADDRESS, "latest"])).toEqual({ result: "0x10" });
  expect(await core.handle("eth_blockNumber", [])).toEqual({ result: "0x10" });
  expect(forwarded).toEqual([
    ["eth_getBalance", [ADDRESS, "latest"]],
    ["eth_blockNumber", []],
  ]);
});
