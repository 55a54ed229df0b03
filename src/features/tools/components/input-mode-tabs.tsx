import { PlainButton } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";

export type InputMode = "form" | "json";

/** Two views of one input: switching never loses anything, both edit the same body. */
export function InputModeTabs({ mode, onChange }: { mode: InputMode; onChange: (mode: InputMode) => void }) {
  return (
    <div
      role="group"
      aria-label="Edit the input as"
      className="inline-flex rounded-md border border-border p-0.5"
    >
      {(["form", "json"] as const).map((option) => (
        <PlainButton
          key={option}
          aria-pressed={mode === option}
          onClick={() => onChange(option)}
          className={cn(
            "h-7 rounded px-3 text-sm",
            mode === option ? "bg-accent text-accent-fg" : "text-fg hover:bg-surface-2",
          )}
        >
          {option === "form" ? "Form" : "JSON"}
        </PlainButton>
      ))}
    </div>
  );
}
