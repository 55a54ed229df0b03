import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { ResultFailure } from "../../../components/result-viewer/result-failure";
import { ResultMetaLine } from "../../../components/result-viewer/result-meta";
import { useBalance } from "../../../lib/balance/use-balance";
import type { Connection } from "../../../lib/connection/connection";
import type { PricedTool } from "../api/list-priced-tools";
import { focusIssue } from "../model/focus-field";
import { inputStoreKey } from "../model/input-store";
import { JsonEditor } from "./json-editor";
import { ToolForm } from "./tool-form";
import { CallActions } from "./call-actions";
import { ConfirmCharge, needsConfirmation } from "./confirm-charge";
import { ExecuteBar } from "./execute-bar";
import { creditsOf, failureOf, resultAnnouncement } from "../model/execution-outcome";
import { InputModeTabs, type InputMode } from "./input-mode-tabs";
import { LazyResultViewer, preloadResultViewer } from "./lazy-result-viewer";
import { RequestPreview } from "./request-preview";
import { SchemaProblemNotice } from "./schema-problem-notice";
import { useToolExecution, type Execution } from "../hooks/use-tool-execution";
import { useToolInput } from "../hooks/use-tool-input";

// Loaded with the runner, for the tools page to run once on intent (lazy-tool-runner.tsx).

// The aside comes with the form, in this chunk (tool-aside.tsx says why).
export { ToolAside } from "./tool-aside";

export interface ToolRunnerProps {
  tool: PricedTool;
  verticalId: string;
  connection: Connection;
  seed: Record<string, unknown> | null;
}

export function ToolRunner({ tool, verticalId, connection, seed }: ToolRunnerProps) {
  // For the confirmation. A call refreshes it by itself: its mutation declares `meta.accountOf`.
  const balance = useBalance().data?.total ?? null;
  const input = useToolInput(
    tool.name,
    tool.inputSchema,
    seed,
    inputStoreKey(connection.profileId, tool.name),
  );
  const { execute, pending: executing } = useToolExecution(connection);
  // From the press until the call settles (the budget question included) the control is inert.
  const busy = useRef(false);
  const [guarding, setGuarding] = useState(false);
  const pending = executing || guarding;
  const [mode, setMode] = useState<InputMode>("form");
  const [confirming, setConfirming] = useState(false);
  const [last, setLast] = useState<Execution | null>(null);
  // Like search: an answer (or a failure) moves focus to the result's heading, and the live region
  // says what came back, so a screen reader user hears it without hunting for it.
  const [calls, setCalls] = useState(0);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (calls > 0) resultHeading.current?.focus();
  }, [calls]);
  const json = mode === "json" || input.problem !== null;
  // JSON that does not parse or validate cannot be sent; a form with issues shows them all instead.
  const jsonBlocked = json && (input.jsonProblem !== null || input.issues.length > 0);

  async function run() {
    setConfirming(false);
    if (busy.current) return;
    busy.current = true;
    setGuarding(true);
    let execution: Execution | null;
    try {
      // The mutation asks the spending gate and records the call; null when nothing was sent.
      preloadResultViewer();
      execution = await execute({ toolName: tool.name, input: input.body, verticalId, price: tool.price });
    } finally {
      busy.current = false;
      setGuarding(false);
    }
    if (execution === null) return;
    setLast(execution);
    setCalls((n) => n + 1);
  }

  function requestRun() {
    if (pending || busy.current || jsonBlocked) return;
    const first = input.issues[0];
    if (first) {
      input.revealAll();
      focusIssue(first.path);
      return;
    }
    if (needsConfirmation(tool.price, balance)) setConfirming(true);
    else void run();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      requestRun();
    }
  }

  const failure = last ? failureOf(last) : undefined;
  const meta = last ? { latencyMs: last.latencyMs, ...creditsOf(last, tool.price) } : undefined;
  return (
    <div className="space-y-6" onKeyDown={onKeyDown}>
      <section aria-labelledby="tool-input-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="tool-input-title" className="text-base font-semibold text-fg">
            Input
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {input.problem === null ? <InputModeTabs mode={mode} onChange={setMode} /> : null}
            <Button variant="ghost" size="sm" onClick={input.reset}>
              Reset
            </Button>
          </div>
        </div>
        {input.staleDraft ? (
          <Alert tone="info" role="status">
            <span>
              This tab kept an unfinished input for {tool.name} (
              {input.staleDraft.issues === 1 ? "1 field to fix" : `${input.staleDraft.issues} fields to fix`}
              ); the form starts from this page&apos;s link instead.
            </span>{" "}
            <Button size="sm" variant="secondary" onClick={input.restoreDraft}>
              Restore it
            </Button>{" "}
            <Button size="sm" variant="ghost" onClick={input.discardDraft}>
              Discard it
            </Button>
          </Alert>
        ) : null}
        {input.problem !== null ? (
          <>
            <SchemaProblemNotice problem={input.problem} schema={tool.inputSchema} />
            <JsonEditor text={input.jsonText} problem={input.jsonProblem} onChange={input.setJsonText} />
          </>
        ) : mode === "form" ? (
          <ToolForm
            toolName={tool.name}
            schema={tool.inputSchema}
            formData={input.formData}
            modes={input.modes}
            issues={input.shownIssues}
            onChange={input.setFormData}
            onModeChange={input.setMode}
          />
        ) : (
          <JsonEditor text={input.jsonText} problem={input.jsonProblem} onChange={input.setJsonText} />
        )}
        <RequestPreview toolName={tool.name} body={input.body} stale={json && input.jsonProblem !== null} />
        <ExecuteBar
          price={tool.price}
          issues={json ? input.issues : input.shownIssues}
          disabled={jsonBlocked}
          pending={pending}
          onExecute={requestRun}
          onRemoveField={input.problem === null ? input.removeField : undefined}
        />
        <CallActions
          toolName={tool.name}
          verticalId={verticalId}
          input={input.body}
          connection={connection}
        />
      </section>
      {last && meta ? (
        <section aria-labelledby="tool-result-title" className="space-y-2">
          <h2
            id="tool-result-title"
            ref={resultHeading}
            tabIndex={-1}
            className="text-base font-semibold text-fg"
          >
            Result
          </h2>
          {failure ? (
            // What ResultViewer shows for a failure, without its code: a call that failed because the
            // network is gone must not depend on downloading the viewer.
            <section aria-label={`${tool.name} result`} className="space-y-3">
              <ResultMetaLine meta={meta} />
              <ResultFailure failure={failure} name={tool.name} />
            </section>
          ) : (
            <LazyResultViewer
              value={last.result?.output}
              name={tool.name}
              {...(tool.outputSchema ? { outputSchema: tool.outputSchema } : {})}
              meta={meta}
            />
          )}
        </section>
      ) : null}
      {/* Always rendered, so its text changes (rather than appears) and is read out every time. */}
      <p role="status" className="sr-only">
        {last && meta ? resultAnnouncement(calls, tool.name, failure, meta) : ""}
      </p>
      <ConfirmCharge
        open={confirming}
        toolName={tool.name}
        price={tool.price}
        balance={balance}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
