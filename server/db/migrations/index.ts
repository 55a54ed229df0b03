import type { Migration } from "../migrate.ts";
import { core } from "./001-core.ts";
import { topup } from "./002-topup.ts";
import { tools } from "./003-tools.ts";
import { plans } from "./004-plans.ts";
import { paymentAddresses } from "./005-payment-addresses.ts";
import { tasks } from "./006-tasks.ts";
import { paymentReversals } from "./007-payment-reversals.ts";
import { invoiceSums } from "./008-invoice-sums.ts";
import { sharedChain } from "./009-shared-chain.ts";
import { taskLeases } from "./010-task-leases.ts";
import { rateLimits } from "./011-rate-limits.ts";
import { ledgerMovements } from "./012-ledger-movements.ts";
import { runLeasesAndScanMarks } from "./013-run-leases-and-scan-marks.ts";
import { sandboxMembers } from "./014-sandbox-members.ts";

/** Applied in this order; add one line per feature migration, never edit an applied one. */
export const migrations: readonly Migration[] = [
  core,
  topup,
  tools,
  plans,
  paymentAddresses,
  tasks,
  paymentReversals,
  invoiceSums,
  sharedChain,
  taskLeases,
  rateLimits,
  ledgerMovements,
  runLeasesAndScanMarks,
  sandboxMembers,
];
