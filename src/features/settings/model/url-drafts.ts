import { createContext } from "react";

/** A URL field's draft as the Test button must see it: typed text that is not committed is still "the URL". */
export interface UrlDraftCheck {
  label: string;
  /** Null when the draft is a usable address (or is committed as one). */
  problem: () => string | null;
  /** Shows the field's own error and moves focus to it. */
  reveal: () => void;
}

export interface UrlDrafts {
  register: (check: UrlDraftCheck) => () => void;
  checks: () => UrlDraftCheck[];
}

export function createUrlDrafts(): UrlDrafts {
  const registered = new Set<UrlDraftCheck>();
  return {
    register(check) {
      registered.add(check);
      return () => void registered.delete(check);
    },
    checks: () => [...registered],
  };
}

export const UrlDraftsContext = createContext<UrlDrafts | null>(null);
