import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { callRecordQueries } from "../../../lib/call-records/call-record-queries";
import { CALL_BUDGET_BYTES } from "../../../lib/call-records/call-store";
import { useCallNotes } from "../../../lib/call-records/use-call-notes";
import { useFollowCallRecords } from "../../../lib/call-records/use-follow-call-records";
import { formatInteger } from "../../../lib/format";
import { errorMessage } from "../../../lib/http";
import { settingsMutations } from "../api/settings-queries";

const MB = 1024 * 1024;
const sizeText = (bytes: number) =>
  bytes < MB ? `${formatInteger(Math.ceil(bytes / 1024))} KB` : `${(bytes / MB).toFixed(1)} MB`;

/** The space the call records use in this browser, and a Clear that asks first. */
export function CallStorageLine() {
  useFollowCallRecords();
  const notes = useCallNotes();
  const usage = useQuery(callRecordQueries.usage());
  const clear = useMutation(settingsMutations.clearCalls());
  const [asking, setAsking] = useState(false);
  const count = usage.data?.count ?? 0;

  return (
    <div className="space-y-2 text-sm">
      <p aria-label="Space used by call records">
        {usage.data
          ? `${formatInteger(count)} ${count === 1 ? "call" : "calls"} kept, ${sizeText(usage.data.bytes)} of ${sizeText(CALL_BUDGET_BYTES)}`
          : usage.isError
            ? "The space used could not be measured"
            : "Measuring…"}
        . The oldest unpinned calls go first when the space is full.
      </p>
      {asking ? (
        <div role="group" aria-label="Clear call records" className="flex flex-wrap items-center gap-2">
          <span>
            Delete all {formatInteger(count)} call records and their answers? This cannot be undone.
          </span>
          <Button
            size="sm"
            variant="danger"
            onClick={() => {
              setAsking(false);
              clear.mutate();
            }}
          >
            Delete them
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setAsking(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="secondary" disabled={count === 0} onClick={() => setAsking(true)}>
          Clear
        </Button>
      )}
      {clear.isError ? (
        <p role="alert" className="text-danger">
          The call records were not cleared: {errorMessage(clear.error)}
        </p>
      ) : null}
      {notes.map((note) => (
        <p key={note} role="status" className="text-muted">
          {note}
        </p>
      ))}
    </div>
  );
}
