import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "../ui/cn";
import { PlainButton } from "../ui/button";

export interface TabSpec<Id extends string> {
  id: Id;
  label: string;
  /** Why the tab can't be used; the tab stays focusable (WAI-ARIA) but can't be selected. */
  disabledReason?: string;
}

interface ResultTabsProps<Id extends string> {
  label: string;
  tabs: readonly TabSpec<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function ResultTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: ResultTabsProps<Id>) {
  const baseId = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabledReason);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: Id) => {
    const at = enabled.findIndex((tab) => tab.id === current);
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % enabled.length,
      ArrowLeft: (at - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = enabled[moves[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-3 border-b border-border">
        <div role="tablist" aria-label={label} className="flex gap-1">
          {tabs.map((tab) => {
            const isSelected = tab.id === selected;
            return (
              <PlainButton
                key={tab.id}
                ref={(node) => {
                  if (node) refs.current.set(tab.id, node);
                  else refs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.id}`}
                aria-selected={isSelected}
                aria-controls={isSelected ? `${baseId}-panel` : undefined}
                aria-disabled={tab.disabledReason ? true : undefined}
                aria-describedby={tab.disabledReason ? `${baseId}-why-${tab.id}` : undefined}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => !tab.disabledReason && onSelect(tab.id)}
                onKeyDown={(event) => onKeyDown(event, tab.id)}
                className={cn(
                  "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
                  isSelected ? "border-accent text-fg" : "border-transparent text-muted hover:text-fg",
                  tab.disabledReason && "cursor-not-allowed opacity-60 hover:text-muted",
                )}
              >
                {tab.label}
              </PlainButton>
            );
          })}
        </div>
        {tabs.map((tab) =>
          tab.disabledReason ? (
            <span key={tab.id} id={`${baseId}-why-${tab.id}`} className="text-xs text-muted">
              {tab.disabledReason}
            </span>
          ) : null,
        )}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        tabIndex={0}
        className="pt-3 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {children}
      </div>
    </div>
  );
}
