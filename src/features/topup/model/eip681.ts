/** What a wallet must do to pay an invoice: the currency's chain, token (null = native) and amount. */
export interface PaymentRequest {
  chainId: number;
  token: string | null;
  destination: string;
  amount: bigint;
}

/**
 * EIP-681 URI of the exact payment. Amounts are plain integers in the smallest unit: the
 * scientific notation the EIP also allows is misread by several wallets.
 */
export function eip681Uri({ chainId, token, destination, amount }: PaymentRequest): string {
  if (token === null) return `ethereum:${destination}@${chainId}?value=${amount.toString()}`;
  return `ethereum:${token}@${chainId}/transfer?address=${destination}&uint256=${amount.toString()}`;
}
