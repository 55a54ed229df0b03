import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Address, PublicClient } from "viem";
import { checkFunds } from "../model/funds-check";
import type { PaymentTx } from "../model/payment-tx";

interface FundsInput {
  client: PublicClient | undefined;
  from: Address | undefined;
  tx: PaymentTx;
  token: { address: Address; amount: bigint } | null;
}

export const fundsQueries = {
  check: ({ client, from, tx, token }: FundsInput) =>
    // The key holds what identifies the inputs (chain id for the client, fields for tx and token):
    // the objects themselves are new on every render.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: [
        "wallet-funds",
        client?.chain?.id ?? null,
        from ?? null,
        tx.to,
        tx.value.toString(),
        tx.input,
        token?.address ?? null,
        token?.amount.toString() ?? null,
      ] as const,
      queryFn: () => {
        if (!client || !from) throw new Error("no wallet");
        return checkFunds(client, from, tx, token);
      },
      enabled: client !== undefined && from !== undefined,
      // The wallet's balance moves outside the page: read again while the panel is open.
      refetchInterval: 5_000,
      staleTime: 0,
      retry: false,
    }),
};

/** Whether the connected account can cover the amount and the fee, known before Pay is offered. */
export function useFundsVerdict(input: FundsInput) {
  return useQuery(fundsQueries.check(input));
}
