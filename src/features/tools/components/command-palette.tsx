import { lazy, Suspense, useEffect, useState } from "react";
import { Dialog } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import type { PricedTool } from "../api/list-priced-tools";

// The picker (and the list virtualizer under it) is only needed once the palette opens; on /tools it
// is in memory already, on a tool's page it downloads on the first ⌘K.
const ToolPicker = lazy(() => import("./tool-picker").then((module) => ({ default: module.ToolPicker })));

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
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner /> Loading the tool list…
          </p>
        }
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
      </Suspense>
    </Dialog>
  );
}
