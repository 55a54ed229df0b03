import { useEffect, useState, type ComponentType } from "react";

const isPaletteKey = (event: KeyboardEvent) =>
  event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey);

/**
 * ⌘K / Ctrl-K from every page. Only this listener is in the first page's code: the palette, the
 * tool-opening hook and the tool page's preloads load on the first press, and the palette mounts
 * open; from then on it listens for the key itself. It searches every vertical of the connection.
 */
export function GlobalPalette() {
  const [Palette, setPalette] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (Palette) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      import("./global-palette-open").then(
        (module) => {
          module.preloadOnOpen();
          setPalette(() => module.default);
        },
        () => undefined,
      );
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [Palette]);

  return Palette ? <Palette /> : null;
}
