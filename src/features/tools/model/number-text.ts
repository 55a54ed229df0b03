const NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
/** Thousands separators as the top-up form takes them: "1,000,000" or "1_000_000", groups of three. */
const GROUPED = /^-?\d{1,3}([,_]\d{3})+(\.\d*)?$/;

/** The plain decimal text typed, separators taken out when they group thousands; null if not a number. */
function plain(text: string): string | null {
  const trimmed = text.trim();
  if (NUMBER.test(trimmed)) return trimmed;
  if (GROUPED.test(trimmed)) return trimmed.replace(/[,_]/g, "");
  return null;
}

/** Same decimal value, written two ways ("1e3" and "1000", "2.50" and "2.5")? Exact, no float. */
function sameDecimal(a: string, b: string): boolean {
  const norm = (text: string) => {
    const match = /^(-?)(\d*)\.?(\d*)(?:[eE]([+-]?\d+))?$/.exec(text);
    if (!match) return text;
    const [, sign = "", whole = "", fraction = "", exp = "0"] = match;
    const digits = `${whole}${fraction}`.replace(/^0+/, "");
    const point = whole.replace(/^0+/, "").length + Number(exp);
    const trimmed = digits.replace(/0+$/, "");
    if (trimmed === "") return "0";
    const lead = digits.length - digits.replace(/^0+/, "").length;
    return `${sign}${trimmed}e${point - lead}`;
  };
  return norm(a) === norm(b);
}

export type NumberReading =
  | { kind: "empty" }
  | { kind: "number"; value: number }
  /** A number JSON cannot carry exactly (more digits than a double holds): kept as text, said so. */
  | { kind: "inexact"; text: string }
  | { kind: "text" };

/** What a number box's text means: a number (separators allowed), too exact for JSON, or text. */
export function readNumber(text: string): NumberReading {
  if (text.trim() === "") return { kind: "empty" };
  const decimal = plain(text);
  if (decimal === null) return { kind: "text" };
  const value = Number(decimal);
  if (!Number.isFinite(value)) return { kind: "inexact", text: decimal };
  // "2.50" and 2.5 are the same value; 12345678901234567891 and 12345678901234567000 are not.
  return sameDecimal(decimal, String(value)) ? { kind: "number", value } : { kind: "inexact", text: decimal };
}
