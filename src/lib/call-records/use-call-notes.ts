import { useSyncExternalStore } from "react";
import { callNotes, subscribeCallNotes } from "./call-records";

/** What the call store could not keep or read, for a view to say. */
export function useCallNotes(): readonly string[] {
  return useSyncExternalStore(subscribeCallNotes, callNotes, callNotes);
}
