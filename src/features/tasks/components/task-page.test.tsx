import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { renderApp } from "../../../app/test-app";
import { createTestAccount, serviceUrl, type TestAccount } from "../../../test/reference-service";
import { json } from "../../../test/service";
import { addTask, readTasks } from "../model/task-list";
import { storedText } from "../../../lib/storage-test-kit";

const nodeFetch = globalThis.fetch.bind(globalThis);

afterEach(() => storedText.clear("local"));

async function timing(phaseMs: number) {
  await nodeFetch(`${serviceUrl()}/__test/tasks/timing`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ phase_ms: phaseMs }),
  });
}

/** Starts a task on the service directly and waits (by polling, bounded) until it has ended. */
async function finishedTask(account: TestAccount, query: string): Promise<string> {
  await timing(0);
  const auth = { Authorization: `Bearer ${account.key}`, "Content-Type": "application/json" };
  const created = await nodeFetch(`${serviceUrl()}/chat/v1/tasks`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({ query }),
  });
  const { id } = (await created.json()) as { id: string };
  for (let i = 0; i < 800; i++) {
    const res = await nodeFetch(`${serviceUrl()}/chat/v1/tasks/${id}/status`, { headers: auth });
    const { status } = (await res.json()) as { status: string };
    if (status === "Completed" || status === "Failed") return id;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("the task did not end");
}

test("a completed task shows its report through the summaries' renderer, and its cost when the wire says", async () => {
  const account = await createTestAccount({ subscription_balance: 500 });
  const id = await finishedTask(account, "top 5 meme coins");
  addTask("local", {
    id,
    query: "top 5 meme coins",
    instruction: null,
    startedAt: Date.now(),
    status: "Queued",
    finishedAt: null,
  });
  renderApp(`/tasks/${id}`, { account });

  const report = await screen.findByRole("region", { name: "Report" }, { timeout: 15_000 });
  // The renderer moves report headings under the card's h2.
  expect(within(report).getByRole("heading", { level: 3, name: "Summary" })).toBeInTheDocument();
  expect(within(report).getByRole("table")).toBeInTheDocument();
  expect(within(report).getByText(/Credits consumed:/).textContent).toMatch(/\d+ credits?$/);
  expect(
    screen.getByRole("list", { name: "Phases" }).querySelector('[aria-current="step"]')?.textContent,
  ).toMatch(/Completed/);
  // The status answer is kept in this browser's task list as it arrives, with its end.
  const [kept] = readTasks("local");
  expect(kept).toMatchObject({ id, status: "Completed" });
  expect(kept?.finishedAt).not.toBeNull();
});

// Production sends no usage for a task: its cost comes from the ledger's movements naming the task.
test("in the production dialect the report's cost is the ledger's charges for this task", async () => {
  const account = await createTestAccount({ subscription_balance: 500, dialect: "production" });
  const id = await finishedTask(account, "top 5 meme coins");
  const ledger = await nodeFetch(`${serviceUrl()}/billing/v1/account/ledger`, {
    headers: { Authorization: `Bearer ${account.key}` },
  });
  const { movements } = (await ledger.json()) as {
    movements: Array<{ kind: string; ref: string; credits: number }>;
  };
  const charged = -movements
    .filter((m) => m.kind === "task" && m.ref === id)
    .reduce((sum, m) => sum + m.credits, 0);
  expect(charged).toBeGreaterThan(0);
  renderApp(`/tasks/${id}`, { account });
  const report = await screen.findByRole("region", { name: "Report" }, { timeout: 15_000 });
  expect(
    await within(report).findByText(`${charged} credits (from the service's ledger)`),
  ).toBeInTheDocument();
});

test("without usage nor a ledger the report says the cost was not reported", async () => {
  const account = await createTestAccount({ subscription_balance: 500, dialect: "production" });
  const id = await finishedTask(account, "top 5 meme coins");
  const { network } = renderApp(`/tasks/${id}`, { account });
  network.stage("GET /billing/v1/account/ledger", () =>
    json({ error: { code: "NOT_FOUND" } }, { status: 404 }),
  );
  const report = await screen.findByRole("region", { name: "Report" }, { timeout: 15_000 });
  await waitFor(() => expect(network.sentTo("/billing/v1/account/ledger")).not.toHaveLength(0));
  expect(within(report).getByText("not reported by the service")).toBeInTheDocument();
});

test("a task of another account is not found", async () => {
  const owner = await createTestAccount({ subscription_balance: 500 });
  const id = await finishedTask(owner, "What should I cook tonight?");
  const other = await createTestAccount({ subscription_balance: 500 });
  // Even when this browser remembers it (as after a reset of the service).
  addTask("local", {
    id,
    query: "What should I cook tonight?",
    instruction: null,
    startedAt: Date.now(),
    status: "Researching",
    finishedAt: null,
  });
  renderApp(`/tasks/${id}`, { account: other });
  expect(
    await screen.findByRole("heading", { name: "No such task for this key" }, { timeout: 15_000 }),
  ).toBeInTheDocument();
});
