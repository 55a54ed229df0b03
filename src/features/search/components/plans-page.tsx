import { PageHeader } from "../../../components/layout/page-header";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import type { PlanEntry } from "../model/history-schema";
import { useSearchHistory } from "../hooks/use-search-history";
import { KeyGate } from "../../../components/feedback/key-gate";
import { HistoryList } from "./history-list";
import { LocalLinksNote } from "./local-links-note";
import { PlanForm } from "./plan-form";
import { useCreatePlan } from "../hooks/use-create-plan";

export default function PlansPage() {
  const connection = useActiveConnection();
  const plans = useSearchHistory(connection.profileId).filter((e): e is PlanEntry => e.kind === "plan");
  const again = useCreatePlan();
  return (
    <>
      <PageHeader
        title="Plans"
        description="Create a plan, review its steps and estimated cost, then run it within its five-minute lifetime."
      />
      <KeyGate connection={connection} spenders="Plans">
        <div className="space-y-6">
          <PlanForm />
          <LocalLinksNote what="plans" />
          <HistoryList
            title="Recent plans"
            entries={plans}
            rerunLabel="Plan again"
            busy={again.pending}
            onRerun={(entry) => again.create(entry.options)}
          />
        </div>
      </KeyGate>
    </>
  );
}
