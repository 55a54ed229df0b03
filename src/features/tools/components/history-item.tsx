import { useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { removeToolCall, updateToolCall, type ToolCall } from "../model/history-store";
import { RerunCall } from "./rerun-call";
import { sharePath } from "../model/share-link";

const OUTCOME = {
  ok: { tone: "success", text: "ok" },
  "tool-error": { tone: "warning", text: "tool failed" },
  "http-error": { tone: "danger", text: "request failed" },
} as const;

interface HistoryItemProps {
  call: ToolCall;
  profileId: string;
  when: string;
  cost: string;
  price: number | null;
  /** Loads the call's input into the form (the same URL a share link carries). */
  onReplay: (path: string) => void;
  onRun: (call: ToolCall) => Promise<unknown>;
}

export function HistoryItem({ call, profileId, when, cost, price, onReplay, onRun }: HistoryItemProps) {
  const [naming, setNaming] = useState(false);
  const [open, setOpen] = useState(false);
  const [replaying, setReplaying] = useState(false);
  const [draft, setDraft] = useState(call.name ?? "");
  const outcome = OUTCOME[call.outcome];
  const title = call.name ?? call.toolName;
  const path = sharePath(call);
  // Fifteen "Replay" buttons are one name fifteen times: each says which call it acts on.
  const which = `${title}, ${when}`;

  return (
    <li className="rounded-md border border-border p-3 text-sm" aria-label={`Call ${title}, ${when}`}>
      <div className="flex flex-wrap items-center gap-2">
        {call.pinned ? <Badge tone="accent">pinned</Badge> : null}
        <span className="font-medium text-fg">{title}</span>
        {call.name ? <span className="font-mono text-xs text-muted">{call.toolName}</span> : null}
        <Badge tone={outcome.tone}>{outcome.text}</Badge>
        <span className="text-xs text-muted">
          {when} · {call.latencyMs === null ? "?" : `${call.latencyMs} ms`} · {cost}
        </span>
      </div>
      <pre className="mt-1 truncate font-mono text-xs text-muted">{JSON.stringify(call.input)}</pre>
      {call.message ? <p className="mt-1 text-xs text-muted">{call.message}</p> : null}
      {open ? (
        <RerunCall
          call={call}
          which={which}
          price={price}
          replaying={replaying}
          onReplayDone={() => setReplaying(false)}
          onRun={onRun}
        />
      ) : null}
      {naming ? (
        <form
          className="mt-2 flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            updateToolCall(profileId, call.id, {
              name: draft.trim() === "" ? null : draft.trim(),
              pinned: true,
            });
            setNaming(false);
          }}
        >
          <label className="sr-only" htmlFor={`name-${call.id}`}>
            Name for this call
          </label>
          <Input
            id={`name-${call.id}`}
            size="sm"
            className="max-w-xs min-w-0"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button size="sm" type="submit">
            Save
          </Button>
        </form>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-1">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Replay ${which}`}
          onClick={() => {
            setOpen(true);
            setReplaying(true);
          }}
        >
          Replay
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`${open ? "Close" : "Open"} answer of ${which}`}
          onClick={() => setOpen(!open)}
        >
          {open ? "Close answer" : "Open answer"}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Load input of ${which}`}
          onClick={() => onReplay(path)}
        >
          Load input
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`${call.pinned ? "Unpin" : "Pin"} ${which}`}
          onClick={() => updateToolCall(profileId, call.id, { pinned: !call.pinned })}
        >
          {call.pinned ? "Unpin" : "Pin"}
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Name ${which}`} onClick={() => setNaming(!naming)}>
          Name
        </Button>
        <a
          href={path}
          aria-label={`Share link to ${which}`}
          className="inline-flex h-8 items-center px-3 text-sm text-accent hover:underline"
        >
          Share link
        </a>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete ${which}`}
          onClick={() => removeToolCall(profileId, call.id)}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
