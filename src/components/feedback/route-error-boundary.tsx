import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";
import { RouteError } from "./route-error";
import { useRecovery } from "./use-recovery";

interface BoundaryProps {
  /** The location's key: a navigation clears the error, so the next page gets its chance. */
  locationKey: string;
  /** The shell itself failed: the message stands on a bare page. */
  bare: boolean;
  children: ReactNode;
}

interface BoundaryState {
  error: { value: unknown } | null;
  locationKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { error: null, locationKey: props.locationKey };
  }

  private readonly reset = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const shown = <Recovering error={error.value} reset={this.reset} />;
    if (!this.props.bare) return shown;
    return <main className="mx-auto max-w-xl p-6">{shown}</main>;
  }
}

/** The message, and the page back by itself once its code can be downloaded again. */
function Recovering({ error, reset }: { error: unknown; reset: () => void }) {
  const { probing, tryNow } = useRecovery(error, reset);
  return <RouteError error={error} probing={probing} onRetry={tryNow} />;
}

/**
 * Catches what a route throws while rendering, a failed download of its code included, and shows
 * RouteError in its place until the next navigation, "Try again", or (code that failed to download)
 * until a probe finds the service back (use-recovery.ts). Around the pages inside the shell (navigation
 * stays usable) and around the shell itself (`bare`). React reports the error to the console itself.
 */
export function RouteErrorBoundary({ bare = false, children }: { bare?: boolean; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <Boundary locationKey={key} bare={bare}>
      {children}
    </Boundary>
  );
}
