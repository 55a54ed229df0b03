import { Alert } from "../../../components/ui/alert";
import type { JsonSchema } from "../model/json-schema";

// Indented only while small: a schema thousands of levels deep would indent into megabytes.
const MAX_INDENTED = 20_000;

function rawText(schema: JsonSchema): string {
  const compact = JSON.stringify(schema);
  return compact.length > MAX_INDENTED ? compact : JSON.stringify(schema, null, 2);
}

/** Why the form is not offered for this tool, with the schema as published one click away. */
export function SchemaProblemNotice({ problem, schema }: { problem: string; schema: JsonSchema }) {
  return (
    <Alert tone="warning" role="status" className="space-y-2">
      <p>
        <strong>This tool&apos;s input schema cannot be used: {problem}.</strong> Write the input as JSON
        below; the service checks it when you execute.
      </p>
      <details>
        <summary className="cursor-pointer text-accent">Show the raw schema</summary>
        <pre
          tabIndex={0}
          aria-label="The tool's input schema as published"
          className="mt-2 max-h-80 overflow-auto rounded-md bg-surface-2 p-3 font-mono text-xs break-all whitespace-pre-wrap"
        >
          {rawText(schema)}
        </pre>
      </details>
    </Alert>
  );
}
