import { useEffect, useState } from "react";
import { Dialog } from "../../../components/ui/dialog";
import type { PricedTool } from "../api/list-priced-tools";
import { ToolPicker } from "./tool-picker";

interface CommandPaletteProps {
  tools: readonly PricedTool[];
  onChoose: (tool: PricedTool) => void;
  onOpen?: () => void;
}

/** ⌘K / Ctrl-K from anywhere on the tools pages: type a few letters, Enter, and the tool is open. */
export function CommandPalette({ tools, onChoose, onOpen }: CommandPaletteProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        setQuery("");
        setOpen(true);
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
    </Dialog>
  );
}
