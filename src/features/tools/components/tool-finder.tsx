import { useCallback, useEffect, useRef, useState } from "react";
import { NavigationType, useLocation, useNavigationType, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/layout/page-header";
import {
  PRODUCTION_VERTICALS,
  useKnownVerticals,
  verticalsFromError,
} from "../../../lib/connection/known-verticals";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import type { PricedTool } from "../api/list-priced-tools";
import { ListState } from "./list-state";
import { ToolPicker } from "./tool-picker";
import { isTypingTarget } from "../model/tool-search";
import { useOpenTool } from "../hooks/use-open-tool";
import { useToolList } from "../hooks/use-tool-list";
import { VerticalPicker } from "./vertical-picker";

interface ToolFinderProps {
  /**
   * The user is reaching for a tool: focus or the pointer in the finder, or the palette opening.
   * The route loads the tool page then, so choosing one does not wait for its code.
   */
  onIntent?: () => void;
  /** The tool Enter would open and its vertical, each time it changes: the route renders it ahead. */
  onActive?: (tool: { name: string; vertical: string } | null) => void;
}

/** Find a tool: vertical, search over name and description, keyboard all the way. State lives in the URL. */
export default function ToolFinder({ onIntent, onActive }: ToolFinderProps) {
  const connection = useActiveConnection();
  const openTool = useOpenTool();
  const [params, setParams] = useSearchParams();
  const verticals = useKnownVerticals(connection);
  const vertical = params.get("vertical") ?? verticals?.[0] ?? PRODUCTION_VERTICALS[0] ?? "crypto";
  // The search box shows what was typed, at once: the URL follows in a navigation, which is a
  // transition, and a controlled input showing the URL's q would lose a key typed meanwhile. A
  // navigation of another kind than the finder's own (back, forward, a link) brings its q along.
  const urlQuery = params.get("q") ?? "";
  const [query, setQuery] = useState(urlQuery);
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    if (navigationType !== NavigationType.Replace) setQuery(urlQuery);
  }
  const list = useToolList(connection, vertical);
  const searchRef = useRef<HTMLInputElement>(null);
  const reportActive = useCallback(
    (name: string | null) => onActive?.(name === null ? null : { name, vertical }),
    [onActive, vertical],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || isTypingTarget(event.target)) return;
      event.preventDefault();
      searchRef.current?.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const update = (next: { vertical?: string; q?: string }) => {
    const merged = new URLSearchParams(params);
    if (next.vertical !== undefined) merged.set("vertical", next.vertical);
    // What was typed, even if the URL has not caught up with it yet.
    const q = next.q ?? query;
    if (next.q !== undefined) setQuery(next.q);
    if (q === "") merged.delete("q");
    else merged.set("q", q);
    setParams(merged, { replace: true });
  };
  const open = (tool: PricedTool) => openTool(tool, vertical);

  return (
    <>
      <PageHeader
        title="Tools"
        description="Run one data-provider tool directly, with the input you choose. Press / to search, ⌘K or Ctrl-K to jump."
      />
      <div className="space-y-4" onFocus={onIntent} onPointerOver={onIntent}>
        <VerticalPicker
          key={`${vertical}\n${verticals?.join(",") ?? ""}`}
          value={vertical}
          verticals={verticals ?? []}
          onChange={(next) => update({ vertical: next })}
        />
        <ListState
          pending={list.isPending && connection.ready}
          error={list.data ? null : list.error}
          onRetry={() => void list.refetch()}
          verticals={verticalsFromError(list.error) ?? verticals ?? []}
          onPickVertical={(next) => update({ vertical: next })}
        />
        {list.data ? (
          <ToolPicker
            tools={list.data}
            query={query}
            onQuery={(q) => update({ q })}
            onChoose={open}
            label="Search tools"
            inputRef={searchRef}
            onActive={reportActive}
          />
        ) : null}
      </div>
    </>
  );
}
