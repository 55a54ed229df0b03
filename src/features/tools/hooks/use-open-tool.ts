import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toolPath } from "../model/tool-search";

/** Opens a tool's page from the finder or the palette. */
export function useOpenTool(): (tool: { name: string }, verticalId: string) => void {
  const navigate = useNavigate();
  return useCallback(
    // The state asks the page to move focus to its heading once it shows (not on a reload).
    (tool, verticalId) => void navigate(toolPath(tool, verticalId), { state: { focusTool: true } }),
    [navigate],
  );
}
