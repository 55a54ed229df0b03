// The pipe-separated tables the entity files are written in, parsed once and only when first asked for.
export function rows(table: string): string[][] {
  return table
    .trim()
    .split("\n")
    .map((line) => line.split("|").map((cell) => cell.trim()));
}

export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
