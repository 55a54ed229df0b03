import { startTransition, type ReactNode } from "react";
import type { Root } from "react-dom/client";

/**
 * Start-up in short tasks (README.md): evaluating the modules is one task; `app()` runs in the next; the
 * first render (which imports the page's chunk, already fetched through the per-route HTML's
 * modulepreload) then runs in React's time slices, as a transition. Until it commits, index.html's
 * static frame stays on screen.
 */
export function renderInShortTasks(root: Root, app: () => ReactNode): void {
  setTimeout(() => {
    const element = app();
    startTransition(() => root.render(element));
  });
}
