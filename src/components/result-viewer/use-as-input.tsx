import { createContext, useContext, type ReactNode } from "react";
import type { PathSegment } from "./json-path";

/** A value chosen in a result: where it sits, what it is, and the whole result it came from. */
export interface ValueChoice {
  path: readonly PathSegment[];
  value: unknown;
  root: unknown;
}

export type UseAsInput = (choice: ValueChoice) => void;

// The viewer only offers "Use as input…"; whoever renders it decides what choosing a value does.
// A context, so a page can offer it for viewers rendered by components it does not own.
const UseAsInputContext = createContext<UseAsInput | null>(null);

export function UseAsInputProvider({ onUse, children }: { onUse: UseAsInput | null; children: ReactNode }) {
  return <UseAsInputContext.Provider value={onUse}>{children}</UseAsInputContext.Provider>;
}

export function useUseAsInput(): UseAsInput | null {
  return useContext(UseAsInputContext);
}
