import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { asJson } from "../model/schema-errors";
import { initialFormData } from "../model/form-defaults";
import { clearStoredInput, readStoredInput, storeInput } from "../model/input-store";
import type { JsonSchema } from "../model/json-schema";
import { readJsonInput, type JsonProblem } from "../model/json-text";
import { applyModes, pathOf, splitBody, type SendMode, type SendModes } from "../model/optional-modes";
import { schemaIssues } from "../model/schema-errors";
import { schemaProblem } from "../model/schema-problem";
import { changedPaths, touch, visibleIssues, type Touched } from "../model/touched-paths";
import { isRecord } from "../../../../common/plain-object";

/** The JSON text while it is what gets sent: typed in JSON mode, not edited in the form since. */
interface JsonDraft {
  text: string;
  /** Exactly what the text says; null while it does not parse (then `problem` says why). */
  body: Record<string, unknown> | null;
  problem: JsonProblem | null;
}

interface InputState {
  formData: Record<string, unknown>;
  modes: SendModes;
  json: JsonDraft | null;
  touched: Touched;
}

function start(
  toolName: string,
  schema: JsonSchema,
  seed: Record<string, unknown> | null,
  usable: boolean,
  touched: Touched = seed === null ? [] : "all",
): InputState {
  // A shared input shows its issues at once; a fresh form, or one kept from before a reload, shows
  // only those of the fields the user changes now.
  // A schema the form cannot use gives no defaults: the input is whatever was shared, or empty.
  if (!usable) return { formData: seed ?? {}, modes: {}, json: null, touched };
  const split = splitBody(seed ?? initialFormData(toolName, schema), schema);
  return {
    formData: initialFormData(toolName, schema, split.formData),
    modes: split.modes,
    json: null,
    touched,
  };
}

/** This document was loaded by reloading the URL it is still on. */
function reloadedHere(): boolean {
  const entry = globalThis.performance?.getEntriesByType?.("navigation")[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type === "reload" && entry.name === globalThis.location?.href;
}

const same = (a: unknown, b: unknown) => JSON.stringify(asJson(a)) === JSON.stringify(asJson(b));

/**
 * The form's values and the optional-field choices, or the JSON text typed in JSON mode; the
 * request body is derived from them and is what gets validated, previewed and sent, so the three
 * can never disagree. `problem` says why the tool's schema cannot be used; then nothing is
 * validated here and the service has the last word. With a `storeKey` every change is kept
 * for the tab (input-store.ts) until `reset`.
 */
export function useToolInput(
  toolName: string,
  schema: JsonSchema,
  seed: Record<string, unknown> | null,
  storeKey: string | null = null,
) {
  const problem = useMemo(() => schemaProblem(schema), [schema]);
  // A share link's input wins over what this tab kept. A kept draft that would not pass (left
  // half-typed, or from an older schema) is not put over a clean URL opened anew: it is offered
  // instead. Reloading this very page keeps it, as it was.
  const [stale, setStale] = useState<Record<string, unknown> | null>(() => {
    if (seed !== null || storeKey === null || problem !== null || reloadedHere()) return null;
    const stored = readStoredInput(storeKey);
    return stored !== null && schemaIssues(schema, stored).length > 0 ? stored : null;
  });
  const [state, setState] = useState(() =>
    seed === null && storeKey !== null && stale === null
      ? start(toolName, schema, readStoredInput(storeKey), problem === null, [])
      : start(toolName, schema, seed, problem === null),
  );
  const initial = useRef(state);

  const body = useMemo(
    () => state.json?.body ?? applyModes(state.formData, state.modes),
    [state.json, state.formData, state.modes],
  );
  const issues = useMemo(() => (problem === null ? schemaIssues(schema, body) : []), [schema, body, problem]);
  const shownIssues = useMemo(() => visibleIssues(issues, state.touched), [issues, state.touched]);
  const jsonText = state.json?.text ?? JSON.stringify(body, null, 2);

  useEffect(() => {
    // Only what the user did is kept: opening a tool stores nothing.
    if (storeKey !== null && state !== initial.current) storeInput(storeKey, body);
  }, [storeKey, state, body]);

  const setFormData = useCallback((formData: Record<string, unknown>) => {
    setState((old) => {
      // The form re-announcing the values the JSON gave it is not an edit: the JSON stays what is sent.
      if (old.json !== null && same(old.formData, formData)) return old;
      const touched = touch(old.touched, changedPaths(asJson(old.formData), asJson(formData)));
      return { ...old, formData, json: null, touched };
    });
  }, []);
  const setMode = useCallback((key: string, mode: SendMode) => {
    setState((old) => ({
      ...old,
      modes: { ...old.modes, [key]: mode },
      json: null,
      touched: touch(old.touched, [pathOf(key)]),
    }));
  }, []);
  const setJsonText = useCallback(
    (text: string) => {
      const reading = readJsonInput(text);
      setState((old) => {
        if ("problem" in reading) return { ...old, json: { text, body: null, problem: reading.problem } };
        const split =
          problem === null ? splitBody(reading.body, schema) : { formData: reading.body, modes: {} };
        return { ...old, ...split, json: { text, body: reading.body, problem: null } };
      });
    },
    [schema, problem],
  );
  /** The draft kept from before, put back (with its issues shown) or forgotten. */
  const restoreDraft = useCallback(() => {
    if (stale === null) return;
    setState(start(toolName, schema, stale, problem === null, "all"));
    setStale(null);
  }, [stale, toolName, schema, problem]);
  const discardDraft = useCallback(() => {
    if (storeKey !== null) clearStoredInput(storeKey);
    setStale(null);
  }, [storeKey]);
  /** Takes out a field the schema does not allow (pasted in JSON mode): the form has no control for it. */
  const removeField = useCallback(
    (path: readonly string[], name: string) => {
      setState((old) => {
        const next = asJson(old.json?.body ?? applyModes(old.formData, old.modes)) as Record<string, unknown>;
        let node: unknown = next;
        for (const part of path) node = isRecord(node) ? node[part] : undefined;
        if (isRecord(node)) Reflect.deleteProperty(node, name);
        const split = problem === null ? splitBody(next, schema) : { formData: next, modes: {} };
        return { ...old, ...split, json: null, touched: touch(old.touched, [[...path, name]]) };
      });
    },
    [schema, problem],
  );
  /** After a try to execute: every issue shows. */
  const revealAll = useCallback(() => setState((old) => ({ ...old, touched: "all" })), []);
  const reset = useCallback(() => {
    if (storeKey !== null) clearStoredInput(storeKey);
    const fresh = start(toolName, schema, null, problem === null);
    initial.current = fresh;
    setState(fresh);
    setStale(null);
  }, [storeKey, toolName, schema, problem]);

  return {
    formData: state.formData,
    modes: state.modes,
    body,
    issues,
    shownIssues,
    jsonText,
    jsonProblem: state.json?.problem ?? null,
    problem,
    setFormData,
    setMode,
    setJsonText,
    revealAll,
    reset,
    staleDraft: stale === null ? null : { issues: schemaIssues(schema, stale).length },
    restoreDraft,
    discardDraft,
    removeField,
  };
}
