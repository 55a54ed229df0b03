import { useQueries } from "@tanstack/react-query";
import { lazy, Suspense, useLayoutEffect, useRef, useState } from "react";
import { Dialog } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import type { Connection } from "../../../lib/connection/connection";
import { useKnownVerticals } from "../../../lib/connection/known-verticals";
import type { PricedTool } from "../api/list-priced-tools";
import { toolQueries } from "../api/tools-queries";

// The picker (and the list virtualizer under it) is only needed once the palette opens; on /tools it
// is in memory already, on a tool's page it downloads on the first ⌘K.
const ToolPicker = lazy(() => import("./tool-picker").then((module) => ({ default: module.ToolPicker })));

export interface CommandPaletteProps {
  connection: Connection;
  onChoose: (tool: PricedTool, verticalId: string) => void;
  onOpen?: () => void;
  /** Mounted by the key press that asked for it (src/app/global-palette.tsx): open at once. */
  initiallyOpen?: boolean;
  /** What was typed between that key press and this mount: it becomes the query. */
  takeTyped?: () => string;
}

/** A key that types a character, as opposed to a shortcut or a navigation key. */
const typesText = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * ⌘K / Ctrl-K on every page (mounted once, by src/app/global-palette.tsx): type a few letters, Enter, and the tool is open. It searches every vertical the
 * connection is known to have; their listings load on the first open (cached like any listing).
 */
export function CommandPalette({
  connection,
  onChoose,
  onOpen,
  initiallyOpen = false,
  takeTyped,
}: CommandPaletteProps) {
  const [open, setOpenState] = useState(initiallyOpen);
  // Read by the key listener, which must know at once (before React renders) that the palette is open.
  const openRef = useRef(initiallyOpen);
  const setOpen = (next: boolean) => {
    openRef.current = next;
    setOpenState(next);
  };
  const inputRef = useRef<HTMLInputElement>(null);
  const [opened, setOpened] = useState(initiallyOpen);
  // Render and commit of a mount happen in one task, and the listener below is set in that commit
  // (a layout effect): no key falls between the loader's buffer (global-palette.tsx) and this palette.
  const [query, setQuery] = useState(() => takeTyped?.() ?? "");
  const verticals = useKnownVerticals(connection);
  const lists = useQueries({
    queries: (verticals ?? []).map((vertical) => ({
      ...toolQueries.list(connection, vertical),
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

  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        // Synchronously: the keys typed next must not reach the field that had focus.
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        openRef.current = true;
        setQuery("");
        setOpenState(true);
        setOpened(true);
        onOpen?.();
        return;
      }
      // Until the input is there and focused (the picker and the tool lists load), typed keys are
      // taken here into the query instead of being lost or reaching the page behind.
      if (!openRef.current || event.target === inputRef.current) return;
      if (typesText(event)) setQuery((current) => current + event.key);
      else if (event.key === "Backspace") setQuery((current) => current.slice(0, -1));
      else return;
      event.preventDefault();
      event.stopPropagation();
      inputRef.current?.focus();
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
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
            inputRef={inputRef}
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
