import { useEffect, useRef, useState, type Ref } from "react";
import { ClampToggle, clampClass, useClamp } from "../../../components/ui/clamped-text";
import { cn } from "../../../components/ui/cn";
import { Link, useLocation, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/layout/page-header";
import { Alert } from "../../../components/ui/alert";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import { isApiError } from "../../../lib/http";
import { verticalsFromError } from "../../../lib/connection/known-verticals";
import { searchMutations } from "../api/search-queries";
import type { SearchResult } from "../api/search-blocks";
import type { SearchEntry, SearchOptions } from "../model/history-schema";
import { saveEntry } from "../model/history-store";
import { useSearchHistory } from "../hooks/use-search-history";
import { charsOverLimit, defaultSearchOptions, searchInputOf } from "../model/search-options";
import { KeyGate } from "../../../components/feedback/key-gate";
import { OutputDiffView } from "../../../components/call-records/output-diff-view";
import { HistoryList } from "./history-list";
import { RerunConfirm } from "./rerun-confirm";
import { LocalLinksNote } from "./local-links-note";
import { RequestError, StoredRequestError } from "./request-error";
import { CancelledNotice, RunningStatus } from "./running-status";
import { SearchForm } from "./search-form";
import { LazySearchResultView, preloadSearchResultView } from "./lazy-search-result-view";
import { useCancellableRun } from "../hooks/use-cancellable-run";
import { paths } from "../../../app/paths";

/** The result's heading: the query can be 2,000 characters, so it is cut to three lines with a toggle. */
function ResultHeading({ text, ref }: { text: string; ref: Ref<HTMLHeadingElement> }) {
  const clamp = useClamp(text);
  return (
    <div>
      <h2
        id="result-title"
        ref={ref}
        tabIndex={-1}
        className="scroll-mt-4 text-lg font-semibold break-words text-fg"
      >
        <span id={clamp.id} className={cn(clampClass(clamp, 3))}>
          {text}
        </span>
      </h2>
      <ClampToggle clamp={clamp} label="query" />
    </div>
  );
}

export default function SearchPage() {
  const connection = useActiveConnection();
  const searches = useSearchHistory(connection.profileId).filter(
    (e): e is SearchEntry => e.kind === "search",
  );
  const [params, setParams] = useSearchParams();
  const entryId = params.get("entry");
  // Kept in state too: if storage is full, the result just paid for must still show.
  const [latest, setLatest] = useState<SearchEntry | null>(null);
  const stored = entryId ? searches.find((e) => e.id === entryId) : searches[0];
  const shown = stored ?? (latest && (!entryId || latest.id === entryId) ? latest : null);
  // The answer just paid for is listed at once, before its call record is read back.
  const listed = latest && !searches.some((e) => e.id === latest.id) ? [latest, ...searches] : searches;
  const [options, setOptions] = useState<SearchOptions>(() => shown?.options ?? defaultSearchOptions);
  // The call records are read asynchronously: the entry shown once they arrive fills a form the user
  // has not touched yet (adjusted during render, not in an effect).
  if (shown && options === defaultSearchOptions) setOptions(shown.options);
  // "Run again": the stored answer is shown first and asked about; the new one is compared with it.
  const [asking, setAsking] = useState<SearchEntry | null>(null);
  const [compared, setCompared] = useState<SearchEntry | null>(null);
  const run = useCancellableRun(searchMutations.search(connection));
  // After a search answers (or fails), focus goes to the result's heading, not to <body>.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    // focus() alone may leave the heading under the fold when focus was already near it.
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ block: "start" });
  }, [focusRequest]);
  // A history link (or the browser's back/forward) opened an entry: its query goes into the form and
  // its answer comes into view with focus, as after a search. Adjusted during render, not in an effect.
  const locationKey = useLocation().key;
  const [seenLocation, setSeenLocation] = useState(locationKey);
  if (locationKey !== seenLocation) {
    setSeenLocation(locationKey);
    if (shown) {
      setOptions(shown.options);
      setFocusRequest((n) => n + 1);
    }
  }

  const keep = (entry: SearchEntry) => {
    // A paid answer is in the call records (the search wrote it); only a failure, with the error the
    // records cannot hold in full, goes to the local list.
    if (entry.result === null) saveEntry(connection.profileId, entry);
    setLatest(entry);
    setParams({ entry: entry.id });
    setFocusRequest((n) => n + 1);
  };

  const submit = (submitted: SearchOptions) => {
    if (submitted.query.trim() === "" || charsOverLimit(submitted.query) > 0 || run.running) return;
    preloadSearchResultView();
    run.start(
      searchInputOf(submitted),
      (result: SearchResult) =>
        keep({ kind: "search", id: result.id, at: Date.now(), options: submitted, result }),
      (error) => {
        // A cancelled search is not an attempt worth keeping; a failed one is, with its reason.
        if (isApiError(error) && error.kind === "aborted") return;
        const known = verticalsFromError(error);
        const at = Date.now();
        keep({
          kind: "search",
          id: `failed-${at.toString(36)}`,
          at,
          options: submitted,
          result: null,
          error: {
            code: isApiError(error) ? error.code : "ERROR",
            message: error.message,
            ...(isApiError(error) && error.status ? { status: error.status } : {}),
            ...(known ? { knownVerticals: known } : {}),
          },
        });
      },
    );
  };
  const pickVertical = (verticalId: string) => {
    setOptions((current) => ({ ...current, verticalId }));
    document.querySelector<HTMLElement>('form[aria-label="Search"] input[list]')?.focus();
  };
  const liveError =
    run.error && latest && shown?.id === latest.id && shown.result === null ? run.error : null;

  return (
    <>
      <PageHeader
        title="Search"
        description="Ask in plain language; the service plans which data tools to call, runs them and can summarize."
      />
      <KeyGate connection={connection} spenders="Searches">
        <div className="space-y-6">
          <SearchForm
            value={options}
            onChange={setOptions}
            onSubmit={() => submit(options)}
            running={run.running}
          />
          {run.running && run.startedAt !== null ? (
            <RunningStatus label="Searching…" startedAt={run.startedAt} onCancel={run.cancel} />
          ) : null}
          {run.cancelled ? <CancelledNotice /> : null}
          {entryId && !shown ? (
            <Alert tone="info" role="status">
              That search is not in this browser&apos;s history.{" "}
              <Link to={paths.search()} className="text-accent underline">
                Show the latest
              </Link>
            </Alert>
          ) : null}
          {shown ? (
            <section aria-labelledby="result-title" className="space-y-3">
              <ResultHeading
                key={shown.id}
                ref={headingRef}
                text={`${shown.result ? "Result" : "Failed search"} for “${shown.options.query}”`}
              />
              {compared?.result && shown.result && compared.id !== shown.id ? (
                <OutputDiffView
                  before={compared.result}
                  after={shown.result}
                  label={`“${shown.options.query}”`}
                />
              ) : null}
              {shown.result ? (
                <LazySearchResultView
                  result={shown.result}
                  query={shown.options.query}
                  exportExtra={{ options: shown.options }}
                  requested={shown.options}
                />
              ) : liveError ? (
                <RequestError error={liveError} title="The search failed" onPickVertical={pickVertical} />
              ) : (
                <StoredRequestError
                  error={shown.error ?? null}
                  title="The search failed"
                  onPickVertical={pickVertical}
                />
              )}
            </section>
          ) : null}
          <LocalLinksNote what="searches" />
          <HistoryList
            title="Recent searches"
            entries={listed}
            rerunLabel="Run again"
            busy={run.running}
            onRerun={(entry) => {
              setOptions(entry.options);
              setParams({ entry: entry.id });
              if (entry.kind === "search") setAsking(entry);
            }}
          />
          <RerunConfirm
            entry={asking}
            onCancel={() => setAsking(null)}
            onConfirm={(entry) => {
              setAsking(null);
              setCompared(entry);
              submit(entry.options);
            }}
          />
        </div>
      </KeyGate>
    </>
  );
}
