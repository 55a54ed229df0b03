import { useId, useState } from "react";
import { PageHeader } from "../../../components/layout/page-header";
import { Card, CardDescription, CardTitle } from "../../../components/ui/card";
import { useConnectionState } from "../../../lib/connection/use-active-connection";
import { ApiKeyField } from "./api-key-field";
import { BudgetSettings } from "./budget-settings";
import { CallStorageLine } from "./call-storage-line";
import { ConnectionDetails } from "./connection-details";
import { ProfilePicker } from "./profile-picker";
import { TestConnection } from "./test-connection";
import { createUrlDrafts, UrlDraftsContext } from "../model/url-drafts";

export default function SettingsPage() {
  const activeId = useConnectionState().settings.activeId;
  const connectionHeading = useId();
  const [urlDrafts] = useState(createUrlDrafts);

  return (
    <UrlDraftsContext value={urlDrafts}>
      <PageHeader title="Settings" description="Which service the dashboard talks to, and with which key." />
      <div className="grid gap-6">
        <Card>
          <CardTitle id={connectionHeading}>Connection</CardTitle>
          <CardDescription>Each profile keeps its own URLs and key.</CardDescription>
          <div className="mt-4">
            <ProfilePicker labelledBy={connectionHeading} />
          </div>
          {/* Keyed so drafts of one profile never leak into another. */}
          <ConnectionDetails key={activeId} />
        </Card>
        <Card>
          <CardTitle>API key</CardTitle>
          <CardDescription>Sent as a Bearer token to both families of the chosen connection.</CardDescription>
          <div className="mt-4">
            <ApiKeyField key={activeId} />
          </div>
        </Card>
        <Card>
          <CardTitle>Check</CardTitle>
          <CardDescription>Asks the balance and the tools endpoints with the settings above.</CardDescription>
          <div className="mt-4">
            <TestConnection key={activeId} />
          </div>
        </Card>
        <Card>
          <CardTitle id="budgets">Budgets</CardTitle>
          <CardDescription>
            For this connection, in this browser: when to warn and when a paid action asks first.
          </CardDescription>
          <div className="mt-4">
            <BudgetSettings key={activeId} />
          </div>
        </Card>
        <Card>
          <CardTitle>Call records</CardTitle>
          <CardDescription>
            Every paid call and its answer, kept in this browser (never the key).
          </CardDescription>
          <div className="mt-4">
            <CallStorageLine />
          </div>
        </Card>
      </div>
    </UrlDraftsContext>
  );
}
