import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Alert, AlertTitle } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { Connection } from "../../../lib/connection/connection";
import { errorMessage } from "../../../lib/http";
import { taskMutations } from "../api/task-queries";
import { addTask } from "../store/task-list";

export const MAX_QUERY = 2_000;
export const MAX_INSTRUCTION = 500;

interface StartTaskFormProps {
  connection: Connection;
  initial?: { query?: string; instruction?: string };
  onStarted: (id: string) => void;
}

function problemOf(query: string, instruction: string): string | null {
  if (query.trim() === "") return "Write the question to research.";
  if (query.length > MAX_QUERY)
    return `The question is ${query.length} characters; the limit is ${MAX_QUERY}.`;
  if (instruction.length > MAX_INSTRUCTION) {
    return `The instruction is ${instruction.length} characters; the limit is ${MAX_INSTRUCTION}.`;
  }
  return null;
}

export function StartTaskForm({ connection, initial, onStarted }: StartTaskFormProps) {
  const [query, setQuery] = useState(initial?.query ?? "");
  const [instruction, setInstruction] = useState(initial?.instruction ?? "");
  const [shown, setShown] = useState<string | null>(null);
  const create = useMutation(taskMutations.create(connection));
  const queryId = useId();
  const instructionId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(query, instruction);
    setShown(problem);
    if (problem !== null || create.isPending) return;
    const input = { query: query.trim(), instruction: instruction.trim() || undefined };
    create.mutate(input, {
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
        <textarea
          id={queryId}
          value={query}
          rows={3}
          required
          aria-invalid={shown !== null && problemOf(query, "") !== null}
          aria-describedby={`${queryId}-hint`}
          placeholder="Compare Bitcoin and Ethereum: prices and market caps"
          onChange={(event) => setQuery(event.currentTarget.value)}
          className="w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-sm text-fg placeholder:text-muted aria-invalid:border-danger"
        />
        <p id={`${queryId}-hint`} className="text-xs text-muted">
          {query.length} / {MAX_QUERY} characters
        </p>
      </div>
      <div className="space-y-1">
        <Label htmlFor={instructionId}>Instruction (optional)</Label>
        <Input
          id={instructionId}
          value={instruction}
          aria-describedby={`${instructionId}-hint`}
          placeholder="Focus on market capitalisation"
          onChange={(event) => setInstruction(event.currentTarget.value)}
        />
        <p id={`${instructionId}-hint`} className="text-xs text-muted">
          {instruction.length} / {MAX_INSTRUCTION} characters
        </p>
      </div>
      <p className="text-sm text-muted">
        A task is charged per data call it makes, from this key&apos;s account, as a search is.
      </p>
      {shown ? (
        <p role="alert" className="text-sm text-danger">
          {shown}
        </p>
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
