// Lookup shared by the DeFi tools: a name as the caller typed it, matched to the list's own spelling
// or refused with the list, so a wrong guess teaches the caller the right one.
import { unknownEntity } from "./define.ts";

export function known<T extends string>(kind: string, list: readonly T[], value: string): T {
  const found = list.find((x) => x.toLowerCase() === value.trim().toLowerCase());
  if (found === undefined) throw unknownEntity(kind, value, list);
  return found;
}
