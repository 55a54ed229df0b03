import { afterEach, expect, test } from "vitest";
import { addTask, readTasks, recordStatus, type TaskEntry } from "./task-list";
import { storedText } from "../../../lib/storage-test-kit";

afterEach(() => storedText.clear("local"));

const entry = (id: string, startedAt: number): TaskEntry => ({
  id,
  query: `question ${id}`,
  instruction: null,
  startedAt,
  status: "Queued",
  finishedAt: null,
});

test("keeps each connection's tasks apart, newest first, without any key", () => {
  addTask("local", entry("task_a", 1));
  addTask("local", entry("task_b", 2));
  addTask("custom", entry("task_c", 3));
  expect(readTasks("local").map((e) => e.id)).toEqual(["task_b", "task_a"]);
  expect(readTasks("custom").map((e) => e.id)).toEqual(["task_c"]);
  expect(storedText.read("local", "dash.tasks.local.v1")).not.toMatch(/dk_|apiKey/);
});

test("records statuses as seen and fixes the finish time at the first terminal status", () => {
  addTask("local", entry("task_a", 1));
  recordStatus("local", "task_a", "Researching", null);
  expect(readTasks("local")[0]).toMatchObject({ status: "Researching", finishedAt: null });
  recordStatus("local", "task_a", "Completed", 50);
  recordStatus("local", "task_a", "Completed", 90);
  expect(readTasks("local")[0]).toMatchObject({ status: "Completed", finishedAt: 50 });
  recordStatus("local", "task_unknown", "Failed", 1);
  expect(readTasks("local")).toHaveLength(1);
});

test("drops a damaged entry alone", () => {
  storedText.write(
    "local",
    "dash.tasks.local.v1",
    JSON.stringify([{ id: "bad" }, { ...entry("task_ok", 1) }]),
  );
  expect(readTasks("local").map((e) => e.id)).toEqual(["task_ok"]);
});
