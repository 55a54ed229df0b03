import { Activity, lazy, useCallback, useState, type ComponentType } from "react";
import { useParams } from "react-router";
import { holdBackgroundForDescription } from "./runner-after-text";
import { ToolPageLoader, toolPageReady } from "./tool-page-loader";

interface Highlighted {
  name: string;
  vertical: string;
}

interface FinderProps {
  onActive: (tool: Highlighted | null) => void;
  onReady: () => void;
}

// The finder's code, as its own chunk (routes/tools.tsx): /tools waits for it (see below).
const Finder = lazy(() =>
  import("../routes/tools").then((module): { default: ComponentType<FinderProps> } => ({
    default: module.Component,
  })),
);

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
  // On a tool's page the description is the largest paint: background work waits for it (in the first
  // render, before that work decides when to start).
  if (onTool) holdBackgroundForDescription();
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
  const ahead = ready || toolPageReady() ? highlighted : null;
  const shown = toolName ?? ahead?.name ?? null;
  return (
    <>
      {/* Until the finder's code is in, /tools suspends: a navigation keeps the previous page meanwhile,
          the first load the empty frame, and a failed download goes to the page's error boundary. */}
      {onTool ? null : <Finder onActive={setHighlighted} onReady={markReady} />}
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
