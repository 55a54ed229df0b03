import type { Migration } from "../migrate.ts";

/**
 * Tasks across instances. `lease_owner` is the task runtime that follows the task (one per process)
 * until `lease_expires_at`, epoch ms on the database server's clock; the holder renews it while it
 * lives, and any instance takes over a task whose lease has run out (server/tasks/task-lease.ts).
 * `task_controls` is test control's phase time and held phases, one row, so that a hold set through
 * one instance holds the tasks of every instance; `phase_ms` null leaves each its own TASK_PHASE_MS.
 */
export const taskLeases: Migration = {
  id: "010-task-leases",
  sql: `
    ALTER TABLE research_tasks ADD COLUMN lease_owner TEXT, ADD COLUMN lease_expires_at BIGINT;

    CREATE TABLE task_controls (
      id BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (id),
      phase_ms INTEGER CHECK (phase_ms >= 0),
      held TEXT[] NOT NULL DEFAULT '{}'
    );
    INSERT INTO task_controls DEFAULT VALUES;
  `,
};
