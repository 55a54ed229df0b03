import { Activity, useCallback, useEffect, useState, type ComponentType } from "react";
import { useParams } from "react-router";
import { moduleLoader } from "../../lib/module-loader";
import { ToolPageLoader, toolPageReady } from "./tool-page-loader";

interface Highlighted {
  name: string;
  vertical: string;
}

interface FinderProps {
  onActive: (tool: Highlighted | null) => void;
  onReady: () => void;
}

const finder = moduleLoader(
  () => import("../routes/tools"),
  (module): ComponentType<FinderProps> => module.Component,
);

/** The finder's code; the /tools route waits for it (router.tsx), so the finder renders at once. */
export const loadFinder = finder.load;

/**
 * /tools and /tools/:toolName. Both routes render this component, so React keeps it (and what it
 * holds) when the one becomes the other. On /tools, the tool the finder has highlighted is rendered
 * ahead, hidden (`<Activity mode="hidden">`: at idle priority, effects not mounted, nothing painted),
 * once the code of the page and its form is in memory. Enter then reveals a page that has already
 * rendered, instead of rendering a form of perhaps fifty fields in the Enter's task (gain measured
 * by `npm run bench`, form.*: docs/performance.md). Choosing any other tool renders it then, as before.
 */
export function ToolsArea() {
  const { toolName } = useParams();
  const [highlighted, setHighlighted] = useState<Highlighted | null>(null);
  // The finder says when the code is in memory; reached from a tool's page, it already is.
  const [ready, setReady] = useState(false);
  const markReady = useCallback(() => setReady(true), []);
  const onTool = toolName !== undefined;
  // Back on /tools from a tool's page, that page is not kept for the next Enter: opening a tool
  // starts from a fresh form, as it always has. Each return to /tools is a new generation of keys.
  const [returns, setReturns] = useState(0);
  const [wasOnTool, setWasOnTool] = useState(onTool);
  if (wasOnTool !== onTool) {
    setWasOnTool(onTool);
    if (!onTool) {
      setReturns(returns + 1);
      setHighlighted(null);
    }
  }
  // The /tools route has loaded the finder before it renders; a tool's page reached directly has not,
  // and loads it when the user goes back to /tools.
  const [Finder, setFinder] = useState(finder.loaded);
  useEffect(() => {
    if (Finder || onTool) return;
    let live = true;
    finder.load().then(
      (loaded) => live && setFinder(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Finder, onTool]);
  const ahead = ready || toolPageReady() ? highlighted : null;
  const shown = toolName ?? ahead?.name ?? null;
  return (
    <>
      {onTool || !Finder ? null : <Finder onActive={setHighlighted} onReady={markReady} />}
      {shown === null ? null : (
        <Activity mode={onTool ? "visible" : "hidden"}>
          {/* On /tools the vertical is the finder's; on a tool's page it is the URL's, as before. */}
          <ToolPageLoader
            key={`${shown}\u0000${returns}`}
            toolName={shown}
            {...(onTool || !ahead ? {} : { vertical: ahead.vertical })}
          />
        </Activity>
      )}
    </>
  );
}
