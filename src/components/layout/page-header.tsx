import { useEffect, type ReactNode } from "react";

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** An `elementtiming` name for the description: the browser then reports when it is on screen. */
  descriptionTiming?: string;
}

/** The page's one h1; it also names the browser tab so history and tabs are readable. */
export function PageHeader({ title, description, actions, descriptionTiming }: PageHeaderProps) {
  useEffect(() => {
    document.title = `${title} · Credits dashboard`;
  }, [title]);

  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
        {description ? (
          // A spread: React passes `elementtiming` through, and @types/react does not list it.
          <p
            className="mt-1 text-sm text-muted"
            {...(descriptionTiming ? { elementtiming: descriptionTiming } : {})}
          >
            {description}
          </p>
        ) : null}
      </div>
      {actions}
    </div>
  );
}
