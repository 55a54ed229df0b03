import { waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { listCalls } from "../../../lib/call-records/call-records";
import { connectionFor, createTestAccount } from "../../../test/reference-service";
import { taskMutations } from "../api/tasks-queries";
import { settleTaskCall } from "./task-calls";

async function startTask() {
  const account = await createTestAccount({ subscription_balance: 500, top_up_balance: 0 });
  const connection = connectionFor(account);
  const state = await taskMutations
    .create(connection)
    .mutationFn?.({ query: "bitcoin outlook" }, {} as never);
  await waitFor(async () => expect((await listCalls(connection.profileId))[0]?.ref).toBe(state?.id));
  return { connection, id: state?.id ?? "" };
}

const ended = (id: string, consumed: number | null) => ({
  id,
  status: "Completed" as const,
  result: "# Report",
  error: null,
  createdAt: null,
  finishedAt: Date.now(),
  consumed,
});

test("a research task is recorded when started and completed from its result, credits from usage", async () => {
  const { connection, id } = await startTask();
  expect((await listCalls(connection.profileId))[0]).toMatchObject({
    kind: "task",
    subject: "bitcoin outlook",
    outcome: "pending",
  });

  await settleTaskCall(connection.profileId, ended(id, 9));
  expect((await listCalls(connection.profileId))[0]).toMatchObject({
    outcome: "ok",
    credits: 9n,
    creditsSource: "usage",
    output: { result: "# Report" },
  });
});

test("a task whose result does not say what it consumed (production) is 'not reported', never guessed", async () => {
  const { connection, id } = await startTask();
  await settleTaskCall(connection.profileId, ended(id, null));
  expect((await listCalls(connection.profileId))[0]).toMatchObject({
    outcome: "ok",
    credits: null,
    creditsSource: "not_reported",
  });
});
