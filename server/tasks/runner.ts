import type { Db } from "../db/db.ts";
import type { AppDeps } from "../http/env.ts";
import { ServiceError } from "../http/errors.ts";
import type { SearchDeps } from "../search/search-service.ts";
import { loadDatasets } from "../tools/datasets.ts";
import { draftClaims, validateClaims } from "./claims.ts";
import { writeReport } from "./report.ts";
import { researchStep } from "./research.ts";
import { insertSteps, loadSteps } from "./step-store.ts";
import { decompose } from "./sub-questions.ts";
import {
  completeTask,
  failTask,
  loadTask,
  saveClaims,
  setStatus,
  unfinishedTaskIds,
  isTerminal,
  type TaskStatus,
} from "./task-store.ts";
import { envSetting } from "../config.ts";

/** How long each phase lasts before its work, so a person sees the phases move; 0 in tests. */
export const DEFAULT_PHASE_MS = 2_500;

/** How a task ended by an exception in the runner (not by a reason of its own) begins its error. */
export const TASK_STOPPED = "The task stopped: ";

export function phaseMsFromEnv(raw = envSetting("TASK_PHASE_MS")): number {
  if (raw === undefined || raw === "") return DEFAULT_PHASE_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`TASK_PHASE_MS must be a whole number of ms, got "${raw}"`);
  return ms;
}

function describe(error: unknown): string {
  if (error instanceof ServiceError) {
    const { needed, available } = error.details;
    return typeof needed === "number" && typeof available === "number"
      ? `${error.message} (needed ${needed} credits, available ${available})`
      : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs tasks in the background, one phase after another, saving each phase's result before the
 * next begins. Test control can set the phase time and hold a phase until it is released.
 */
export class TaskRuntime {
  phaseMs = phaseMsFromEnv();
  private readonly holds = new Set<TaskStatus>();
  private wake: Array<() => void> = [];
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly s: SearchDeps,
    private readonly log: (line: string) => void,
  ) {}

  /** Follows the task from wherever it stands; a task already being followed is left alone. */
  start(taskId: string): void {
    if (this.running.has(taskId)) return;
    const run = this.advance(taskId)
      .catch((error: unknown) => this.fail(taskId, `${TASK_STOPPED}${describe(error)}`))
      .finally(() => this.running.delete(taskId));
    this.running.set(taskId, run);
  }

  /** Resumes every unfinished task, e.g. after a restart. */
  async recover(): Promise<void> {
    for (const id of await unfinishedTaskIds(this.s.db)) this.start(id);
  }

  /** Resolves when the task is no longer followed: it finished or failed (a held task waits). */
  async settled(taskId: string): Promise<void> {
    await this.running.get(taskId);
  }

  /**
   * Resolves once no task is followed, tasks started meanwhile included, so a caller can close the
   * database after the work it set going. A held task keeps it waiting: release first.
   */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  hold(status: TaskStatus): void {
    this.holds.add(status);
  }

  release(status?: TaskStatus): void {
    if (status === undefined) this.holds.clear();
    else this.holds.delete(status);
    const waiting = this.wake;
    this.wake = [];
    for (const resume of waiting) resume();
  }

  heldPhases(): TaskStatus[] {
    return [...this.holds];
  }

  private async pause(status: TaskStatus): Promise<void> {
    if (this.phaseMs > 0) await new Promise((r) => setTimeout(r, this.phaseMs));
    while (this.holds.has(status)) await new Promise<void>((r) => this.wake.push(r));
  }

  private async fail(taskId: string, reason: string): Promise<void> {
    try {
      await failTask(this.s.db, taskId, reason, this.s.ctx.now().getTime());
    } catch (error) {
      this.log(`task ${taskId}: could not record its failure: ${describe(error)}`);
    }
  }

  private async advance(taskId: string): Promise<void> {
    const { db } = this.s;
    for (;;) {
      const found = await loadTask(db, taskId);
      if (found === null || isTerminal(found.status)) return;
      await this.pause(found.status);
      // Re-read after the pause: the task is only moved on from the phase it is still in.
      const task = await loadTask(db, taskId);
      if (task === null || task.status !== found.status) continue;
      switch (task.status) {
        case "Queued": {
          const plan = decompose(task.query, this.s.ctx.data);
          if (!plan.ok) return this.fail(taskId, plan.reason);
          await db.transaction(async (tx) => {
            await insertSteps(tx, taskId, plan.questions);
            await setStatus(tx, taskId, "Queued", "Researching");
          });
          break;
        }
        case "Researching":
          for (const step of await loadSteps(db, taskId))
            await researchStep(this.s, taskId, task.accountId, step);
          await setStatus(db, taskId, "Researching", "Validating");
          break;
        case "Validating": {
          const steps = await loadSteps(db, taskId);
          const checked = validateClaims(draftClaims(steps), steps);
          if (checked.kept.length === 0) {
            const why = steps.flatMap((s) => (s.error ? [`${s.question}: ${s.error}`] : []));
            return this.fail(taskId, `No finding could be backed by data. ${why.join("; ")}`.trim());
          }
          await saveClaims(db, taskId, checked);
          break;
        }
        case "Summarizing": {
          const steps = await loadSteps(db, taskId);
          const claims = task.claims ?? { kept: [], rejected: [] };
          const report = writeReport({
            query: task.query,
            instruction: task.instruction,
            steps,
            claims: claims.kept,
            rejected: claims.rejected.length,
          });
          await completeTask(db, taskId, report, this.s.ctx.now().getTime());
          break;
        }
      }
    }
  }
}

const runtimes = new WeakMap<Db, TaskRuntime>();

/**
 * The one runtime of a database, shared by the task routes and test control. Created with the
 * app, it resumes the tasks a previous process left unfinished.
 */
export function taskRuntime(deps: AppDeps): TaskRuntime {
  const existing = runtimes.get(deps.db);
  if (existing) return existing;
  const log = deps.log ?? (() => {});
  const now = deps.now ?? (() => new Date());
  const runtime = new TaskRuntime(
    { db: deps.db, config: deps.config, ctx: { chain: deps.chain, data: loadDatasets(), now } },
    log,
  );
  runtimes.set(deps.db, runtime);
  runtime.recover().catch((error: unknown) => log(`tasks: recovery failed: ${describe(error)}`));
  return runtime;
}

/** The runtime an app made for this database (tests and tools that hold only the database). */
export function runtimeOf(db: Db): TaskRuntime {
  const runtime = runtimes.get(db);
  if (runtime === undefined) throw new Error("no task runtime for this database: create the app first");
  return runtime;
}
