import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/layout/page-header";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { formatCredits } from "../../../lib/format";
import { useKnownVerticals } from "../../../lib/connection/known-verticals";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import { sharedInput, sharedInputProblem } from "../model/share-link";
import { RunnerLoadError, RunnerSkeleton, type DeferRunner } from "./lazy-tool-runner";
import { useToolRunner } from "../hooks/use-tool-runner";
import { ListState } from "./list-state";
import { useFindTool } from "../hooks/use-find-tool";
import { useOpenTool } from "../hooks/use-open-tool";
import { paths } from "../../../app/paths";
import { UseAsInputProvider } from "../../../components/result-viewer/use-as-input";
import { useResultHandoff } from "../hooks/use-result-handoff";
import { DESCRIPTION_TIMING } from "../model/description-timing";

export interface ToolPageProps {
  toolName: string;
  /** Where to find the tool instead of the URL's vertical: given when rendered ahead on /tools. */
  vertical?: string;
  /** When the form's code may be asked for, if the tool has a description; at once without it. */
  deferRunner?: DeferRunner;
}

/** The form beside the schema and history on a wide screen, one column on a narrow one. */
const PAGE_GRID = "grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]";

export default function ToolPage({ toolName, vertical, deferRunner }: ToolPageProps) {
  const connection = useActiveConnection();
  const navigate = useNavigate();
  const openTool = useOpenTool();
  const [params] = useSearchParams();
  const found = useFindTool(connection, toolName, vertical ?? params.get("vertical"));
  const verticals = useKnownVerticals(connection);
  // Opened from the finder or the palette: focus goes to the tool's heading, not to <body>. Effects
  // of a page rendered ahead (hidden) run when it is revealed, which is when it should happen.
  const location = useLocation();
  const focusOnArrival = (location.state as { focusTool?: boolean } | null)?.focusTool === true;
  const headerRef = useRef<HTMLDivElement>(null);
  const isFound = found.status === "found";
  useEffect(() => {
    const heading = headerRef.current?.querySelector("h1");
    if (!focusOnArrival || !isFound || !heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [focusOnArrival, isFound, location.key]);
  const inputParam = params.get("input");
  const inputProblem = sharedInputProblem(params);
  const described = found.status === "found" && found.tool.description !== "";
  const runner = useToolRunner(found.status === "found", described ? deferRunner : undefined);
  const handOff = useResultHandoff(
    connection.profileId,
    toolName,
    found.status === "found" ? found.verticalId : "",
  );

  if (found.status === "pending") {
    // The tool's name and the form's place while the listing is on its way (the same frame the route
    // paints while this page's code loads, src/app/speed/tool-page-loader.tsx): the first paint is
    // the tool's page, whatever the form library is doing.
    return (
      <>
        <PageHeader title={toolName} />
        <div className={PAGE_GRID}>
          <Card className="space-y-4">
            <RunnerSkeleton schema={{}} />
          </Card>
        </div>
      </>
    );
  }

  if (found.status !== "found") {
    return (
      <>
        <PageHeader title={toolName} />
        <ListState
          pending={false}
          error={found.status === "error" ? found.error : null}
          onRetry={found.status === "error" ? found.retry : () => undefined}
          verticals={verticals ?? []}
          onPickVertical={(next) => openTool({ name: toolName }, next)}
        />
        {found.status === "missing" ? (
          <Alert tone="warning" role="status">
            No tool called {toolName} in {found.verticals.join(", ")}.{" "}
            <Link to={paths.tools()} className="underline">
              Find a tool
            </Link>
          </Alert>
        ) : null}
      </>
    );
  }

  const { tool, verticalId } = found;
  return (
    <>
      <div ref={headerRef} className="contents">
        <PageHeader
          title={tool.name}
          description={tool.description}
          descriptionTiming={DESCRIPTION_TIMING}
          actions={
            <div className="flex items-center gap-2">
              <Badge>{verticalId}</Badge>
              <Badge tone="accent">
                {tool.price === null ? "price unknown" : `${formatCredits(tool.price)} per call`}
              </Badge>
              <Link
                to={paths.recipes()}
                state={{ addTool: { vertical: verticalId, toolName: tool.name } }}
                className="text-sm text-accent underline"
              >
                Use in a recipe
              </Link>
            </div>
          }
        />
      </div>
      <div className={PAGE_GRID}>
        <Card className="space-y-4">
          {inputProblem ? (
            // Anyone can write a link: one whose input cannot be read says so, instead of a blank form.
            <Alert tone="warning" role="status">
              This link&apos;s input was not used: {inputProblem}.
            </Alert>
          ) : null}
          {runner.status === "ready" ? (
            // A new input in the URL (replay, share link) starts a fresh form with it.
            // The result's "Use as input…" opens the composer with this call as its first step.
            <UseAsInputProvider onUse={handOff}>
              <runner.Runner
                key={`${tool.name}\u0000${inputParam ?? ""}`}
                tool={tool}
                verticalId={verticalId}
                connection={connection}
                seed={sharedInput(params)}
              />
            </UseAsInputProvider>
          ) : runner.status === "failed" ? (
            <RunnerLoadError error={runner.error} retry={runner.retry} />
          ) : (
            <RunnerSkeleton schema={tool.inputSchema} />
          )}
        </Card>
        {/* The schema and the history come with the form, in its chunk, not before it: on a narrow screen
            they are below it, and nothing moves when the form lands. */}
        {runner.status === "ready" ? (
          <runner.Aside connection={connection} tool={tool} onReplay={(path) => void navigate(path)} />
        ) : null}
      </div>
    </>
  );
}
