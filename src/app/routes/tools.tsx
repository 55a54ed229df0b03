import ToolFinder from "../../features/tools/components/tool-finder";

// Choosing a tool opens /tools/<tool>, whose module carries the form library. It is loaded as soon as
// the user reaches for a tool, so the form does not wait for it; a page that is only looked at loads
// nothing more. A failed load is left to the router, which asks for the module again on opening.
let toolPage: Promise<unknown> | undefined;
function loadToolPage() {
  toolPage ??= import("./tool").catch(() => {
    toolPage = undefined;
  });
}

export function Component() {
  return <ToolFinder onIntent={loadToolPage} />;
}
