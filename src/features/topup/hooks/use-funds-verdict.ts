import { useQuery } from "@tanstack/react-query";
import { fundsQueries } from "../api/topup-queries";
import type { FundsRequest } from "../model/funds-check";

/** Whether the connected account can cover the amount and the fee, known before Pay is offered. */
export function useFundsVerdict(request: FundsRequest | null) {
  return useQuery(fundsQueries.check(request));
}
