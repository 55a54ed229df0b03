import type { Address, Hash } from "viem";
import { PAYER } from "../billing/verify-test-fixtures.ts";
import { createChainDeps } from "../chain/clients.ts";

export interface Payment {
  invoiceId: string;
  hash: Hash;
  /** The completion's status before the crash, or null when its answer never came. */
  status: number | null;
}

export interface StreamTally {
  executed: number;
  refused: number;
  /** Sent but never answered: the crash may or may not have committed them. */
  unanswered: number;
  payments: Payment[];
}

export const TOOL = { tool_name: "secfilings_getCompanyProfile", input: { ticker: "NORS" } };
export const CREDITS_PER_INVOICE = 10;

/**
 * Tool executions (several at once) and top-ups (invoice, payment on chain, completion) against a
 * running service until `stop()` is called or the service stops answering. Only answers that
 * arrived are counted as done.
 */
export function startStream(url: string, chainUrl: string, key: string) {
  const tally: StreamTally = { executed: 0, refused: 0, unanswered: 0, payments: [] };
  let running = true;
  const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const wallet = createChainDeps(chainUrl).walletClient;

  const executions = async () => {
    while (running) {
      try {
        const res = await post("/chat/v1/tools/execute", TOOL);
        await res.arrayBuffer();
        if (res.status === 200) tally.executed += 1;
        else tally.refused += 1;
      } catch {
        tally.unanswered += 1;
        return;
      }
    }
  };
  const topUps = async () => {
    while (running) {
      let payment: Payment | undefined;
      try {
        const res = await post("/billing/v1/account/topup", {
          type: "crypto",
          currency_id: "eth",
          credits: CREDITS_PER_INVOICE,
        });
        const invoice = (await res.json()) as { id: string; amount: string; destination_address: Address };
        const hash = await wallet.sendTransaction({
          account: PAYER,
          chain: wallet.chain,
          // Each invoice has its own address: a transfer pays only the invoice it was sent to.
          to: invoice.destination_address,
          value: BigInt(invoice.amount),
        });
        payment = { invoiceId: invoice.id, hash, status: null };
        tally.payments.push(payment);
        const done = await post(`/billing/v1/account/topup/${invoice.id}/complete`, {
          transaction_hash: hash,
        });
        await done.arrayBuffer();
        payment.status = done.status;
      } catch {
        return;
      }
    }
  };
  const loops = Promise.all([executions(), executions(), executions(), topUps()]);
  return {
    tally,
    stop: async () => {
      running = false;
      await loops;
    },
  };
}
