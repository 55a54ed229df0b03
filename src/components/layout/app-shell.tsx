import type { ReactNode } from "react";
import { Link } from "react-router";
import { MainNav } from "./main-nav";
import { SkipLink } from "./skip-link";

interface AppShellProps {
  /** Live status shown in the header (balance, connection); composed by the app layer. */
  status?: ReactNode;
  /** Controls at the end of the header (theme). */
  actions?: ReactNode;
  children: ReactNode;
}

export function AppShell({ status, actions, children }: AppShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link to="/" className="mr-auto text-base font-semibold text-fg">
            Credits dashboard
          </Link>
          <div className="order-last flex w-full min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:order-none sm:w-auto">
            {status}
          </div>
          {actions}
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-1 flex-col md:flex-row md:gap-6 md:px-4">
        <div className="border-b border-border px-2 py-2 md:w-48 md:shrink-0 md:border-b-0 md:px-0 md:py-6">
          <MainNav />
        </div>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none md:px-0">
          {children}
        </main>
      </div>
    </div>
  );
}
