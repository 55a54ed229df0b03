/**
 * Fixed-point decimals as bigint scaled by 10^18. Prices, supplies and amounts travel as decimal
 * strings and are multiplied here so that no float ever touches a value a user reads as money.
 */
export const SCALE = 18;
const ONE = 10n ** BigInt(SCALE);

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export function parseDecimal(text: string): bigint {
  const match = DECIMAL.exec(text.trim());
  if (match === null) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole = "0", frac = ""] = match;
  const scaled = BigInt(whole) * ONE + BigInt(frac.slice(0, SCALE).padEnd(SCALE, "0"));
  return sign === "-" ? -scaled : scaled;
}

/** JSON numbers from tool inputs: the shortest round-trip text, with any exponent shifted out exactly. */
export function decimalFromNumber(value: number): bigint {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  const [mantissa = "0", exp = "0"] = String(value).split(/e/i);
  const scaled = parseDecimal(mantissa);
  const shift = Number(exp);
  return shift >= 0 ? scaled * 10n ** BigInt(shift) : scaled / 10n ** BigInt(-shift);
}

export function formatDecimal(scaled: bigint, maxFraction = SCALE): string {
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  const whole = abs / ONE;
  const frac = (abs % ONE).toString().padStart(SCALE, "0").slice(0, maxFraction).replace(/0+$/, "");
  const body = frac === "" ? whole.toString() : `${whole}.${frac}`;
  return negative && body !== "0" ? `-${body}` : body;
}

export function mulDecimal(a: bigint, b: bigint): bigint {
  return (a * b) / ONE;
}

export function divDecimal(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new Error("division by zero");
  return (a * ONE) / b;
}

/** Integer part only, for market caps and volumes that are shown in whole dollars. */
export function truncateDecimal(scaled: bigint): string {
  return (scaled / ONE).toString();
}

/** Token amounts in the smallest unit (bigint) to a decimal string with the token's decimals. */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const base = 10n ** BigInt(decimals);
  const frac = decimals === 0 ? "" : (abs % base).toString().padStart(decimals, "0").replace(/0+$/, "");
  const body = frac === "" ? (abs / base).toString() : `${abs / base}.${frac}`;
  return negative ? `-${body}` : body;
}
