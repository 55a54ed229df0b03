import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { initialFormData } from "./form-defaults";
import type { JsonSchema } from "./json-schema";
import { schemaIssues } from "./schema-errors";
import { ToolForm } from "./tool-form";

// One field of each kind the form draws, optional and required, so every path the first real form
// takes has run.
const KINDS: Record<string, JsonSchema> = {
  text: { type: "string", title: "Text", description: "A text" },
  whole: { type: "integer", minimum: 0 },
  decimal: { type: "number" },
  flag: { type: "boolean" },
  choice: { type: "string", enum: ["a", "b"] },
  list: { type: "array", items: { type: "string" } },
  nested: { type: "object", properties: { inner: { type: "string" } } },
};
// Each kind six times (42 fields): run once per kind, the code is still cold when a large form comes,
// and the engine compiles it only after a few dozen calls. The first 50-field form of a tab then
// paints about 10 ms sooner than after a 7-field sample (npm run bench, form.choose: 66/62/69 ->
// 54/55/56 ms, interleaved); the warm-up itself renders in a transition, in 5 ms slices.
const COPIES = 6;
const SAMPLE: JsonSchema = {
  type: "object",
  properties: Object.fromEntries(
    Array.from({ length: COPIES }, (_, copy) =>
      Object.entries(KINDS).map(([kind, schema]) => [`${kind}${copy}`, schema]),
    ).flat(),
  ),
  required: ["text0", "whole0"],
};

let warmed = false;

/**
 * Renders a sample form once into a detached element and drops it. The first form of a session costs
 * about twice the next one, mostly code running for the first time; doing that while the user is
 * still picking a tool takes it off the path from Enter to the form. Nothing is laid out or painted.
 */
export function warmUpToolForm(): void {
  if (warmed) return;
  warmed = true;
  const root = createRoot(document.createElement("div"));
  const formData = initialFormData("\u0000warm-up", SAMPLE);
  schemaIssues(SAMPLE, formData);
  startTransition(() =>
    root.render(
      <ToolForm
        toolName={"\u0000warm-up"}
        schema={SAMPLE}
        formData={formData}
        modes={{}}
        issues={[]}
        onChange={() => undefined}
        onModeChange={() => undefined}
      />,
    ),
  );
  setTimeout(() => root.unmount(), 2_000);
}
