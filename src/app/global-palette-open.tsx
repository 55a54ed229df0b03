import { CommandPalette } from "../features/tools/components/command-palette";
import { preloadToolRunner } from "../features/tools/components/lazy-tool-runner";
import { useOpenTool } from "../features/tools/components/use-open-tool";
import { useActiveConnection } from "../lib/connection/use-active-connection";
import { loadToolRoute } from "./tool-route";

// Choosing a tool opens its page and form: their code loads while the user types.
export function preloadToolPage(): void {
  loadToolRoute().catch(() => undefined);
  void preloadToolRunner();
}

/** The palette itself, loaded by the first ⌘K / Ctrl-K (global-palette.tsx), mounted open. */
export default function OpenPalette() {
  const connection = useActiveConnection();
  const openTool = useOpenTool();
  return (
    <CommandPalette connection={connection} onChoose={openTool} onOpen={preloadToolPage} initiallyOpen />
  );
}
