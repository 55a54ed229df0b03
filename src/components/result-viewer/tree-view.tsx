import type { CopyHandler } from "./copy-text";
import { TreeNode } from "./tree-node";

/** Collapsible tree of any JSON value; the root is the output itself. */
export function TreeView({ value, name, onCopy }: { value: unknown; name: string; onCopy: CopyHandler }) {
  return (
    <>
      <p className="text-xs text-muted">
        Tab moves from entry to entry; ← and → reach an entry&apos;s copy buttons.
      </p>
      <ul aria-label={`${name} output tree`} className="max-h-[32rem] overflow-auto font-mono text-sm">
        <TreeNode label={name} value={value} path={[]} onCopy={onCopy} />
      </ul>
    </>
  );
}
