#!/usr/bin/env node
// Compiles contracts/TestUSD.sol with the pinned npm solc and writes the ABI and bytecode that the
// stack deploys. The output is committed so that start-up never needs the compiler.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const solc = createRequire(import.meta.url)("solc");
const source = readFileSync(join(root, "contracts/TestUSD.sol"), "utf8");

const input = {
  language: "Solidity",
  sources: { "TestUSD.sol": { content: source } },
  settings: {
    // solc 0.8.37 defaults to osaka; pin what anvil's default hardfork runs.
    evmVersion: "cancun",
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
  },
};

const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((e) => e.severity === "error");
if (errors.length > 0) {
  for (const e of errors) console.error(e.formattedMessage);
  process.exit(1);
}
const contract = output.contracts["TestUSD.sol"].TestUSD;
const artifact = {
  contractName: "TestUSD",
  compiler: `solc ${solc.version()}`,
  evmVersion: input.settings.evmVersion,
  abi: contract.abi,
  bytecode: `0x${contract.evm.bytecode.object}`,
};
const out = join(root, "server/chain/generated/test-usd.json");
writeFileSync(out, `${JSON.stringify(artifact, null, 2)}\n`);
console.log(`wrote ${out} (${(artifact.bytecode.length - 2) / 2} bytes of bytecode)`);
