import { Component, type ErrorInfo, type ReactNode } from "react";
import { PlainButton } from "../ui/button";

interface State {
  error: Error | null;
}

/**
 * Last line of defence above the router and providers, so it renders plain markup and a full page
 * reload instead of relying on anything that may itself have failed.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Unhandled error in the dashboard", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="mx-auto max-w-xl p-6">
        <div role="alert" className="rounded-md border-l-4 border-danger bg-danger-soft p-4 text-fg">
          <h1 className="text-lg font-semibold">The dashboard stopped working</h1>
          <p className="mt-1 text-sm break-words">{this.state.error.message}</p>
          <p className="mt-4 flex flex-wrap gap-3 text-sm">
            <PlainButton
              type="button"
              onClick={() => window.location.reload()}
              className="rounded-md bg-accent px-4 py-2 font-medium text-accent-fg"
            >
              Reload
            </PlainButton>
            <a href="/" className="px-2 py-2 font-medium text-accent underline">
              Back to the start
            </a>
          </p>
        </div>
      </main>
    );
  }
}
