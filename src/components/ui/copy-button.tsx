import { useEffect, useState, type ReactNode } from "react";
import { Button } from "./button";

/**
 * Copies `value` and says so in place (a live region) rather than in a toast. `label` names what is
 * copied, so several copy buttons stay distinguishable ("Copy transaction hash"); the visible text
 * is "Copy" unless `children` says more.
 */
export function CopyButton({
  value,
  label,
  children = "Copy",
}: {
  value: string;
  label: string;
  children?: ReactNode;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2_000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" size="sm" onClick={copy} aria-label={`Copy ${label}`}>
        {children}
      </Button>
      <span role="status" className="text-xs text-muted">
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed: select the text instead" : ""}
      </span>
    </span>
  );
}
