import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toolPath } from "./tool-search";

/**
 * Opens a tool's page from the finder or the palette. flushSync: the page and its form render in the
 * task of the Enter or click, not in a transition's time slices with frames between them, so a large
 * form is ready sooner (npm run bench, form.*; docs/performance.md). The tool route renders at once when its
 * code is loaded (src/app/tool-route.tsx), so this holds for the first choice of a tab too.
 */
export function useOpenTool(): (tool: { name: string }, verticalId: string) => void {
  const navigate = useNavigate();
  return useCallback(
    // The state asks the page to move focus to its heading once it shows (not on a reload).
    (tool, verticalId) =>
      void navigate(toolPath(tool, verticalId), { flushSync: true, state: { focusTool: true } }),
    [navigate],
  );
}
