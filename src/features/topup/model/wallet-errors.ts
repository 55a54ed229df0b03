import { BaseError, UserRejectedRequestError } from "viem";

/** A "no" in the wallet, however deep the libraries wrapped it (4001 is not always on top). */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current; depth++) {
    if (current instanceof UserRejectedRequestError) return true;
    if (typeof current === "object" && current !== null) {
      const code = (current as { code?: unknown }).code;
      if (code === 4001 || code === UserRejectedRequestError.code) return true;
      if (current instanceof BaseError) {
        const found = current.walk((e) => e instanceof UserRejectedRequestError);
        if (found) return true;
      }
      current = (current as { cause?: unknown }).cause;
    } else return false;
  }
  return false;
}

/** The first line a wallet or node gave, without viem's multi-line debugging text. */
export function walletMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage;
  return error instanceof Error ? error.message : "The wallet reported an error.";
}
