import { useEffect, useState, type ComponentType } from "react";
import type { OpenPaletteProps } from "./global-palette-open";

const isPaletteKey = (event: KeyboardEvent) =>
  event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey);

/** A key that types a character, as opposed to a shortcut or a navigation key. */
const typesText = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * Holds what is typed between the first ⌘K and the palette's input being there: the palette's code
 * loads on that press, and keys typed meanwhile must neither reach the field behind nor be lost.
 */
function startBuffering(onCancel: () => void) {
  let text = "";
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      stop();
      onCancel();
      return;
    }
    if (typesText(event)) text += event.key;
    else if (event.key === "Backspace") text = text.slice(0, -1);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  const stop = () => window.removeEventListener("keydown", onKeyDown, true);
  window.addEventListener("keydown", onKeyDown, true);
  return {
    /** What was typed so far; the palette's own listener takes over from here. */
    take: () => {
      stop();
      return text;
    },
    stop,
  };
}

/**
 * ⌘K / Ctrl-K from every page. Only this listener is in the first page's code: the palette, the
 * tool-opening hook and the tool page's preloads load on the first press, and the palette mounts
 * open with what was typed meanwhile; from then on it listens for the key itself. It searches every
 * vertical of the connection.
 */
export function GlobalPalette() {
  const [Palette, setPalette] = useState<{
    Component: ComponentType<OpenPaletteProps>;
    take: () => string;
  } | null>(null);

  useEffect(() => {
    if (Palette) return;
    let buffer: ReturnType<typeof startBuffering> | null = null;
    let cancelled = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      // Synchronously: the next key must not reach the field that had focus.
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      cancelled = false;
      if (buffer) return;
      const started = startBuffering(() => {
        cancelled = true;
        buffer = null;
      });
      buffer = started;
      import("./global-palette-open").then(
        (module) => {
          if (cancelled) return;
          module.preloadOnOpen();
          setPalette({ Component: module.default, take: started.take });
        },
        () => {
          started.stop();
          buffer = null;
        },
      );
    };
    window.addEventListener("keydown", onKeyDown);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      buffer?.stop();
    };
  }, [Palette]);

  return Palette ? <Palette.Component takeTyped={Palette.take} /> : null;
}
