import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";

/** Copies `value`; the label names what is copied so several copy buttons stay distinguishable. */
export function CopyButton({ value, label }: { value: string; label: string }) {
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
        Copy
      </Button>
      <span role="status" className="text-xs text-muted">
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed: select the text instead" : ""}
      </span>
    </span>
  );
}
