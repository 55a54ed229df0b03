import { startTransition, useEffect, useState } from "react";
import { type Runner, runner, type RunnerState, type DeferRunner } from "../components/lazy-tool-runner";

/**
 * The runner component: at once when it is in memory, otherwise asked for once `wanted` (the tool is
 * known), after `defer` when it is given.
 */
export function useToolRunner(wanted: boolean, defer?: DeferRunner): RunnerState {
  const [state, setState] = useState<{ Runner?: Runner; error?: string }>(() => ({
    Runner: runner.loaded()?.ToolRunner,
  }));
  const [attempt, setAttempt] = useState(0);
  const ready = state.Runner !== undefined;

  useEffect(() => {
    if (ready || !wanted) return;
    let live = true;
    const load = () =>
      void runner.load().then(
        // A transition: React renders the form in slices, so a slow phone stays responsive meanwhile.
        ({ ToolRunner: Runner }) => live && startTransition(() => setState({ Runner })),
        (error: unknown) =>
          live && setState({ error: error instanceof Error ? error.message : String(error) }),
      );
    if (!defer) load();
    const cancel = defer?.(load);
    return () => {
      live = false;
      cancel?.();
    };
  }, [ready, wanted, attempt, defer]);

  if (state.Runner) return { status: "ready", Runner: state.Runner };
  if (state.error === undefined) return { status: "loading" };
  return {
    status: "failed",
    error: state.error,
    retry: () => {
      setState({});
      setAttempt((n) => n + 1);
    },
  };
}
