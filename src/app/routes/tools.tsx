import { useCallback } from "react";
import ToolFinder from "../../features/tools/components/tool-finder";
import { preloadToolPage } from "../speed/tool-intent";

interface FinderRouteProps {
  /** The tool Enter would open and its vertical, each time it changes. */
  onActive?: (tool: { name: string; vertical: string } | null) => void;
  /** The tool page's code and its form's are in memory (after the user reached for a tool). */
  onReady?: () => void;
}

/** /tools: the finder. What it does ahead of a choice is in src/app/speed (README.md). */
export function Component({ onActive, onReady }: FinderRouteProps) {
  const onIntent = useCallback(() => {
    void preloadToolPage().then((loaded) => loaded && onReady?.());
  }, [onReady]);
  return <ToolFinder onIntent={onIntent} {...(onActive ? { onActive } : {})} />;
}
