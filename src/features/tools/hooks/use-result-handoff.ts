import { useCallback } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import type { UseAsInput } from "../../../components/result-viewer/use-as-input";
import { listCalls } from "../../../lib/call-records/call-records";
import { dottedPath, handoffState } from "../../../lib/recipe-handoff";
import { isRecord } from "../../../../common/plain-object";

/**
 * "Use as input…" on this tool's result: the composer opens with the call that produced it (its
 * input as literals, read from the call's record) and asks which tool and field the value feeds.
 */
export function useResultHandoff(profileId: string, toolName: string, verticalId: string): UseAsInput {
  const navigate = useNavigate();
  return useCallback(
    (choice) => {
      void (async () => {
        // The runner records each call as it answers: the newest record of this tool is the result shown.
        const records = await listCalls(profileId, {}).catch(() => []);
        const newest = records
          .filter((r) => r.kind === "tool" && r.subject === toolName)
          .sort((a, b) => b.at - a.at)[0];
        const input = newest && isRecord(newest.input) ? newest.input : {};
        void navigate(paths.recipes(), {
          state: handoffState({
            vertical: verticalId,
            name: toolName,
            steps: [{ id: "step-1", tool_name: toolName, parameters: input }],
            answers: { "step-1": choice.root },
            stepId: "step-1",
            path: dottedPath(choice.path),
            value: choice.value,
          }),
        });
      })();
    },
    [navigate, profileId, toolName, verticalId],
  );
}
