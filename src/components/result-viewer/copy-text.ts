/** What a copy action puts on the clipboard: a string as itself, anything else as pretty JSON. */
export function copyableText(value: unknown): string {
  if (typeof value === "string") return value;
  return safeStringify(value, 2);
}

/** JSON.stringify that answers instead of throwing (too deep for the stack, cycles). */
export function safeStringify(value: unknown, indent?: number): string {
  try {
    return JSON.stringify(value, null, indent) ?? String(value);
  } catch (error) {
    return `/* could not serialize: ${error instanceof Error ? error.message : String(error)} */`;
  }
}

export type CopyHandler = (text: string, what: string) => void;
