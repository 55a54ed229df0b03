import { createContext } from "react";
import type { SendMode, SendModes } from "./optional-modes";

/** Handed to rjsf as `formContext`: the optional-field choices live with the runner, not in rjsf. */
export interface ToolFormContext {
  modes: SendModes;
  setMode: (key: string, mode: SendMode) => void;
}

/** The path key of the nearest field template above, so a wrapped field does not offer the choice twice. */
export const EnclosingFieldContext = createContext<string | null>(null);

/**
 * The enclosing field in words ("employees", "holdings item 2"), so controls and buttons inside it
 * can say whose they are: two "min" fields, or five "Remove" buttons, are otherwise indistinguishable
 * to a screen reader.
 */
export const FieldNameContext = createContext<string>("");

/** A field's name in words, given its enclosing field's: "holdings item 2", "employees min". */
export function qualifiedName(enclosing: string, path: readonly (string | number)[], label: string): string {
  if (path.length === 0) return "";
  const last = path.at(-1);
  if (typeof last === "number") return `${enclosing || "item"} item ${last + 1}`;
  const own = label || (typeof last === "string" ? last : "");
  return [enclosing, own].filter(Boolean).join(" ");
}
