import { useState } from "react";
import { Checkbox } from "../../../components/ui/checkbox";
import { useCallNotes } from "../../../lib/call-records/use-call-notes";
import type { Connection } from "../../../lib/connection/connection";
import { formatCredits, formatRelativeTime } from "../../../lib/format";
import { abortedError } from "../../../lib/http-error";
import { useToolExecution } from "../hooks/use-tool-execution";
import { toolCallRecord, type ToolCall } from "../model/history-store";
import { useToolHistory } from "../hooks/use-tool-history";
import { HistoryItem } from "./history-item";

interface HistoryPanelProps {
  connection: Connection;
  toolName: string;
  /** The tool's listed price, for what running a call again should cost. */
  price: number | null;
  /** Opens a call's tool with its input in the form (the same URL a share link carries). */
  onReplay: (path: string) => void;
}

/** Calls made with this connection, pinned first; stored in this browser only, never with the key. */
export function HistoryPanel({ connection, toolName, price, onReplay }: HistoryPanelProps) {
  const profileId = connection.profileId;
  const all = useToolHistory(profileId);
  const notes = useCallNotes();
  const { execute } = useToolExecution(connection);
  // Run again only after the confirm in RerunCall; the mutation asks the spending gate (that cost
  // confirmed) and records the new call like any other.
  async function runAgain(call: ToolCall): Promise<unknown> {
    const execution = await execute({
      toolName: call.toolName,
      input: call.input,
      verticalId: call.verticalId,
      price,
      lastCredits: call.credits,
      costConfirmed: true,
    });
    if (execution === null) throw abortedError(); // declined or already running: nothing sent
    return toolCallRecord(profileId, execution, call.verticalId, price).output;
  }
  const [everyTool, setEveryTool] = useState(false);
  const calls = (everyTool ? all : all.filter((call) => call.toolName === toolName))
    .slice()
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.at - a.at);

  return (
    <section aria-labelledby="tool-history-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tool-history-title" className="text-base font-semibold text-fg">
          History
        </h2>
        <Checkbox
          label={<span className="text-muted">Every tool</span>}
          checked={everyTool}
          onChange={(event) => setEveryTool(event.target.checked)}
        />
      </div>
      {notes.map((note) => (
        <p key={note} role="status" className="text-xs text-muted">
          {note}
        </p>
      ))}
      {calls.length === 0 ? (
        <p className="text-sm text-muted">No calls yet. Each call you run is kept here, in this browser.</p>
      ) : (
        <ol className="space-y-2" aria-label="Past calls">
          {calls.map((call) => (
            <HistoryItem
              key={call.id}
              call={call}
              profileId={profileId}
              price={price}
              onReplay={onReplay}
              onRun={runAgain}
              when={formatRelativeTime(call.at)}
              cost={call.credits === null ? "credits unknown" : formatCredits(call.credits)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
