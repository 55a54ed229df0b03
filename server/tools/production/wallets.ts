import { A, CTX, N, O, S, defineProduction, p } from "./define.ts";
import { bitcoinTools } from "./bitcoin.ts";

const TX = O({
  hash: S,
  type: S,
  timestamp: S,
  valueUsd: N,
  fromAddress: S,
  toAddress: S,
  asset: S,
  amount: N,
  feeUsd: N,
});

export const walletTools = [
  ...bitcoinTools,
  defineProduction<{ currency: string; ethereumAddress: string }>({
    name: "zerion_getEthereumWalletPortfolio",
    verticals: ["crypto"],
    description:
      "An Ethereum wallet's portfolio value split into wallet, deposited, borrowed, locked and staked.",
    price: 2,
    params: { currency: p.currency(), ethereumAddress: p.address() },
    required: ["ethereumAddress"],
    output: {
      borrowedAmount: N,
      context: CTX,
      currency: S,
      lockedAmount: N,
      stakedAmount: N,
      walletAmount: N,
    },
    sample: { currency: "usd", ethereumAddress: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" },
    run({ currency, ethereumAddress }, g) {
      const parts = {
        walletAmount: g.num(10, 5e6),
        borrowedAmount: g.num(0, 2e5),
        lockedAmount: g.num(0, 1e5),
        stakedAmount: g.num(0, 8e5),
      };
      const net = (
        parts.walletAmount +
        parts.lockedAmount +
        parts.stakedAmount -
        parts.borrowedAmount
      ).toFixed(2);
      return {
        ...parts,
        context: `${ethereumAddress} holds ${net} ${currency.toUpperCase()} net of borrowing.`,
        currency,
      };
    },
  }),
  defineProduction<{ currency: string; ethereumAddress: string }>({
    name: "zerion_getEthereumWalletProfitAndLoss",
    verticals: ["crypto"],
    description: "An Ethereum wallet's realized and unrealized profit and loss, fees paid and amounts moved.",
    price: 2,
    params: { currency: p.currency(), ethereumAddress: p.address() },
    required: ["ethereumAddress"],
    output: {
      context: CTX,
      currency: S,
      ethereumAddress: S,
      totalFee: N,
      totalRealizedGain: N,
      totalSentAmount: N,
    },
    sample: { currency: "usd", ethereumAddress: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" },
    run({ currency, ethereumAddress }, g) {
      const totalRealizedGain = g.num(-2e5, 9e5);
      return {
        context: `${ethereumAddress} realized ${totalRealizedGain} ${currency.toUpperCase()}.`,
        currency,
        ethereumAddress,
        totalFee: g.num(10, 40000),
        totalRealizedGain,
        totalSentAmount: g.num(1e3, 9e6),
      };
    },
  }),
  defineProduction<{ currency: string; ethereumAddress: string; limit: number }>({
    name: "zerion_getWalletTransactions",
    verticals: ["crypto"],
    description: "An Ethereum wallet's recent transactions: type, asset, amount, value and fee.",
    price: 2,
    params: { currency: p.currency(), ethereumAddress: p.address(), limit: p.limit(100, 20) },
    required: ["ethereumAddress"],
    output: { context: CTX, currency: S, ethereumAddress: S, transactions: A(TX) },
    sample: { currency: "usd", ethereumAddress: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045", limit: 5 },
    run({ currency, ethereumAddress, limit }, g) {
      const transactions = Array.from({ length: limit }, (_, i) => ({
        hash: `0x${g.hex(32)}`,
        type: g.pick(["send", "receive", "trade", "approve", "deposit"]),
        timestamp: `${g.day(i * 2)}T12:00:00Z`,
        valueUsd: g.num(1, 250000),
        fromAddress: ethereumAddress,
        toAddress: `0x${g.hex(20)}`,
        asset: g.pick(["ETH", "USDC", "USDT", "WETH", "LINK", "UNI"]),
        amount: g.num(0.01, 5000, 4),
        feeUsd: g.num(0.05, 40),
      }));
      return {
        context: `${transactions.length} recent transactions of ${ethereumAddress}.`,
        currency,
        ethereumAddress,
        transactions,
      };
    },
  }),
];
