import { storedText } from "../../../lib/storage-test-kit";
import { expect, test } from "vitest";
import { callNotes, listCalls } from "../../../lib/call-records/call-records";
import { importTaskList } from "./legacy-import";
import { taskListKey } from "./task-list";

const task = (id: string, status: string) => ({
  id,
  query: `question ${id}`,
  instruction: null,
  startedAt: 1000,
  status,
  finishedAt: status === "Completed" ? 5000 : null,
});

test("the old task list is copied into the call records once; damaged entries are skipped with a note", async () => {
  storedText.write(
    "local",
    taskListKey("tasks-import"),
    JSON.stringify([task("t1", "Completed"), { id: 7 }, task("t2", "Researching")]),
  );
  await importTaskList("tasks-import");
  const records = await listCalls("tasks-import");
  expect(records.map((r) => [r.kind, r.ref, r.outcome, r.creditsSource, r.latencyMs])).toEqual([
    ["task", "t1", "ok", "not_reported", 4000],
    ["task", "t2", "pending", "not_reported", null],
  ]);
  expect(callNotes()).toEqual(["Task list: 1 stored call record could not be read and was skipped."]);

  // Once: a later list is not imported again.
  storedText.write("local", taskListKey("tasks-import"), JSON.stringify([task("t3", "Completed")]));
  await importTaskList("tasks-import");
  expect(await listCalls("tasks-import")).toHaveLength(2);
});
