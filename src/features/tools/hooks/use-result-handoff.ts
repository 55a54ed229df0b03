import { useCallback } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import type { UseAsInput, ValueChoice } from "../../../components/result-viewer/use-as-input";
import { dottedPath, handoffState } from "../../../lib/recipe-handoff";
import { isRecord } from "../../../../common/plain-object";

interface SourceCall {
  toolName: string;
  verticalId: string;
  input: Record<string, unknown>;
}

/** The composer's navigation state: the call as step-1 (its input as literals) and the chosen value. */
function callHandoff(call: SourceCall, choice: ValueChoice) {
  return handoffState({
    vertical: call.verticalId,
    name: call.toolName,
    steps: [{ id: "step-1", tool_name: call.toolName, parameters: call.input }],
    answers: { "step-1": choice.root },
    stepId: "step-1",
    path: dottedPath(choice.path),
    value: choice.value,
  });
}

/**
 * "Use as input…" on this tool's result: the composer opens with the call that produced it (its
 * input read from the call's record) and asks which tool and field the value feeds.
 */
export function useResultHandoff(profileId: string, toolName: string, verticalId: string): UseAsInput {
  const navigate = useNavigate();
  return useCallback(
    (choice) => {
      void (async () => {
        // The runner records each call as it answers: the newest record of this tool is the result shown.
        // The records' code came with the runner (a result is on screen), so this import is at once; the
        // page's first paint does not wait for it.
        const records = await import("../../../lib/call-records/call-records")
          .then(({ listCalls }) => listCalls(profileId, {}))
          .catch(() => []);
        const newest = records
          .filter((r) => r.kind === "tool" && r.subject === toolName)
          .sort((a, b) => b.at - a.at)[0];
        const input = newest && isRecord(newest.input) ? newest.input : {};
        void navigate(paths.recipes(), { state: callHandoff({ toolName, verticalId, input }, choice) });
      })();
    },
    [navigate, profileId, toolName, verticalId],
  );
}

/** "Use as input…" on a stored answer: the composer opens with that call, no request made. */
export function useStoredAnswerHandoff(call: SourceCall): UseAsInput {
  const navigate = useNavigate();
  const { toolName, verticalId, input } = call;
  return useCallback(
    (choice) =>
      void navigate(paths.recipes(), { state: callHandoff({ toolName, verticalId, input }, choice) }),
    [navigate, toolName, verticalId, input],
  );
}
