import { useEffect, useState, type ComponentType } from "react";
import type { CommandPaletteProps } from "../features/tools/components/command-palette";
import { preloadToolRunner } from "../features/tools/components/lazy-tool-runner";
import { useOpenTool } from "../features/tools/components/use-open-tool";
import { useActiveConnection } from "../lib/connection/use-active-connection";
import { loadToolRoute } from "./tool-route";

const isPaletteKey = (event: KeyboardEvent) =>
  event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey);

// Choosing a tool opens its page and form: their code loads while the user types.
function preloadToolPage(): void {
  loadToolRoute().catch(() => undefined);
  void preloadToolRunner();
}

/**
 * ⌘K / Ctrl-K from every page. The palette's code loads on the first press and mounts open; from
 * then on the palette listens for the key itself. It searches every vertical of the connection.
 */
export function GlobalPalette() {
  const connection = useActiveConnection();
  const openTool = useOpenTool();
  const [Palette, setPalette] = useState<ComponentType<CommandPaletteProps> | null>(null);

  useEffect(() => {
    if (Palette) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      preloadToolPage();
      import("../features/tools/components/command-palette").then(
        (module) => setPalette(() => module.CommandPalette),
        () => undefined,
      );
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [Palette]);

  if (!Palette) return null;
  return <Palette connection={connection} onChoose={openTool} onOpen={preloadToolPage} initiallyOpen />;
}
