import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { Alert, AlertTitle } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import type { Connection } from "../../../lib/connection/connection";
import { errorMessage } from "../../../lib/http";
import { taskMutations } from "../api/tasks-queries";
import { addTask } from "../model/task-list";

export const MAX_QUERY = 2_000;
export const MAX_INSTRUCTION = 500;

interface StartTaskFormProps {
  connection: Connection;
  initial?: { query?: string; instruction?: string };
  onStarted: (id: string) => void;
}

interface Problems {
  query: string | null;
  instruction: string | null;
}

/** Every problem of the form at once, per field, so one submit shows them all. */
function problemsOf(query: string, instruction: string): Problems {
  return {
    query:
      query.trim() === ""
        ? "Write the question to research."
        : query.length > MAX_QUERY
          ? `The question is ${query.length} characters; the limit is ${MAX_QUERY}.`
          : null,
    instruction:
      instruction.length > MAX_INSTRUCTION
        ? `The instruction is ${instruction.length} characters; the limit is ${MAX_INSTRUCTION}.`
        : null,
  };
}

export function StartTaskForm({ connection, initial, onStarted }: StartTaskFormProps) {
  const [query, setQuery] = useState(initial?.query ?? "");
  const [instruction, setInstruction] = useState(initial?.instruction ?? "");
  // Shown after a submit, then kept current as the user corrects the fields.
  const [submitted, setSubmitted] = useState(false);
  const problems = problemsOf(query, instruction);
  const shown = submitted ? [problems.query, problems.instruction].filter((p) => p !== null) : [];
  const create = useMutation(taskMutations.create(connection));
  // Set at once on submit, before React renders the button inert: one press, one task.
  const sending = useRef(false);
  const queryId = useId();
  const instructionId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.query !== null || problems.instruction !== null) {
      // Focus goes to the first field to fix; each field names its problem.
      document.getElementById(problems.query !== null ? queryId : instructionId)?.focus();
      return;
    }
    if (create.isPending || sending.current) return;
    sending.current = true;
    const input = { query: query.trim(), instruction: instruction.trim() || undefined };
    create.mutate(input, {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: (task) => {
        addTask(connection.profileId, {
          id: task.id,
          query: input.query,
          instruction: input.instruction ?? null,
          startedAt: task.createdAt ?? Date.now(),
          status: task.status,
          finishedAt: null,
        });
        onStarted(task.id);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-1">
        <Label htmlFor={queryId}>Question</Label>
        <Textarea
          id={queryId}
          value={query}
          rows={3}
          required
          aria-invalid={submitted && problems.query !== null}
          aria-describedby={`${queryId}-hint${submitted && problems.query ? ` ${queryId}-error` : ""}`}
          placeholder="e.g. Compare Bitcoin and Ethereum: prices and market caps"
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <p id={`${queryId}-hint`} className="text-xs text-muted">
          {query.length} / {MAX_QUERY} characters
        </p>
        {submitted && problems.query ? (
          <p id={`${queryId}-error`} className="text-xs text-danger">
            {problems.query}
          </p>
        ) : null}
      </div>
      <div className="space-y-1">
        <Label htmlFor={instructionId}>Instruction (optional)</Label>
        <Input
          id={instructionId}
          value={instruction}
          aria-invalid={submitted && problems.instruction !== null}
          aria-describedby={`${instructionId}-hint${submitted && problems.instruction ? ` ${instructionId}-error` : ""}`}
          placeholder="e.g. Focus on market capitalisation"
          onChange={(event) => setInstruction(event.currentTarget.value)}
        />
        <p id={`${instructionId}-hint`} className="text-xs text-muted">
          {instruction.length} / {MAX_INSTRUCTION} characters
        </p>
        {submitted && problems.instruction ? (
          <p id={`${instructionId}-error`} className="text-xs text-danger">
            {problems.instruction}
          </p>
        ) : null}
      </div>
      <p className="text-sm text-muted">
        A task is charged per data call it makes, from this key&apos;s account, as a search is.
      </p>
      {shown.length > 0 ? (
        <div role="alert" className="text-sm text-danger">
          <p>
            {shown.length === 1
              ? "One thing to fix before starting:"
              : `${shown.length} things to fix before starting:`}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {shown.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {create.isError ? (
        <Alert tone="danger" role="alert">
          <AlertTitle>The task could not be started</AlertTitle>
          <p className="mt-1">{errorMessage(create.error)}</p>
        </Alert>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? "Starting…" : "Start research"}
      </Button>
    </form>
  );
}
