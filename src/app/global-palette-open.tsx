import { CommandPalette } from "../features/tools/components/command-palette";
import { useOpenTool } from "../features/tools/hooks/use-open-tool";
import { useActiveConnection } from "../lib/connection/use-active-connection";
import { preloadToolPage } from "./speed/tool-intent";

// Choosing a tool opens its page and form: their code loads while the user types.
export const preloadOnOpen = () => void preloadToolPage();

export interface OpenPaletteProps {
  /** What was typed while this chunk loaded (global-palette.tsx). */
  takeTyped: () => string;
}

/** The palette itself, loaded by the first ⌘K / Ctrl-K (global-palette.tsx), mounted open. */
export default function OpenPalette({ takeTyped }: OpenPaletteProps) {
  const connection = useActiveConnection();
  const openTool = useOpenTool();
  return (
    <CommandPalette
      connection={connection}
      onChoose={openTool}
      onOpen={preloadOnOpen}
      initiallyOpen
      takeTyped={takeTyped}
    />
  );
}
