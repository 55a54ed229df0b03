import { useEffect, useRef, useState } from "react";
import type { PricedTool } from "../api/list-priced-tools";
import { ToolPicker } from "./tool-picker";

interface CommandPaletteProps {
  tools: readonly PricedTool[];
  onChoose: (tool: PricedTool) => void;
}

/** ⌘K / Ctrl-K from anywhere on the tools pages: type a few letters, Enter, and the tool is open. */
export function CommandPalette({ tools, onChoose }: CommandPaletteProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        setQuery("");
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label="Jump to a tool"
      onCancel={(event) => {
        event.preventDefault();
        setOpen(false);
      }}
      className="mx-auto mt-[10vh] w-[min(40rem,92vw)] rounded-lg border border-border bg-surface p-4 text-fg shadow-lg backdrop:bg-black/40"
    >
      {open ? (
        <ToolPicker
          tools={tools}
          query={query}
          onQuery={setQuery}
          label="Jump to a tool"
          autoFocus
          onChoose={(tool) => {
            setOpen(false);
            onChoose(tool);
          }}
        />
      ) : null}
    </dialog>
  );
}
