import * as v from "valibot";
import { finiteNumber, jsonObject } from "../../../lib/schema";

// Spec: inputSchema/outputSchema. Production: input_schema/output_schema plus an id.
const toolSchema = v.pipe(
  v.object({
    id: v.optional(v.pipe(v.union([v.string(), finiteNumber]), v.transform(String))),
    name: v.string(),
    description: v.nullish(v.string()),
    inputSchema: v.optional(jsonObject),
    input_schema: v.optional(jsonObject),
    outputSchema: v.nullish(jsonObject),
    output_schema: v.nullish(jsonObject),
  }),
  v.forward(
    v.check(
      (wire) => wire.inputSchema !== undefined || wire.input_schema !== undefined,
      "a tool needs an input schema",
    ),
    ["inputSchema"],
  ),
  v.transform((wire) => ({
    id: wire.id ?? null,
    name: wire.name,
    description: wire.description ?? "",
    inputSchema: wire.inputSchema ?? wire.input_schema ?? {},
    outputSchema: wire.outputSchema ?? wire.output_schema ?? null,
  })),
);
export type Tool = v.InferOutput<typeof toolSchema>;

// Spec leaves the wrapper open: the reference service wraps in {tools}, production sends a bare array.
// Chosen by the input rather than a union, so a bad tool is reported where it is, not as "neither".
const bareList = v.array(toolSchema);
const wrappedList = v.pipe(
  v.object({ tools: bareList }),
  v.transform((w) => w.tools),
);
export const toolListSchema = v.lazy((input) => (Array.isArray(input) ? bareList : wrappedList));
