import { mutationOptions } from "@tanstack/react-query";
import { clearCalls } from "../../../lib/call-records/call-records";
import type { Connection } from "../../../lib/connection/connection";
import { probeConnection, type ProbeContext } from "./probe-connection";

// Every query and mutation of Settings. The test's outcome is shown beside its button.

export interface ProbeReaders {
  connection: () => Connection;
  contexts: () => { billing: ProbeContext; chat: ProbeContext };
}

export const settingsMutations = {
  // Read at click time: a Custom URL committed by the same click's blur is already in the store.
  probe: (read: ProbeReaders) =>
    mutationOptions({
      mutationKey: ["settings", "probe"] as const,
      mutationFn: async () => {
        const contexts = read.contexts();
        const report = await probeConnection(read.connection());
        return { report, contexts };
      },
    }),
  // Deletes this browser's call records (IndexedDB); no request.
  clearCalls: () =>
    mutationOptions({ mutationKey: ["settings", "clear-calls"] as const, mutationFn: clearCalls }),
};
