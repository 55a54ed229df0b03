import { useCallback } from "react";
import { preloadToolRunner } from "../../features/tools/components/lazy-tool-runner";
import ToolFinder from "../../features/tools/components/tool-finder";
import { loadToolRoute } from "../tool-route";
import { warmUpNavigation } from "../warm-navigation";

// Choosing a tool opens /tools/<tool> and its runner, which carries the form library. Both are loaded
// as soon as the user reaches for a tool, so the form does not wait for them; a page that is only
// looked at loads nothing more. A failed load is left to the tool route and the runner, which ask again.
let ready: Promise<boolean> | undefined;
// Called on every pointer movement over the finder: only the first call loads anything. Resolves
// with whether the tool page and its form can now render at once.
function loadToolPage(): Promise<boolean> {
  if (ready) return ready;
  ready = Promise.all([
    loadToolRoute().then(
      () => true,
      () => false,
    ),
    preloadToolRunner(),
  ]).then(([page, form]) => {
    if (!page || !form) ready = undefined;
    return page && form;
  });
  // The route change to the tool page is the first of the tab for many users: run one beforehand.
  warmUpNavigation().catch(() => undefined);
  return ready;
}

interface FinderRouteProps {
  /** The tool Enter would open and its vertical, each time it changes. */
  onActive?: (tool: { name: string; vertical: string } | null) => void;
  /** The tool page's code and its form's are in memory (after the user reached for a tool). */
  onReady?: () => void;
}

export function Component({ onActive, onReady }: FinderRouteProps) {
  const onIntent = useCallback(() => {
    void loadToolPage().then((loaded) => loaded && onReady?.());
  }, [onReady]);
  return <ToolFinder onIntent={onIntent} {...(onActive ? { onActive } : {})} />;
}
