import { useRecordedList } from "../../../lib/call-records/use-recorded-list";
import { callNameList } from "../model/call-names";
import { mergeToolCalls, type ToolCall } from "../model/history-store";
import { migrateToolHistory } from "../model/legacy-history";

/** This profile's tool calls from the call records, newest first; the old localStorage list moves in once. */
export function useToolHistory(profileId: string): ToolCall[] {
  return useRecordedList(callNameList, profileId, mergeToolCalls, { importLegacy: migrateToolHistory });
}
