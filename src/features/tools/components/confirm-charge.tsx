import { formatCredits } from "../../../lib/format";
import { ConfirmDialog } from "./confirm-dialog";

/** Calls above this many credits ask first, as does any call that costs more than the balance. */
export const CONFIRM_ABOVE_CREDITS = 10;

export function needsConfirmation(price: number | null, balance: bigint | null): boolean {
  if (price === null) return false;
  return price > CONFIRM_ABOVE_CREDITS || (balance !== null && BigInt(price) > balance);
}

interface ConfirmChargeProps {
  open: boolean;
  toolName: string;
  price: number | null;
  balance: bigint | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmCharge({ open, toolName, price, balance, onConfirm, onCancel }: ConfirmChargeProps) {
  const short = price !== null && balance !== null && BigInt(price) > balance;
  return (
    <ConfirmDialog
      open={open}
      title={short ? "Not enough credits" : `Spend ${price === null ? "credits" : formatCredits(price)}?`}
      confirmLabel={short ? "Try anyway" : "Execute"}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {toolName} costs {price === null ? "an unknown number of credits" : formatCredits(price)} per
        successful call.
      </p>
      {balance !== null ? <p>Your balance is {formatCredits(balance)}.</p> : null}
      {short ? <p>The service will most likely refuse the call; nothing is charged when it does.</p> : null}
    </ConfirmDialog>
  );
}
