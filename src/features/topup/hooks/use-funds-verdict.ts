import { useQuery } from "@tanstack/react-query";
import { fundsQueries, type FundsInput } from "../api/topup-queries";

/** Whether the connected account can cover the amount and the fee, known before Pay is offered. */
export function useFundsVerdict(input: FundsInput) {
  return useQuery(fundsQueries.check(input));
}
