/** Joins class names, skipping falsy entries, so variants read as plain conditions. */
export function cn(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(" ");
}
