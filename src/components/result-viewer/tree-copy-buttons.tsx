import { copyableText, type CopyHandler } from "./copy-text";
import { PlainButton } from "../ui/button";

/** Per-node copy actions; the accessible names carry the path so a list of them stays usable. */
export function CopyButtons({
  path,
  value,
  onCopy,
  tabbable = false,
  onUse,
}: {
  path: string;
  value: unknown;
  onCopy: CopyHandler;
  /** Whether the first button is the node's one tab stop (a leaf has no toggle to be it). */
  tabbable?: boolean;
  /** "Use as input…": offered when the viewer's owner handles it. */
  onUse?: () => void;
}) {
  const name = path || "root";
  const button = "rounded px-1 text-xs text-muted hover:bg-surface-2 hover:text-fg";
  return (
    <span className="ml-2 inline-flex gap-1">
      {path && (
        <PlainButton
          type="button"
          className={button}
          aria-label={`Copy path ${path}`}
          tabIndex={tabbable ? 0 : -1}
          onClick={() => onCopy(path, "path")}
        >
          path
        </PlainButton>
      )}
      <PlainButton
        type="button"
        className={button}
        aria-label={`Copy value of ${name}`}
        tabIndex={tabbable && !path ? 0 : -1}
        onClick={() => onCopy(copyableText(value), `value of ${name}`)}
      >
        value
      </PlainButton>
      {onUse && (
        <PlainButton
          type="button"
          className={button}
          aria-label={`Use ${name} as input…`}
          tabIndex={-1}
          onClick={onUse}
        >
          use as input…
        </PlainButton>
      )}
    </span>
  );
}
