import { callNotes, subscribeCallNotes } from "./call-records";
import { useStoredValue } from "../stored-value";

/** What the call store could not keep or read, for a view to say. */
export function useCallNotes(): readonly string[] {
  return useStoredValue({ subscribe: subscribeCallNotes, get: callNotes });
}
