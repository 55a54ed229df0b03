import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Select } from "../../../components/ui/select";
import { inputFields, literalText } from "../model/field-binding";
import type { ToolInfo } from "../model/recipe";
import { typesFit, typesOf, jsonType } from "../model/schema-walk";

export interface UseAsInputSource {
  stepId: string;
  path: string;
  value: unknown;
}

interface UseAsInputDialogProps {
  source: UseAsInputSource | null;
  tools: readonly ToolInfo[];
  onClose: () => void;
  onAdd: (toolName: string, field: string) => void;
}

/** Pick a tool and one of its fields: a new step opens with that field bound to the value's path. */
export function UseAsInputDialog({ source, tools, onClose, onAdd }: UseAsInputDialogProps) {
  const id = useId();
  const [toolName, setToolName] = useState("");
  const [field, setField] = useState("");
  const tool = tools.find((t) => t.name === toolName);
  const type = new Set([jsonType(source?.value)]);
  const fields = tool ? inputFields(tool.inputSchema) : [];
  const fitting = fields.filter(
    (f) => !f.schema || typesFit(type, typesOf(f.schema)) || typesOf(f.schema).has("array"),
  );
  const chosen = fields.some((f) => f.name === field) ? field : (fitting[0]?.name ?? fields[0]?.name ?? "");
  return (
    <Dialog
      open={source !== null}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      className="w-[min(32rem,95vw)] p-4"
    >
      {source && (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (toolName && chosen) onAdd(toolName, chosen);
          }}
        >
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            Use as input
          </h2>
          <p className="text-sm text-muted">
            <code>
              {source.stepId}.{source.path}
            </code>{" "}
            = <span className="font-mono">{literalText(source.value)}</span>
          </p>
          <div className="space-y-1">
            <label htmlFor={`${id}-tool`} className="block text-sm font-medium">
              Tool
            </label>
            <Select
              id={`${id}-tool`}
              autoFocus
              className="w-full"
              value={toolName}
              onChange={(e) => {
                setToolName(e.target.value);
                setField("");
              }}
            >
              <option value="">Choose a tool…</option>
              {tools.map((t) => (
                <option key={t.name} value={t.name}>
                  {t.name}
                </option>
              ))}
            </Select>
          </div>
          {tool && (
            <div className="space-y-1">
              <label htmlFor={`${id}-field`} className="block text-sm font-medium">
                Field
              </label>
              <Select
                id={`${id}-field`}
                className="w-full"
                value={chosen}
                onChange={(e) => setField(e.target.value)}
              >
                {fields.map((f) => (
                  <option key={f.name} value={f.name}>
                    {f.name}
                    {f.required ? " (required)" : ""}
                  </option>
                ))}
              </Select>
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!tool || !chosen}>
              Add step
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
