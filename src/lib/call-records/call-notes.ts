import { createNotifier } from "../notifier";

/**
 * What the call store could not keep or read, in words for the user: IndexedDB refused (private
 * mode), the disk was full, a stored record was damaged. Shown where records are shown; a note is
 * never an exception thrown into the UI.
 */
export interface CallNotes {
  list: () => readonly string[];
  add: (note: string) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createCallNotes(): CallNotes {
  const changes = createNotifier();
  let notes: readonly string[] = [];
  return {
    list: () => notes,
    add(note) {
      if (notes.includes(note)) return;
      notes = [...notes, note];
      changes.notify();
    },
    clear() {
      if (notes.length === 0) return;
      notes = [];
      changes.notify();
    },
    subscribe: changes.subscribe,
  };
}

export const NOTE_UNAVAILABLE =
  "This browser does not let the dashboard store call records (private mode?): they are kept only until this tab closes.";
export const NOTE_FULL =
  "The disk is full: some call records are kept only until this tab closes. Pin fewer records or clear old ones in Settings.";
export const skippedNote = (count: number) =>
  count === 1
    ? "1 stored call record could not be read and was skipped."
    : `${count} stored call records could not be read and were skipped.`;
export const failedNote = (what: string) =>
  `A call record could not be ${what}; the page keeps working without it.`;
