/**
 * Groups digits of an integer amount (credits) in threes with commas, as en-US does, without ever
 * going through a float. Written out rather than Intl.NumberFormat: the first Intl object of a page
 * starts ICU, which costs tens of milliseconds in the first page's start-up task, and every page
 * shows a figure.
 */
export function formatInteger(value: bigint | number): string {
  if (typeof value === "number") {
    if (Number.isNaN(value)) return "NaN";
    if (!Number.isFinite(value)) return value < 0 ? "-∞" : "∞";
    // Half away from zero, as Intl rounds; BigInt then gives every digit of the float exactly.
    value = BigInt(Math.sign(value) * Math.round(Math.abs(value)));
  }
  const negative = value < 0n;
  const grouped = groupDigits((negative ? -value : value).toString());
  return negative ? `-${grouped}` : grouped;
}

/** "1234567" → "1,234,567": a string of decimal digits with no sign and no leading zeros. */
function groupDigits(digits: string): string {
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return grouped;
}

/** "1,234 credits" / "1 credit". */
export function formatCredits(value: bigint | number): string {
  const one = typeof value === "bigint" ? value === 1n : value === 1;
  return `${formatInteger(value)} ${one ? "credit" : "credits"}`;
}

/** An on-chain amount in the smallest unit as a decimal string: (1500000000000000000n, 18) → "1.5". */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? digits.slice(digits.length - decimals).replace(/0+$/, "") : "";
  const grouped = groupDigits(whole);
  return `${negative ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** Share of `part` in `total` as a percentage 0–100 for bars; exact integer maths, then one division. */
export function percentOf(part: bigint, total: bigint): number {
  if (total <= 0n || part <= 0n) return 0;
  if (part >= total) return 100;
  return Number((part * 10_000n) / total) / 100;
}

/** "just now", "12 s ago", "3 min ago", "2 h ago", "4 d ago". */
export function formatRelativeTime(at: number | Date, now: number = Date.now()): string {
  const then = typeof at === "number" ? at : at.getTime();
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  if (seconds < 1) return "just now";
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const two = (n: number) => String(n).padStart(2, "0");

/*
 * Dates and times as en-US writes them, in the browser's time zone, written out for the reason
 * formatInteger is: a page's first `toLocaleString` starts ICU inside the task that paints the balance
 * chart or the invoice rows (its cost: docs/performance.md, "The pair at load 4–10"). Tests hold each
 * to en-US Intl.
 */

/** "Dec 7": `toLocaleDateString("en-US", { month: "short", day: "numeric" })`. */
export function formatMonthDay(at: number): string {
  const date = new Date(at);
  return `${MONTHS[date.getMonth()] ?? ""} ${date.getDate()}`;
}

/** "12/7/2026": `toLocaleDateString("en-US")`. */
export function formatDate(at: number): string {
  const date = new Date(at);
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}

/** "12/7/2026, 3:04:05 PM": `toLocaleString("en-US")`. */
export function formatDateTime(at: number): string {
  const date = new Date(at);
  const hours = date.getHours();
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
  return `${formatDate(at)}, ${clock} ${hours < 12 ? "AM" : "PM"}`;
}
