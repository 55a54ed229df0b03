import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderApp } from "../../../app/test-app";
import { recordCall } from "../../../lib/call-records/call-records";
import { createTestAccount } from "../../../test/reference-service";

test("the task list shows the tasks of the call records, their status from the stored result", async () => {
  const startedAt = Date.now() - 120_000;
  // A task started in this browser whose local status list is gone: only its call record is left.
  await recordCall({
    id: "call-task-1",
    at: startedAt,
    profileId: "local",
    device: "device-test",
    kind: "task",
    vertical: null,
    subject: "top 5 meme coins",
    input: { query: "top 5 meme coins" },
    credits: 9n,
    creditsSource: "usage",
    latencyMs: 60_000,
    outcome: "ok",
    error: null,
    output: { id: "task_recorded", status: "Completed", finishedAt: startedAt + 60_000 },
    ref: "task_recorded",
    pinned: false,
  });
  const account = await createTestAccount({ subscription_balance: 100, top_up_balance: 0 });
  const { network } = renderApp("/tasks", { account });

  const list = await screen.findByRole("list", { name: "Tasks" }, { timeout: 15_000 });
  const link = within(list).getByRole("link", { name: "top 5 meme coins" });
  expect(link).toHaveAttribute("href", "/tasks/task_recorded");
  expect(within(list).getByText("Completed")).toBeInTheDocument();
  expect(within(list).getByText("Elapsed: 1:00")).toBeInTheDocument();
  // An ended task is not polled again.
  expect(network.sentTo("/chat/v1/tasks/task_recorded/status")).toHaveLength(0);
});
