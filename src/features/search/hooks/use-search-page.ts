import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import { isApiError } from "../../../lib/http";
import { searchMutations } from "../api/search-queries";
import { preloadSearchResultView } from "../components/lazy-search-result-view";
import { failedSearch } from "../model/failed-search";
import type { HistoryEntry, SearchEntry, SearchOptions } from "../model/history-schema";
import { saveEntry } from "../model/history-store";
import { charsOverLimit, searchInputOf } from "../model/search-options";
import { useCancellableRun } from "./use-cancellable-run";
import { useFocusAfterNavigation } from "./use-focus-after-navigation";
import { useSearchHistory } from "./use-search-history";

const isSearch = (entry: HistoryEntry): entry is SearchEntry => entry.kind === "search";

/**
 * The Search page's state and actions: the entry shown (`?entry=`, else the newest), the search in
 * flight, "Run again" (asked first, then compared with the stored answer). Every answer or failure
 * opens its own entry (a new location), which moves focus to `headingRef`.
 */
export function useSearchPage() {
  const connection = useActiveConnection();
  const searches = useSearchHistory(connection.profileId).filter(isSearch);
  const [params, setParams] = useSearchParams();
  const locationKey = useLocation().key;
  const entryId = params.get("entry");
  // Kept in state too: if storage is full, the result just paid for must still show.
  const [latest, setLatest] = useState<SearchEntry | null>(null);
  // "Run again": the stored answer is shown first and asked about; the new one is compared with it.
  const [asking, setAsking] = useState<SearchEntry | null>(null);
  const [compared, setCompared] = useState<SearchEntry | null>(null);
  const run = useCancellableRun(searchMutations.search(connection));

  const stored = entryId ? searches.find((e) => e.id === entryId) : searches[0];
  const shown = stored ?? (latest && (!entryId || latest.id === entryId) ? latest : null);
  // The answer just paid for is listed at once, before its call record is read back.
  const listed = latest && !searches.some((e) => e.id === latest.id) ? [latest, ...searches] : searches;
  const liveError =
    run.error && latest && shown?.id === latest.id && shown.result === null ? run.error : null;
  const headingRef = useFocusAfterNavigation<HTMLHeadingElement>(locationKey, shown !== null);

  const keep = (entry: SearchEntry) => {
    // A paid answer is in the call records (the search wrote it); only a failure, with the error the
    // records cannot hold in full, goes to the local list.
    if (entry.result === null) saveEntry(connection.profileId, entry);
    setLatest(entry);
    setParams({ entry: entry.id });
  };

  const submit = (submitted: SearchOptions) => {
    if (submitted.query.trim() === "" || charsOverLimit(submitted.query) > 0 || run.running) return;
    preloadSearchResultView();
    run.start(
      searchInputOf(submitted),
      (result) => keep({ kind: "search", id: result.id, at: Date.now(), options: submitted, result }),
      // A cancelled search is not an attempt worth keeping; a failed one is, with its reason.
      (error) =>
        isApiError(error) && error.kind === "aborted" ? undefined : keep(failedSearch(submitted, error)),
    );
  };

  return {
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
    submit,
    /** Opens the entry (its options fill the form) and asks before sending it again. */
    rerun: (entry: HistoryEntry) => {
      setParams({ entry: entry.id });
      if (isSearch(entry)) setAsking(entry);
    },
    confirmRerun: (entry: SearchEntry) => {
      setAsking(null);
      setCompared(entry);
      submit(entry.options);
    },
    cancelRerun: () => setAsking(null),
  };
}
