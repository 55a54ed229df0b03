import { useState } from "react";
import { formatInteger } from "../../lib/format";
import { PlainButton } from "../ui/button";

const FIRST = 200;
const STEP = 10_000;

/** A string value shown in quotes; long ones grow by steps so a megabyte never lands at once. */
export function TreeString({ text, path }: { text: string; path: string }) {
  const [shown, setShown] = useState(FIRST);
  const hidden = text.length - shown;
  return (
    <>
      <span className="break-all whitespace-pre-wrap text-success">
        &quot;{hidden > 0 ? `${text.slice(0, shown)}…` : text}&quot;
      </span>
      {hidden > 0 && (
        <>
          <span className="ml-2 text-xs text-muted">({formatInteger(hidden)} more characters)</span>
          <PlainButton
            type="button"
            className="ml-2 text-xs text-accent underline"
            aria-label={`Show more of ${path || "the value"}`}
            onClick={() => setShown((n) => n + STEP)}
          >
            Show more
          </PlainButton>
        </>
      )}
      {shown > FIRST && (
        <PlainButton
          type="button"
          className="ml-2 text-xs text-accent underline"
          aria-label={`Show less of ${path || "the value"}`}
          onClick={() => setShown(FIRST)}
        >
          Show less
        </PlainButton>
      )}
    </>
  );
}
