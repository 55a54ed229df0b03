import { useCallback, useMemo, useState } from "react";
import { initialFormData } from "../form/form-defaults";
import type { JsonSchema } from "../form/json-schema";
import { applyModes, splitBody, type SendMode } from "../form/optional-modes";
import { schemaIssues } from "../form/schema-errors";

function start(toolName: string, schema: JsonSchema, seed: Record<string, unknown> | null) {
  const split = splitBody(seed ?? initialFormData(toolName, schema), schema);
  return { formData: initialFormData(toolName, schema, split.formData), modes: split.modes };
}

/**
 * The form's values and the optional-field choices; the request body is derived from both and is
 * what gets validated, previewed and sent, so the three can never disagree.
 */
export function useToolInput(toolName: string, schema: JsonSchema, seed: Record<string, unknown> | null) {
  const [state, setState] = useState(() => start(toolName, schema, seed));
  const [touched, setTouched] = useState(seed !== null);

  const body = useMemo(() => applyModes(state.formData, state.modes), [state]);
  const issues = useMemo(() => schemaIssues(schema, body), [schema, body]);

  const setFormData = useCallback((formData: Record<string, unknown>) => {
    setState((old) => ({ ...old, formData }));
    setTouched(true);
  }, []);
  const setMode = useCallback((key: string, mode: SendMode) => {
    setState((old) => ({ ...old, modes: { ...old.modes, [key]: mode } }));
    setTouched(true);
  }, []);
  const setBody = useCallback(
    (next: Record<string, unknown>) => {
      const split = splitBody(next, schema);
      setState({ formData: split.formData, modes: split.modes });
      setTouched(true);
    },
    [schema],
  );

  return { ...state, body, issues, touched, setFormData, setMode, setBody };
}
