import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { SendControlsContext } from "./form-context";
import type { SendMode } from "./optional-modes";

const LABELS: Record<SendMode, string> = {
  value: "Send the value",
  omit: "Leave out",
  null: "Send null",
  empty: "Send empty string",
};
const MODES = Object.keys(LABELS) as SendMode[];

const OUTCOME: Record<Exclude<SendMode, "value">, string> = {
  omit: "Left out of the request.",
  null: "Sent as null.",
  empty: 'Sent as an empty string ("").',
};

/**
 * The optional-field choice: a button naming the current choice, and a menu of the four only while it
 * is open. Every optional field has one, so it is kept light: a native <select> per field made a
 * 50-field form take twice as long to appear (npm run bench, form.*). It renders once the fields have
 * painted (SendControlsContext), which takes another 4-7 ms off a 50-field form; FieldTemplate keeps
 * its place so nothing moves when it comes.
 */
export function SendModeSelect(props: { label: string; mode: SendMode; onChange: (mode: SendMode) => void }) {
  return useContext(SendControlsContext) ? <SendModeMenu {...props} /> : null;
}

function SendModeMenu(props: { label: string; mode: SendMode; onChange: (mode: SendMode) => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  }

  function choose(mode: SendMode) {
    close(true);
    if (mode !== props.mode) props.onChange(mode);
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === "ArrowDown") moveTo(at + 1);
    else if (event.key === "ArrowUp") moveTo(at - 1);
    else if (event.key === "Home") moveTo(0);
    else if (event.key === "End") moveTo(items.length - 1);
    else if (event.key === "Escape") close(true);
    else if (event.key === "Tab") close(false);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  }

  // Positioned by the field's label row (FieldTemplate), which is `relative`: no wrapper of its own.
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={`What to send for ${props.label}: ${LABELS[props.mode]}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="h-7 rounded-md border border-border bg-surface px-2 text-xs text-muted hover:text-fg"
      >
        {/* The arrow is in the text only: the accessible name is the aria-label. */}
        {LABELS[props.mode]} ▾
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={`What to send for ${props.label}`}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-20 mt-1 w-48 rounded-md border border-border bg-surface p-1 shadow-lg"
        >
          {MODES.map((mode) => (
            <button
              key={mode}
              type="button"
              role="menuitemradio"
              aria-checked={mode === props.mode}
              tabIndex={-1}
              onClick={() => choose(mode)}
              className="block w-full rounded px-2 py-1.5 text-left text-sm text-fg hover:bg-surface-2 focus:bg-surface-2 aria-checked:font-semibold"
            >
              {LABELS[mode]}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}

/** What happens to a field the user chose not to send as typed (an empty one: see ToolForm's note). */
export function SendModeOutcome({ mode }: { mode: SendMode }) {
  if (mode === "value") return null;
  return (
    <p data-keep className="text-sm text-muted italic">
      {OUTCOME[mode]}
    </p>
  );
}
