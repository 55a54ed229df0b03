import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import type { Connection } from "../../../lib/connection/connection";
import { shareLink } from "../model/share-link";
import { curlSnippet, fetchSnippet } from "../model/snippets";

interface CallActionsProps {
  toolName: string;
  verticalId: string;
  input: Record<string, unknown>;
  connection: Connection;
}

/** Share link and code snippets for one call; the key only goes in when the user ticks the box. */
export function CallActions({ toolName, verticalId, input, connection }: CallActionsProps) {
  const [withKey, setWithKey] = useState(false);
  const [status, setStatus] = useState("");
  const link = shareLink(window.location.origin, { toolName, verticalId, input });
  const snippetInput = {
    chatBaseUrl: connection.chatBaseUrl,
    toolName,
    input,
    apiKey: withKey ? connection.apiKey : null,
  };

  function copy(text: string, what: string) {
    if (!navigator.clipboard) return setStatus(`Couldn't copy ${what}: no clipboard here`);
    navigator.clipboard.writeText(text).then(
      () => setStatus(`Copied ${what}`),
      () => setStatus(`Couldn't copy ${what}`),
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <a href={link} className="text-accent underline-offset-2 hover:underline">
        Link to this call
      </a>
      <Button variant="ghost" size="sm" onClick={() => copy(link, "the link")}>
        Copy link
      </Button>
      <Button variant="ghost" size="sm" onClick={() => copy(curlSnippet(snippetInput), "as curl")}>
        Copy as curl
      </Button>
      <Button variant="ghost" size="sm" onClick={() => copy(fetchSnippet(snippetInput), "as fetch")}>
        Copy as fetch
      </Button>
      <Checkbox
        label={<span className="text-muted">Include my API key in snippets</span>}
        checked={withKey}
        onChange={(e) => setWithKey(e.target.checked)}
      />
      <span role="status" className="text-xs text-muted">
        {status}
      </span>
    </div>
  );
}
