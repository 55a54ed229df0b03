import { useQueries } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { Dialog } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import type { Connection } from "../../../lib/connection/connection";
import { useKnownVerticals } from "../../../lib/connection/known-verticals";
import { pricedToolQueries, type PricedTool } from "../api/list-priced-tools";

// The picker (and the list virtualizer under it) is only needed once the palette opens; on /tools it
// is in memory already, on a tool's page it downloads on the first ⌘K.
const ToolPicker = lazy(() => import("./tool-picker").then((module) => ({ default: module.ToolPicker })));

export interface CommandPaletteProps {
  connection: Connection;
  onChoose: (tool: PricedTool, verticalId: string) => void;
  onOpen?: () => void;
  /** Mounted by the key press that asked for it (src/app/global-palette.tsx): open at once. */
  initiallyOpen?: boolean;
}

/**
 * ⌘K / Ctrl-K on every page (mounted once, by src/app/global-palette.tsx): type a few letters, Enter, and the tool is open. It searches every vertical the
 * connection is known to have; their listings load on the first open (cached like any listing).
 */
export function CommandPalette({ connection, onChoose, onOpen, initiallyOpen = false }: CommandPaletteProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [opened, setOpened] = useState(initiallyOpen);
  const [query, setQuery] = useState("");
  const verticals = useKnownVerticals(connection);
  const lists = useQueries({
    queries: (verticals ?? []).map((vertical) => ({
      ...pricedToolQueries.list(connection, vertical),
      meta: { toast: false },
      retry: false,
      enabled: opened && connection.ready,
    })),
  });
  const pending = lists.some((list) => list.isPending);
  // A few hundred tools at most: merged on each render, first vertical wins a name.
  const verticalOf = new Map<string, string>();
  const tools: PricedTool[] = [];
  lists.forEach((list, index) => {
    const vertical = verticals?.[index];
    if (!list.data || vertical === undefined) return;
    for (const tool of list.data) {
      if (verticalOf.has(tool.name)) continue;
      verticalOf.set(tool.name, vertical);
      tools.push(tool);
    }
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        setQuery("");
        setOpen(true);
        setOpened(true);
        onOpen?.();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [onOpen]);

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      aria-label="Jump to a tool"
      className="mx-auto mt-[10vh] w-[min(40rem,92vw)] p-4"
    >
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner /> Loading the tool list…
          </p>
        }
      >
        <p className="mb-2 text-xs text-muted">Searching every vertical: {verticals?.join(", ")}</p>
        {pending && tools.length === 0 ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner /> Loading the tools of {verticals?.join(", ") ?? "this connection"}…
          </p>
        ) : (
          <ToolPicker
            tools={tools}
            query={query}
            onQuery={setQuery}
            label="Jump to a tool"
            autoFocus
            onChoose={(tool) => {
              setOpen(false);
              onChoose(tool, verticalOf.get(tool.name) ?? verticals?.[0] ?? "");
            }}
          />
        )}
      </Suspense>
    </Dialog>
  );
}
