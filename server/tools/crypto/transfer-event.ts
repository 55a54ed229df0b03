import { parseAbiItem } from "viem";

/** The ERC-20 Transfer event, read from logs by both the transaction and the holders tools. */
export const transferEvent = parseAbiItem(
  "event Transfer(address indexed from, address indexed to, uint256 value)",
);
