import { useMutation } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { toolMutations } from "../features/tools/api/tools-queries";
import { getBalance } from "../lib/balance/get-balance";
import { useBalance } from "../lib/balance/use-balance";
import { writeStoredKey } from "../lib/connection/key-storage";
import { createConnectionStore } from "../lib/connection/store";
import { ConnectionStoreContext } from "../lib/connection/use-active-connection";
import { installAppNetwork } from "../test/app-network";
import { connectionFor, createTestAccount } from "../test/reference-service";
import { AppProvider } from "./provider";
import { createTestQueryClient, ORIGIN } from "./test-app";

// A reader of the shared balance and a paid call side by side, with nothing between them: no
// callback, no prop. The call's mutation declares `meta.accountOf`; the query client does the rest.
function BalanceAndTool() {
  const { connection, data } = useBalance();
  const execute = useMutation(toolMutations.execute(connection));
  return (
    <>
      <p aria-label="Balance">{data ? data.total.toString() : "loading"}</p>
      <button
        disabled={!connection.ready}
        onClick={() =>
          execute.mutate({ toolName: "coingecko_searchCoin", input: { query: "bitcoin", limit: 1 } })
        }
      >
        Run
      </button>
      <p role="status">{execute.isSuccess ? "done" : ""}</p>
    </>
  );
}

test("a paid call whose mutation declares meta.accountOf refreshes the balance every reader shows", async () => {
  const account = await createTestAccount({ subscription_balance: 50 });
  writeStoredKey("local", account.key, false);
  const network = installAppNetwork();
  render(
    <ConnectionStoreContext.Provider value={createConnectionStore(() => ORIGIN)}>
      <AppProvider queryClient={createTestQueryClient()}>
        <BalanceAndTool />
      </AppProvider>
    </ConnectionStoreContext.Provider>,
  );
  const shown = screen.getByLabelText("Balance");
  await waitFor(() => expect(shown).toHaveTextContent("50"), { timeout: 10_000 });

  await userEvent.click(screen.getByRole("button", { name: "Run" }));
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("done"), { timeout: 10_000 });

  // The service charged the call; the figure on screen follows. The tool's answer carries no account
  // block, and the entry is still fresh (balanceQueries' staleTime): only the rule asks for it again.
  const balanceRequests = () => network.sentTo("/billing/v1/account/balance").length;
  await waitFor(() => expect(balanceRequests()).toBe(2), { timeout: 10_000 });
  const after = (await getBalance(connectionFor(account))).total;
  expect(after).toBeLessThan(50n);
  await waitFor(() => expect(shown).toHaveTextContent(after.toString()), { timeout: 10_000 });
});
