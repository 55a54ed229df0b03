import { isAddressEqual, parseAbi, type Address, type Hash, type Hex } from "viem";
import { startAnvil, type Anvil } from "../chain/anvil.ts";
import { DEV_ACCOUNT_0, EXPECTED_TOKEN_ADDRESS } from "../chain/bootstrap.ts";
import { createChainDeps, type ChainDeps } from "../chain/clients.ts";
import testUsd from "../chain/generated/test-usd.json" with { type: "json" };

/**
 * A contract that pays on behalf of its caller, so tests can see value arrive through an internal
 * call. Source (solc 0.8.37, evmVersion cancun, optimizer 200 runs):
 *
 *   contract Forwarder {
 *     function forward(address payable to) external payable {
 *       (bool ok, ) = to.call{value: msg.value}(""); require(ok);
 *     }
 *     function split(address payable to, uint256 first) external payable {
 *       (bool a, ) = to.call{value: first}("");
 *       (bool b, ) = to.call{value: msg.value - first}("");
 *       require(a && b);
 *     }
 *   }
 */
export const forwarderAbi = parseAbi([
  "function forward(address to) payable",
  "function split(address to, uint256 first) payable",
]);

export const forwarderBytecode: Hex =
  "0x6080604052348015600e575f5ffd5b506102348061001c5f395ff3fe608060405260043610610028575f3560e01c8063101e89521461002c5780635d1e2d1b14610041575b5f5ffd5b61003f61003a366004610191565b610054565b005b61003f61004f3660046101b1565b6100b3565b5f816001600160a01b0316346040515f6040518083038185875af1925050503d805f811461009d576040519150601f19603f3d011682016040523d82523d5f602084013e6100a2565b606091505b50509050806100af575f5ffd5b5050565b5f826001600160a01b0316826040515f6040518083038185875af1925050503d805f81146100fc576040519150601f19603f3d011682016040523d82523d5f602084013e610101565b606091505b505090505f836001600160a01b0316833461011c91906101d9565b6040515f81818185875af1925050503d805f8114610155576040519150601f19603f3d011682016040523d82523d5f602084013e61015a565b606091505b505090508180156101685750805b610170575f5ffd5b50505050565b80356001600160a01b038116811461018c575f5ffd5b919050565b5f602082840312156101a1575f5ffd5b6101aa82610176565b9392505050565b5f5f604083850312156101c2575f5ffd5b6101cb83610176565b946020939093013593505050565b818103818111156101f857634e487b7160e01b5f52601160045260245ffd5b9291505056fea2646970667358221220f2bca230ffc53621af5149c5bbae0516e0b26809e4c35c5d4f7814921f9cf3ce64736f6c63430008250033";

/** Anvil's dev account 1: unlocked on every fresh chain, pays in the tests. */
export const PAYER: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

export interface TestChain {
  anvil: Anvil;
  chain: ChainDeps;
  token: Address;
  sendEth(to: Address, value: bigint): Promise<Hash>;
  sendUsdc(to: Address, value: bigint, opts?: { gas?: bigint }): Promise<Hash>;
  deployForwarder(): Promise<Address>;
  stop(): Promise<void>;
}

/** A fresh anvil with TestUSD deployed where the default config expects it and the payer holding some. */
export async function startTestChain(): Promise<TestChain> {
  const anvil = await startAnvil({ port: 0 });
  const chain = createChainDeps(anvil.url);
  const { walletClient: wallet, publicClient } = chain;
  const mined = async (hash: Hash) => {
    if (await chain.testClient.getAutomine()) await publicClient.waitForTransactionReceipt({ hash });
    return hash;
  };
  const deploy = async (bytecode: Hex) => {
    const hash = await wallet.deployContract({
      account: DEV_ACCOUNT_0,
      chain: wallet.chain,
      abi: [],
      bytecode,
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error("deployment failed");
    return receipt.contractAddress;
  };
  const token = await deploy(testUsd.bytecode as Hex);
  if (!isAddressEqual(token, EXPECTED_TOKEN_ADDRESS)) throw new Error(`TestUSD landed at ${token}`);
  await mined(
    await wallet.writeContract({
      account: DEV_ACCOUNT_0,
      chain: wallet.chain,
      address: token,
      abi: tokenAbi,
      functionName: "mint",
      args: [PAYER, 1_000_000_000_000n],
    }),
  );
  return {
    anvil,
    chain,
    token,
    sendEth: async (to, value) =>
      mined(await wallet.sendTransaction({ account: PAYER, chain: wallet.chain, to, value })),
    sendUsdc: async (to, value, opts = {}) =>
      mined(
        await wallet.writeContract({
          account: PAYER,
          chain: wallet.chain,
          address: token,
          abi: tokenAbi,
          functionName: "transfer",
          args: [to, value],
          gas: opts.gas,
        }),
      ),
    deployForwarder: () => deploy(forwarderBytecode),
    stop: () => anvil.stop(),
  };
}

const tokenAbi = parseAbi([
  "function mint(address to, uint256 value)",
  "function transfer(address to, uint256 value) returns (bool)",
]);
