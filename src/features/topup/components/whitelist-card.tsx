import { useId } from "react";
import { Card, CardDescription, CardTitle } from "../../../components/ui/card";
import { WhitelistManager } from "./whitelist-manager";

/** The whitelist as a Settings section; the route places it. */
export function WhitelistCard() {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardTitle id={headingId}>Sender whitelist</CardTitle>
      <CardDescription>
        With addresses listed, top-ups are credited only when paid from one of them.
      </CardDescription>
      <div className="mt-4">
        <WhitelistManager />
      </div>
    </Card>
  );
}
