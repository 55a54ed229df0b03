/** A character of a key that cannot be what the user meant to paste. */
export interface KeyCharProblem {
  /** 1-based, in characters as the user counts them (code points). */
  position: number;
  /** "U+200B" */
  codePoint: string;
  /** Zero-width, control or space-like: nothing shows where it sits. */
  invisible: boolean;
}

// Keys are printable ASCII without spaces; anything else came from a copy (a zero-width space from a
// chat app, a non-breaking space from a web page) and would either make fetch throw before sending
// (a header must be Latin-1, read by the browser as a CORS failure) or be sent as a wrong key.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0\u180E]/u;

export function keyCharProblem(key: string): KeyCharProblem | null {
  let position = 0;
  for (const char of key) {
    position += 1;
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x21 && code <= 0x7e) continue;
    return {
      position,
      codePoint: `U+${code.toString(16).toUpperCase().padStart(4, "0")}`,
      invisible: INVISIBLE.test(char),
    };
  }
  return null;
}

export function describeKeyCharProblem(problem: KeyCharProblem): string {
  const what = problem.invisible ? "an invisible character" : "a character that is not plain ASCII";
  return `The key holds ${what} (${problem.codePoint}) at position ${problem.position} — paste it again or remove it.`;
}
