import { useEffect, useRef, type DialogHTMLAttributes } from "react";
import { cn } from "./cn";

interface DialogProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, "open" | "onCancel"> {
  open: boolean;
  /** Escape, or the caller's own close control. */
  onClose: () => void;
}

/**
 * A modal <dialog>: the browser traps focus, makes the page behind it inert and closes on Escape,
 * which is routed to onClose so the caller's state stays the one source of truth. Children render
 * only while open, so their autoFocus lands when it opens.
 */
export function Dialog({ open, onClose, className, children, ...props }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={cn(
        "rounded-lg border border-border bg-surface text-fg shadow-lg backdrop:bg-black/40",
        className,
      )}
      {...props}
    >
      {open ? children : null}
    </dialog>
  );
}
