import { useState } from "react";
import { OutputDiffView } from "../../../components/call-records/output-diff-view";
import { StoredAnswer } from "../../../components/call-records/stored-answer";
import { Button } from "../../../components/ui/button";
import { formatCredits } from "../../../lib/format";
import { ApiError } from "../../../lib/http-error";
import { ConfirmDialog } from "./confirm-dialog";
import { LazyResultViewer } from "./lazy-result-viewer";
import { useStoredAnswerHandoff } from "../hooks/use-result-handoff";
import type { ToolCall } from "../model/history-store";

interface RerunCallProps {
  call: ToolCall;
  /** What it names, e.g. "coingecko_searchCoin, 2 minutes ago". */
  which: string;
  /** The tool's listed price now; null when the listing does not say. */
  price: number | null;
  replaying: boolean;
  onReplayDone: () => void;
  /** Sends the call again; resolves with the new answer (the stored form of it). */
  onRun: (call: ToolCall) => Promise<unknown>;
}

/**
 * A stored answer, and running it again only on a confirm that says what it should cost; the new
 * answer is then compared with the stored one.
 */
export function RerunCall({ call, which, price, replaying, onReplayDone, onRun }: RerunCallProps) {
  const [running, setRunning] = useState(false);
  const [fresh, setFresh] = useState<{ output: unknown } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [values, setValues] = useState(false);
  const handOff = useStoredAnswerHandoff(call);
  const expected =
    price !== null
      ? `${formatCredits(price)} (listed price)`
      : call.credits !== null
        ? `${formatCredits(call.credits)} (what it cost last time)`
        : "an unknown number of credits";

  async function confirm() {
    onReplayDone();
    setRunning(true);
    setFailure(null);
    try {
      setFresh({ output: await onRun(call) });
    } catch (error) {
      // Declined at the spending gate: nothing was sent, so there is nothing to say.
      if (error instanceof ApiError && error.kind === "aborted") return;
      setFailure(error instanceof Error ? error.message : "The call could not be sent.");
    } finally {
      setRunning(false);
    }
  }

  return (
    <div className="mt-2 space-y-2">
      <StoredAnswer output={call.output} label={which} />
      {call.outcome === "ok" && call.output !== null ? (
        // The stored answer's values, each one a click away from a recipe step (the viewer loads on demand).
        <details onToggle={(event) => setValues(event.currentTarget.open)}>
          <summary className="cursor-pointer text-xs text-muted">Use a value as input…</summary>
          {values ? (
            <div className="mt-2">
              <LazyResultViewer value={call.output} name={`Stored ${call.toolName}`} onUseAsInput={handOff} />
            </div>
          ) : null}
        </details>
      ) : null}
      {running ? (
        <p className="text-xs text-muted" role="status">
          Running {call.toolName} again…
        </p>
      ) : null}
      {failure ? (
        <p className="text-xs text-danger" role="alert">
          {call.toolName} was not run again: {failure}
        </p>
      ) : null}
      {fresh ? (
        <>
          <OutputDiffView before={call.output} after={fresh.output} label={which} />
          <Button size="sm" variant="ghost" onClick={() => setFresh(null)}>
            Hide comparison
          </Button>
        </>
      ) : null}
      <ConfirmDialog
        open={replaying}
        title={`Run ${call.toolName} again?`}
        confirmLabel="Run again"
        onConfirm={() => void confirm()}
        onCancel={onReplayDone}
      >
        <p>The stored answer is shown on the page; it cost nothing to open.</p>
        <p>Running it again with the same input is a new paid call: expected cost {expected}.</p>
      </ConfirmDialog>
    </div>
  );
}
