import { preloadToolRunner } from "../../features/tools/components/lazy-tool-runner";
import ToolFinder from "../../features/tools/components/tool-finder";
import { loadToolRoute } from "../tool-route";
import { warmUpNavigation } from "../warm-navigation";

// Choosing a tool opens /tools/<tool> and its runner, which carries the form library. Both are loaded
// as soon as the user reaches for a tool, so the form does not wait for them; a page that is only
// looked at loads nothing more. A failed load is left to the tool route and the runner, which ask again.
let toolPage: Promise<unknown> | undefined;
// Called on every pointer movement over the finder: only the first call does anything.
function loadToolPage() {
  if (toolPage) return;
  toolPage = loadToolRoute().catch(() => {
    toolPage = undefined;
  });
  preloadToolRunner();
  // The route change to the tool page is the first of the tab for many users: run one beforehand.
  warmUpNavigation().catch(() => undefined);
}

export function Component() {
  return <ToolFinder onIntent={loadToolPage} />;
}
