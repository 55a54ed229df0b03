import { useEffect } from "react";
import { dismissToast, useToasts, type Toast } from "../../lib/toast";
import { cn } from "../ui/cn";
import { PlainButton } from "../ui/button";

const LIFETIME_MS: Record<Toast["tone"], number> = { info: 6_000, success: 6_000, error: 12_000 };

const tones: Record<Toast["tone"], string> = {
  info: "border-border",
  success: "border-success",
  error: "border-danger",
};

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), LIFETIME_MS[toast.tone]);
    return () => clearTimeout(timer);
  }, [toast.id, toast.tone]);

  return (
    <div
      role={toast.tone === "error" ? "alert" : "status"}
      className={cn(
        "pointer-events-auto flex items-start gap-3 rounded-md border-l-4 bg-surface-2 p-3 text-sm text-fg shadow-lg",
        tones[toast.tone],
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-0.5 break-words text-muted">{toast.description}</p> : null}
      </div>
      <PlainButton
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="rounded px-1 text-muted hover:text-fg"
        aria-label={`Dismiss: ${toast.title}`}
      >
        ×
      </PlainButton>
    </div>
  );
}

/** Renders the toast store; the caches decide what goes in it. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <section aria-label="Notifications" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 p-4">
      <div className="ml-auto flex max-w-sm flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
