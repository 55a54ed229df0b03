import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { moduleLoader } from "../../../lib/module-loader";
import { isSchema, type JsonSchema } from "../model/json-schema";
import type * as RunnerModule from "./tool-runner";

// The runner carries the form library and the validator: most of the page's code. The tool page paints
// its name and description without them and asks for the runner once the tool is known. From /tools it
// is usually in memory already (src/app/speed/tool-intent.ts).
export type Runner = typeof RunnerModule.ToolRunner;
export type Aside = typeof RunnerModule.ToolAside;
export const runner = moduleLoader(
  () => import("./tool-runner"),
  (module): typeof RunnerModule => module,
);

/** Starts downloading the runner when the user reaches for a tool on /tools. */
export function preloadToolRunner(): Promise<boolean> {
  return runner.load().then(
    () => true,
    () => false,
  );
}

export const runnerLoaded = () => runner.loaded() !== undefined;

export type RunnerState =
  | { status: "loading" }
  | { status: "ready"; Runner: Runner; Aside: Aside }
  | { status: "failed"; error: string; retry: () => void };

/**
 * Waits for a moment to ask for the runner: calls `start` then, and returns a function that cancels
 * the wait. Given by the route (src/app/speed/runner-after-text.ts).
 */
export type DeferRunner = (start: () => void) => () => void;

export function RunnerLoadError({ error, retry }: { error: string; retry: () => void }) {
  return (
    <Alert tone="danger" role="alert">
      <p className="font-semibold">The form could not be loaded</p>
      <p className="mt-1">{error}</p>
      <p className="mt-1">Check the connection to this dashboard and try again, or reload the page.</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={retry}>
        Try again
      </Button>
    </Alert>
  );
}

/** Roughly the form to come: its title row, one row per top-level field, and the Execute button. */
export function RunnerSkeleton({ schema }: { schema: JsonSchema }) {
  const fields = isSchema(schema.properties) ? Object.keys(schema.properties).length : 0;
  const rows = Math.min(Math.max(fields, 1), 50);
  return (
    <div role="status" aria-busy="true" className="space-y-4">
      <span className="sr-only">Loading the form…</span>
      <Skeleton className="h-7 w-40" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="space-y-1.5">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-9" />
        </div>
      ))}
      <Skeleton className="h-9 w-48" />
    </div>
  );
}
