import { useQuery } from "@tanstack/react-query";
import { erc20Abi, type Address } from "viem";
import { usePublicClient } from "wagmi";

/** The connected account's balance of the invoice currency (native coin or token), in smallest units. */
export function useWalletBalance(address: Address | undefined, chainId: number, token: Address | null) {
  const client = usePublicClient({ chainId });
  // The client is derived from chainId, which is in the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return useQuery({
    queryKey: ["topup", "wallet-balance", chainId, address, token] as const,
    queryFn: async () => {
      if (client === undefined || address === undefined) throw new Error("No client for this chain");
      if (token === null) return client.getBalance({ address });
      return client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [address],
      });
    },
    enabled: client !== undefined && address !== undefined,
    refetchInterval: 5_000,
    meta: { toast: false },
  });
}
