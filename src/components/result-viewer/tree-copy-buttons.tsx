import { copyableText, type CopyHandler } from "./copy-text";

/** Per-node copy actions; the accessible names carry the path so a list of them stays usable. */
export function CopyButtons({ path, value, onCopy }: { path: string; value: unknown; onCopy: CopyHandler }) {
  const name = path || "root";
  const button = "rounded px-1 text-xs text-muted hover:bg-surface-2 hover:text-fg";
  return (
    <span className="ml-2 inline-flex gap-1">
      {path && (
        <button
          type="button"
          className={button}
          aria-label={`Copy path ${path}`}
          onClick={() => onCopy(path, "path")}
        >
          path
        </button>
      )}
      <button
        type="button"
        className={button}
        aria-label={`Copy value of ${name}`}
        onClick={() => onCopy(copyableText(value), `value of ${name}`)}
      >
        value
      </button>
    </span>
  );
}
