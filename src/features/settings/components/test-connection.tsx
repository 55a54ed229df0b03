import { useMutation } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useActiveConnection, useConnectionReader } from "../../../lib/connection/use-active-connection";
import { describeOutcome, probeConnection, type ProbeOutcome } from "../api/probe-connection";

const tone = (outcome: ProbeOutcome) => (outcome.status === "ok" ? "text-success" : "text-danger");

export function TestConnection() {
  const readConnection = useConnectionReader();
  // Until the Local profile's /config.json has arrived there is no key to test with; a click then
  // would report "unauthorized" for a connection that is fine.
  const { ready } = useActiveConnection();
  const probe = useMutation({
    // Read at click time: a Custom URL committed by the same click's blur is already in the store.
    mutationFn: () => probeConnection(readConnection()),
    meta: { toast: false },
  });
  const report = probe.data;

  return (
    <div className="grid gap-3">
      <div>
        <Button onClick={() => probe.mutate()} disabled={probe.isPending || !ready}>
          {probe.isPending || !ready ? <Spinner /> : null}
          Test connection
        </Button>
      </div>
      <div
        role="status"
        aria-live="polite"
        aria-label="Connection test results"
        className="grid gap-1 text-sm"
      >
        {probe.isPending ? <p className="text-muted">Testing…</p> : null}
        {report && !probe.isPending ? (
          <>
            <p className={tone(report.billing)}>{describeOutcome("Billing", report.billing)}</p>
            <p className={tone(report.chat)}>{describeOutcome("Chat", report.chat)}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}
