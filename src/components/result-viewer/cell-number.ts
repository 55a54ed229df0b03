/**
 * The table's one idea of "a number": a JSON number, or a string that is a plain decimal
 * (optional sign, digits with an optional fraction, optional exponent) — the service sends
 * prices as strings such as "-0.65" or "1.62e-6". Values are compared exactly as decimals, so
 * integers beyond 2^53 (sent as strings) keep their order; no float is involved.
 */
const PLAIN_DECIMAL = /^([+-])?(\d+)?(?:\.(\d*))?(?:[eE]([+-]?\d{1,9}))?$/;

/** A decimal as sign × 0.digits × 10^exponent, digits without leading or trailing zeros. */
export interface Decimal {
  sign: -1 | 0 | 1;
  digits: string;
  exponent: number;
}

function parseDecimal(text: string): Decimal | null {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return null;
  const [, signText, whole = "", fraction = "", exponentText = "0"] = match;
  if (whole === "" && fraction === "") return null; // "", "+", ".", "e5"
  const all = whole + fraction;
  const leading = all.length - all.replace(/^0+/, "").length;
  const digits = all.slice(leading).replace(/0+$/, "");
  if (digits === "") return { sign: 0, digits: "", exponent: 0 };
  return {
    sign: signText === "-" ? -1 : 1,
    digits,
    exponent: whole.length - leading + Number(exponentText),
  };
}

/** The exact decimal a cell holds, or null when it is not numeric (text, boolean, object…). */
export function cellNumber(value: unknown): Decimal | null {
  if (typeof value === "number") return Number.isFinite(value) ? parseDecimal(String(value)) : null;
  if (typeof value === "bigint") return parseDecimal(value.toString());
  if (typeof value === "string") return parseDecimal(value);
  return null;
}

export function isNumericCell(value: unknown): boolean {
  return cellNumber(value) !== null;
}

function compareMagnitude(a: Decimal, b: Decimal): number {
  if (a.exponent !== b.exponent) return a.exponent < b.exponent ? -1 : 1;
  const length = Math.max(a.digits.length, b.digits.length);
  const da = a.digits.padEnd(length, "0");
  const db = b.digits.padEnd(length, "0");
  return da === db ? 0 : da < db ? -1 : 1;
}

/** Exact order of two decimals: negative, zero or positive like Array.sort wants. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  if (a.sign !== b.sign) return a.sign < b.sign ? -1 : 1;
  if (a.sign === 0) return 0;
  return a.sign * compareMagnitude(a, b);
}
