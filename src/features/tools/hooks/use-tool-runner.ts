import { startTransition, useEffect, useState } from "react";
import {
  type Aside,
  type Runner,
  runner,
  type RunnerState,
  type DeferRunner,
} from "../components/lazy-tool-runner";

/**
 * The runner component and the aside beside it: at once when they are in memory, otherwise asked for once `wanted` (the tool is
 * known), after `defer` when it is given.
 */
export function useToolRunner(wanted: boolean, defer?: DeferRunner): RunnerState {
  const [state, setState] = useState<{ parts?: { Runner: Runner; Aside: Aside }; error?: string }>(() => {
    const loaded = runner.loaded();
    return loaded ? { parts: { Runner: loaded.ToolRunner, Aside: loaded.ToolAside } } : {};
  });
  const [attempt, setAttempt] = useState(0);
  const ready = state.parts !== undefined;

  useEffect(() => {
    if (ready || !wanted) return;
    let live = true;
    const load = () =>
      void runner.load().then(
        // A transition: React renders the form in slices, so a slow phone stays responsive meanwhile.
        ({ ToolRunner, ToolAside }) =>
          live && startTransition(() => setState({ parts: { Runner: ToolRunner, Aside: ToolAside } })),
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

  if (state.parts) return { status: "ready", ...state.parts };
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
