import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { Input } from "../../../components/ui/input";
import { formatCredits } from "../../../lib/format";
import type { PricedTool } from "../api/list-priced-tools";
import { filterTools } from "../model/tool-search";

interface ToolPickerProps {
  tools: readonly PricedTool[];
  query: string;
  onQuery: (query: string) => void;
  onChoose: (tool: PricedTool) => void;
  label: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** The highlighted tool's name, each time it changes (null when nothing matches). */
  onActive?: (name: string | null) => void;
}

const ROW_HEIGHT = 64;

/**
 * A combobox over a virtualized listbox: the input keeps focus, arrows move the active option, Enter
 * opens it. Only visible rows are in the DOM, so 1,000 tools scroll as smoothly as 10.
 */
export function ToolPicker({
  tools,
  query,
  onQuery,
  onChoose,
  label,
  inputRef,
  autoFocus,
  onActive,
}: ToolPickerProps) {
  const listId = useId();
  const inputId = useId();
  const shown = filterTools(tools, query);
  const [active, setActive] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- rows are rendered from it directly, never memoized
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const current = Math.min(active, shown.length - 1);
  const activeName = shown[current]?.name ?? null;
  useEffect(() => onActive?.(activeName), [onActive, activeName]);

  useEffect(() => {
    if (current >= 0) virtualizer.scrollToIndex(current);
  }, [current, virtualizer]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 8, PageUp: -8 };
    const step = moves[event.key];
    if (step !== undefined && shown.length > 0) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(shown.length - 1, current + step)));
    } else if (event.key === "Enter") {
      const tool = shown[current];
      if (tool) {
        event.preventDefault();
        onChoose(tool);
      }
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <Input
        id={inputId}
        ref={inputRef}
        type="search"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current >= 0 ? `${listId}-${current}` : undefined}
        autoFocus={autoFocus}
        value={query}
        placeholder="Name or description"
        onChange={(event) => {
          setActive(0);
          onQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <p className="text-xs text-muted" aria-live="polite">
        {shown.length === tools.length ? `${tools.length} tools` : `${shown.length} of ${tools.length} tools`}
      </p>
      <div
        ref={scrollRef}
        tabIndex={0}
        role="region"
        aria-label="Matching tools"
        className="max-h-[55vh] overflow-auto rounded-md border border-border"
      >
        <div
          id={listId}
          role="listbox"
          aria-label="Tools"
          style={{ height: virtualizer.getTotalSize(), position: "relative" }}
        >
          {virtualizer.getVirtualItems().map((row) => {
            const tool = shown[row.index];
            if (!tool) return null;
            const selected = row.index === current;
            return (
              <div
                key={tool.name}
                id={`${listId}-${row.index}`}
                role="option"
                aria-selected={selected}
                onClick={() => onChoose(tool)}
                onMouseMove={() => setActive(row.index)}
                style={{
                  position: "absolute",
                  top: 0,
                  left: 0,
                  right: 0,
                  height: row.size,
                  transform: `translateY(${row.start}px)`,
                }}
                className={`cursor-pointer border-b border-border px-3 py-2 ${selected ? "bg-surface-2" : ""}`}
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="truncate font-mono text-sm text-fg">{tool.name}</span>
                  <span className="shrink-0 text-xs text-muted">
                    {tool.price === null ? "price unknown" : formatCredits(tool.price)}
                  </span>
                </div>
                <p className="truncate text-xs text-muted">{tool.description}</p>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
