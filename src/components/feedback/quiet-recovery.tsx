import { Component, type ReactNode } from "react";
import { useRecovery } from "./use-recovery";

function Probe({ error, reset }: { error: unknown; reset: () => void }) {
  useRecovery(error, reset);
  return null;
}

/**
 * For code that runs beside the page (the header's notices, the checkout runner): its failure must not
 * take the shell with it. While its code cannot be downloaded (an outage) it shows nothing, and it
 * comes back once the download works again.
 */
export class QuietRecovery extends Component<{ children: ReactNode }, { error: { value: unknown } | null }> {
  state = { error: null as { value: unknown } | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: { value: error } };
  }
  private readonly reset = () => this.setState({ error: null });
  render() {
    return this.state.error ? (
      <Probe error={this.state.error.value} reset={this.reset} />
    ) : (
      this.props.children
    );
  }
}
