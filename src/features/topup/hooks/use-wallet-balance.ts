import { erc20Abi, type Address } from "viem";
import { useBalance, useReadContract } from "wagmi";

const query = (enabled: boolean) => ({ enabled, refetchInterval: 5_000 });

/**
 * The connected account's balance of the invoice currency (native coin or token), in smallest units,
 * read through wagmi's own hooks so the cache key is wagmi's, never typed here.
 */
export function useWalletBalance(address: Address | undefined, chainId: number, token: Address | null) {
  const native = useBalance({
    address,
    chainId,
    query: { ...query(address !== undefined && token === null), select: (data) => data.value },
  });
  const erc20 = useReadContract({
    address: token ?? undefined,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: address === undefined ? undefined : [address],
    chainId,
    query: query(address !== undefined && token !== null),
  });
  return token === null ? native : erc20;
}
