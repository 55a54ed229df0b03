/** A coin list shaped like the catalog's coingecko output, of any size. */
export function coinsOutput(count: number) {
  return {
    context: `Found ${count} coins`,
    coins: Array.from({ length: count }, (_, i) => ({
      id: `coin-${i}`,
      symbol: `C${i}`,
      price: (i * 7) % 101,
      platforms: { ethereum: `0x${i.toString(16).padStart(40, "0")}` },
    })),
    exchanges: [{ name: "Uniswap" }],
  };
}
