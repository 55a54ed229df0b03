import { useMemo, useState, type KeyboardEvent } from "react";
import { formatInteger } from "../../lib/format";
import { cellText } from "./cell-text";
import type { CopyHandler } from "./copy-text";
import { formatPath, type PathSegment } from "./json-path";
import { CopyButtons } from "./tree-copy-buttons";
import { TreeString } from "./tree-string";
import { entriesOf, summary } from "./tree-summary";
import { PlainButton } from "../ui/button";

// Deeper nodes start collapsed: rendering is lazy, so 1,000-deep input costs two levels.
const OPEN_DEPTH = 2;
const PAGE = 100;

interface TreeNodeProps {
  label: string;
  value: unknown;
  path: readonly PathSegment[];
  onCopy: CopyHandler;
  /** Offers "Use as input…" for this node's value and path. */
  onUse?: (path: readonly PathSegment[], value: unknown) => void;
}

function Scalar({ value, path }: { value: unknown; path: string }) {
  if (typeof value === "string") return <TreeString text={value} path={path} />;
  if (value === undefined) return <span className="text-muted">undefined</span>;
  return <span className={value === null ? "text-muted" : "text-accent"}>{cellText(value)}</span>;
}

/**
 * One tab stop per node (its toggle, or a leaf's first copy button); ← and → move between the
 * node's own buttons, so a long tree is not three Tab presses per line.
 */
function moveWithinRow(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  if (at < 0) return;
  const next = buttons[at + (event.key === "ArrowRight" ? 1 : -1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export function TreeNode({ label, value, path, onCopy, onUse }: TreeNodeProps) {
  const use = onUse ? () => onUse(path, value) : undefined;
  const [open, setOpen] = useState(path.length < OPEN_DEPTH);
  const [limit, setLimit] = useState(PAGE);
  const isContainer = typeof value === "object" && value !== null;
  const entries = useMemo(() => (open && isContainer ? entriesOf(value) : []), [open, isContainer, value]);
  const formatted = formatPath(path);

  if (!isContainer) {
    return (
      <li className="py-0.5 pl-5" onKeyDown={moveWithinRow}>
        <span className="font-medium text-fg">{label}</span>
        <span className="text-muted">: </span>
        <Scalar value={value} path={formatted} />
        <CopyButtons
          path={formatted}
          value={value}
          onCopy={onCopy}
          tabbable
          {...(use ? { onUse: use } : {})}
        />
      </li>
    );
  }

  const count = Array.isArray(value) ? value.length : Object.keys(value).length;
  return (
    <li className="py-0.5">
      <span onKeyDown={moveWithinRow}>
        <PlainButton
          type="button"
          aria-expanded={open}
          aria-keyshortcuts="ArrowRight"
          onClick={() => setOpen(!open)}
          className="rounded px-1 text-left hover:bg-surface-2"
        >
          <span aria-hidden="true" className="inline-block w-4 text-muted">
            {open ? "▾" : "▸"}
          </span>
          <span className="font-medium text-fg">{label}</span>{" "}
          <span className="text-muted">{summary(value, count, open)}</span>
        </PlainButton>
        <CopyButtons path={formatted} value={value} onCopy={onCopy} {...(use ? { onUse: use } : {})} />
      </span>
      {open && count > 0 && (
        <ul className="ml-3 border-l border-border pl-2">
          {entries.slice(0, limit).map(([key, child]) => (
            <TreeNode
              key={String(key)}
              label={typeof key === "number" ? `[${key}]` : key}
              value={child}
              path={[...path, key]}
              onCopy={onCopy}
              {...(onUse ? { onUse } : {})}
            />
          ))}
          {count > limit && (
            <li className="py-1 pl-5">
              <PlainButton
                type="button"
                className="text-xs text-accent underline"
                onClick={() => setLimit((n) => n + PAGE)}
              >
                Show {formatInteger(Math.min(PAGE, count - limit))} more of {formatted || "root"} (
                {formatInteger(count - limit)} not shown)
              </PlainButton>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
