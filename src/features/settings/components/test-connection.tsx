import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { describeKeyCharProblem, keyCharProblem } from "../../../lib/connection/key-text";
import { localConfigQueries } from "../../../lib/connection/connection-queries";
import {
  useActiveConnection,
  useConnectionReader,
  useConnectionStore,
} from "../../../lib/connection/use-active-connection";
import { describeOutcome, type ProbeContext, type ProbeOutcome } from "../api/probe-connection";
import { settingsMutations } from "../api/settings-queries";
import { useUrlDrafts } from "../hooks/use-url-drafts";

const tone = (outcome: ProbeOutcome) => (outcome.status === "ok" ? "text-success" : "text-danger");

/** The un-proxied base URLs and what this origin's proxy forwards, read at click time like the connection. */
function useProbeContexts(): () => { billing: ProbeContext; chat: ProbeContext } {
  const store = useConnectionStore();
  const client = useQueryClient();
  return () => {
    const { settings } = store.getState();
    const profile = settings.profiles[settings.activeId];
    const origin = store.origin();
    const config = client.getQueryData(localConfigQueries.current(origin).queryKey);
    const local = settings.activeId === "local";
    const context = (base: string): ProbeContext => ({
      baseUrl: base,
      viaProxy: profile.viaProxy,
      // No /config.json: this page is not served by the stack, so there is no proxy to suggest.
      proxyForwards: config === undefined ? null : (config.proxy?.upstreams.includes(base) ?? false),
    });
    return {
      billing: context(local ? (config?.billingBaseUrl ?? `${origin}/billing/v1`) : profile.billingBaseUrl),
      chat: context(local ? (config?.chatBaseUrl ?? `${origin}/chat`) : profile.chatBaseUrl),
    };
  };
}

export function TestConnection() {
  const readConnection = useConnectionReader();
  const readContexts = useProbeContexts();
  const drafts = useUrlDrafts();
  // Until the Local profile's /config.json has arrived there is no key to test with; a click then
  // would report "unauthorized" for a connection that is fine.
  const { ready } = useActiveConnection();
  const [refusal, setRefusal] = useState<string | null>(null);
  const probe = useMutation(settingsMutations.probe({ connection: readConnection, contexts: readContexts }));

  const refuse = (why: string) => {
    probe.reset();
    setRefusal(`Not tested: ${why}`);
  };
  const test = () => {
    // Nothing is sent for a draft that is not an address: the test would report on the previous URL.
    const badUrl = drafts?.checks().find((check) => check.problem() !== null);
    if (badUrl !== undefined) {
      refuse(`${badUrl.problem()}. Correct it, then test again.`);
      badUrl.reveal();
      return;
    }
    const { apiKey } = readConnection();
    if (apiKey === null) {
      refuse("this profile has no API key. Enter it above, then test again.");
      return;
    }
    const keyProblem = keyCharProblem(apiKey);
    if (keyProblem !== null) {
      refuse(describeKeyCharProblem(keyProblem));
      return;
    }
    setRefusal(null);
    probe.mutate();
  };
  const result = probe.data;

  return (
    <div className="grid gap-3">
      <div>
        <Button onClick={test} disabled={probe.isPending || !ready}>
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
        {refusal !== null ? <p className="text-danger">{refusal}</p> : null}
        {result && !probe.isPending ? (
          <>
            <p className={tone(result.report.billing)}>
              {describeOutcome("Billing", result.report.billing, result.contexts.billing)}
            </p>
            <p className={tone(result.report.chat)}>
              {describeOutcome("Chat", result.report.chat, result.contexts.chat)}
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
