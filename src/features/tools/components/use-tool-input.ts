import { useCallback, useMemo, useState } from "react";
import { initialFormData } from "../form/form-defaults";
import type { JsonSchema } from "../form/json-schema";
import { applyModes, splitBody, type SendMode } from "../form/optional-modes";
import { schemaIssues } from "../form/schema-errors";
import { schemaProblem } from "../form/schema-problem";

function start(toolName: string, schema: JsonSchema, seed: Record<string, unknown> | null, usable: boolean) {
  // A schema the form cannot use gives no defaults: the input is whatever was shared, or empty.
  if (!usable) return { formData: seed ?? {}, modes: {} };
  const split = splitBody(seed ?? initialFormData(toolName, schema), schema);
  return { formData: initialFormData(toolName, schema, split.formData), modes: split.modes };
}

/**
 * The form's values and the optional-field choices; the request body is derived from both and is
 * what gets validated, previewed and sent, so the three can never disagree. `problem` says why the
 * tool's schema cannot be used; then nothing is validated here and the service has the last word.
 */
export function useToolInput(toolName: string, schema: JsonSchema, seed: Record<string, unknown> | null) {
  const problem = useMemo(() => schemaProblem(schema), [schema]);
  const [state, setState] = useState(() => start(toolName, schema, seed, problem === null));
  const [touched, setTouched] = useState(seed !== null);

  const body = useMemo(() => applyModes(state.formData, state.modes), [state]);
  const issues = useMemo(() => (problem === null ? schemaIssues(schema, body) : []), [schema, body, problem]);

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
      const split = problem === null ? splitBody(next, schema) : { formData: next, modes: {} };
      setState({ formData: split.formData, modes: split.modes });
      setTouched(true);
    },
    [schema, problem],
  );

  return { ...state, body, issues, touched, problem, setFormData, setMode, setBody };
}
