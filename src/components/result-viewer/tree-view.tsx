import type { CopyHandler } from "./copy-text";
import type { PathSegment } from "./json-path";

type TreePath = readonly PathSegment[];
import { TreeNode } from "./tree-node";
import type { UseAsInput } from "./use-as-input";

/** Collapsible tree of any JSON value; the root is the output itself. */
export function TreeView({
  value,
  name,
  onCopy,
  onUse,
}: {
  value: unknown;
  name: string;
  onCopy: CopyHandler;
  onUse?: UseAsInput;
}) {
  const use = onUse
    ? (path: TreePath, chosen: unknown) => onUse({ path, value: chosen, root: value })
    : undefined;
  return (
    <>
      <p className="text-xs text-muted">
        Tab moves from entry to entry; ← and → reach an entry&apos;s copy buttons.
      </p>
      <ul aria-label={`${name} output tree`} className="max-h-[32rem] overflow-auto font-mono text-sm">
        <TreeNode label={name} value={value} path={[]} onCopy={onCopy} {...(use ? { onUse: use } : {})} />
      </ul>
    </>
  );
}
