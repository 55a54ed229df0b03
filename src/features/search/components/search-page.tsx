import { useRef } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { OutputDiffView } from "../../../components/call-records/output-diff-view";
import { KeyGate } from "../../../components/feedback/key-gate";
import { PageHeader } from "../../../components/layout/page-header";
import { Alert } from "../../../components/ui/alert";
import { useSearchPage } from "../hooks/use-search-page";
import { HistoryList } from "./history-list";
import { LazySearchResultView } from "./lazy-search-result-view";
import { LocalLinksNote } from "./local-links-note";
import { RequestError, StoredRequestError } from "./request-error";
import { RerunConfirm } from "./rerun-confirm";
import { ResultHeading } from "./result-heading";
import { CancelledNotice, RunningStatus } from "./running-status";
import { SearchForm, type SearchFormHandle } from "./search-form";

export default function SearchPage() {
  const {
    connection,
    entryId,
    locationKey,
    shown,
    listed,
    run,
    liveError,
    compared,
    asking,
    headingRef,
    ...act
  } = useSearchPage();
  const form = useRef<SearchFormHandle>(null);
  const pickVertical = (verticalId: string) => form.current?.pickVertical(verticalId);

  return (
    <>
      <PageHeader
        title="Search"
        description="Ask in plain language; the service plans which data tools to call, runs them and can summarize."
      />
      <KeyGate connection={connection} spenders="Searches">
        <div className="space-y-6">
          <SearchForm
            ref={form}
            shown={shown?.options ?? null}
            locationKey={locationKey}
            onSubmit={act.submit}
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
            onRerun={act.rerun}
          />
          <RerunConfirm entry={asking} onCancel={act.cancelRerun} onConfirm={act.confirmRerun} />
        </div>
      </KeyGate>
    </>
  );
}
