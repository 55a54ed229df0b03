import { useContext, useEffect } from "react";
import { type UrlDraftCheck, type UrlDrafts, UrlDraftsContext } from "../model/url-drafts";

export function useRegisterUrlDraft(check: UrlDraftCheck): void {
  const drafts = useContext(UrlDraftsContext);
  useEffect(() => drafts?.register(check), [drafts, check]);
}

export function useUrlDrafts(): UrlDrafts | null {
  return useContext(UrlDraftsContext);
}
