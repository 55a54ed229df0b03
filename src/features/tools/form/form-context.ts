import { createContext } from "react";
import type { SendMode, SendModes } from "./optional-modes";

/** Handed to rjsf as `formContext`: the optional-field choices live with the runner, not in rjsf. */
export interface ToolFormContext {
  modes: SendModes;
  setMode: (key: string, mode: SendMode) => void;
}

/** The path key of the nearest field template above, so a wrapped field does not offer the choice twice. */
export const EnclosingFieldContext = createContext<string | null>(null);
