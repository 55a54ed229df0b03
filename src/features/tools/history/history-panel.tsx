import { useState } from "react";
import { formatCredits, formatRelativeTime } from "../../../lib/format";
import { useToolHistory } from "./history-store";
import { HistoryItem } from "./history-item";

interface HistoryPanelProps {
  profileId: string;
  toolName: string;
  /** Opens a call's tool with its input in the form (the same URL a share link carries). */
  onReplay: (path: string) => void;
}

/** Calls made with this connection, pinned first; stored in this browser only, never with the key. */
export function HistoryPanel({ profileId, toolName, onReplay }: HistoryPanelProps) {
  const all = useToolHistory(profileId);
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
        <label className="flex items-center gap-1.5 text-sm text-muted">
          <input
            type="checkbox"
            checked={everyTool}
            onChange={(event) => setEveryTool(event.target.checked)}
          />
          Every tool
        </label>
      </div>
      {calls.length === 0 ? (
        <p className="text-sm text-muted">No calls yet. Each call you run is kept here, in this browser.</p>
      ) : (
        <ol className="space-y-2" aria-label="Past calls">
          {calls.map((call) => (
            <HistoryItem
              key={call.id}
              call={call}
              profileId={profileId}
              onReplay={onReplay}
              when={formatRelativeTime(call.at)}
              cost={call.credits === null ? "credits unknown" : formatCredits(call.credits)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
