import type { Migration } from "../migrate.ts";

/**
 * Deep-research tasks. `status` is the phase the task is in; what each phase produced is saved
 * before the task moves on, so a restart resumes from the last completed phase. Every sub-question
 * runs as a search plan: `plan_id` is its idempotency key, because the plan is claimed once and
 * charged (ledger reference `plan:<id>`) in the same transaction that marks it completed.
 * Times are epoch milliseconds from the service's injectable clock.
 */
export const tasks: Migration = {
  id: "006-tasks",
  sql: `
    CREATE TABLE research_tasks (
      id TEXT PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      query TEXT NOT NULL,
      instruction TEXT,
      status TEXT NOT NULL DEFAULT 'Queued' CHECK (status IN
        ('Queued', 'Researching', 'Validating', 'Summarizing', 'Completed', 'Failed')),
      claims JSONB,
      report TEXT,
      error TEXT,
      created_at BIGINT NOT NULL,
      finished_at BIGINT,
      CHECK (status <> 'Failed' OR error IS NOT NULL),
      CHECK (status <> 'Completed' OR report IS NOT NULL)
    );
    CREATE INDEX research_tasks_account ON research_tasks (account_id, created_at);
    CREATE INDEX research_tasks_unfinished ON research_tasks (status)
      WHERE status NOT IN ('Completed', 'Failed');

    CREATE TABLE research_task_steps (
      task_id TEXT NOT NULL REFERENCES research_tasks (id) ON DELETE CASCADE,
      position INTEGER NOT NULL CHECK (position >= 0),
      question TEXT NOT NULL,
      vertical TEXT NOT NULL,
      plan_id TEXT,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
      steps JSONB,
      outcomes JSONB,
      consumed BIGINT NOT NULL DEFAULT 0 CHECK (consumed >= 0),
      error TEXT,
      PRIMARY KEY (task_id, position)
    );
  `,
};
