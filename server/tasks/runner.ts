import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "../db/db.ts";
import { DatabaseUnavailableError } from "../db/unavailable.ts";
import type { AppDeps } from "../http/env.ts";
import { ServiceError } from "../http/errors.ts";
import type { SearchDeps } from "../search/search-service.ts";
import { loadDatasets } from "../tools/datasets.ts";
import { draftClaims, validateClaims } from "./claims.ts";
import { writeReport } from "./report.ts";
import { researchStep } from "./research.ts";
import { insertSteps, loadSteps } from "./step-store.ts";
import { decompose } from "./sub-questions.ts";
import { holdPhase, readControls, releasePhases, setPhaseTime } from "./task-controls.ts";
import { freeLeasesOfOthers, leaseMsFromEnv, renewLeases, takeLease, takeOrphans } from "./task-lease.ts";
import {
  completeTask,
  failTask,
  isTerminal,
  loadTask,
  saveClaims,
  setStatus,
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
  if (!(error instanceof ServiceError)) return error instanceof Error ? error.message : String(error);
  const { needed, available } = error.details;
  return typeof needed === "number" && typeof available === "number"
    ? `${error.message} (needed ${needed} credits, available ${available})`
    : error.message;
}

/** How often a runtime waiting on a held phase looks whether another instance released it. */
const HOLD_POLL_MS = 50;

/**
 * Runs tasks in the background, one phase after another, saving each phase's result before the
 * next begins. A task is followed by the runtime holding its lease (task-lease.ts): one per process,
 * so on a shared database each task is advanced by exactly one instance, and taken over by another
 * when its holder dies. Test control (task-controls.ts) sets the phase time and holds phases, for
 * every instance on the database.
 */
export class TaskRuntime {
  /** This process's phase time, unless test control set one for every instance. */
  phaseMs = phaseMsFromEnv();
  leaseMs = leaseMsFromEnv();
  /** The name this runtime holds leases under: unique per process and runtime. */
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(6).toString("hex")}`;
  private wake: Array<() => void> = [];
  private readonly running = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private halted = false;

  constructor(
    private readonly s: SearchDeps,
    private readonly log: (line: string) => void,
  ) {}

  /**
   * Follows the task from wherever it stands if its lease can be had (`leased`: this runtime
   * already holds it); a task already followed here, or held by a live instance, is left alone.
   */
  start(taskId: string, { leased = false } = {}): void {
    if (this.halted || this.running.has(taskId)) return;
    const run = this.follow(taskId, leased)
      .catch((error: unknown) => this.log(`task ${taskId}: ${describe(error)}`))
      .finally(() => this.running.delete(taskId));
    this.running.set(taskId, run);
  }

  /** The lease a task created here starts with, so no other instance can take it first. */
  lease(): { owner: string; ms: number } {
    return { owner: this.owner, ms: this.leaseMs };
  }

  /** Takes every unfinished task nobody holds (after a restart, or whose holder died) and follows it. */
  async recover(): Promise<void> {
    if (this.s.db.kind === "pglite") await freeLeasesOfOthers(this.s.db, this.owner);
    const batch = 100;
    for (;;) {
      const taken = await takeOrphans(this.s.db, this.owner, this.leaseMs, batch);
      for (const id of taken) this.start(id, { leased: true });
      if (taken.length < batch) break;
    }
    this.schedule();
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

  /**
   * Stops as a killed process would: nothing more is advanced, renewed or taken, and the leases
   * stay until they run out. For tests of a takeover; a stopping stack just closes its database.
   */
  halt(): void {
    this.halted = true;
    clearTimeout(this.timer);
    this.wakeAll();
  }

  async hold(status: TaskStatus): Promise<void> {
    await holdPhase(this.s.db, status);
  }

  async release(status?: TaskStatus): Promise<void> {
    await releasePhases(this.s.db, status);
    this.wakeAll();
  }

  /** Test control's settings as they act on this instance. */
  async controls(): Promise<{ phaseMs: number; held: TaskStatus[] }> {
    const c = await readControls(this.s.db);
    return { phaseMs: c.phaseMs ?? this.phaseMs, held: c.held };
  }

  /** Sets the phase time of every instance on the database (null: each its own TASK_PHASE_MS). */
  async setPhaseTime(ms: number | null): Promise<void> {
    await setPhaseTime(this.s.db, ms);
  }

  private wakeAll(): void {
    for (const resume of this.wake.splice(0)) resume();
  }

  /** Renews this runtime's leases and takes over orphaned tasks, every third of a lease. */
  private schedule(): void {
    if (this.timer !== undefined || this.halted) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        void this.tick();
      },
      Math.floor(this.leaseMs / 3),
    );
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.halted || this.s.db.closed) return;
    try {
      await renewLeases(this.s.db, this.owner, [...this.running.keys()], this.leaseMs);
      for (const id of await takeOrphans(this.s.db, this.owner, this.leaseMs))
        this.start(id, { leased: true });
    } catch (error) {
      this.log(`tasks: lease renewal failed: ${describe(error)}`);
    }
    this.schedule();
  }

  /** Waits out the phase time and any hold of `status`; false when the runtime halted meanwhile. */
  private async pause(status: TaskStatus): Promise<boolean> {
    const { phaseMs } = await this.controls();
    if (phaseMs > 0) await new Promise((r) => setTimeout(r, phaseMs));
    while (!this.halted && (await readControls(this.s.db)).held.includes(status)) {
      await new Promise<void>((r) => {
        const timer = setTimeout(r, HOLD_POLL_MS);
        this.wake.push(() => {
          clearTimeout(timer);
          r();
        });
      });
    }
    return !this.halted;
  }

  /** Renews the lease before each piece of work; false when it was lost (or the runtime halted). */
  private async holding(taskId: string): Promise<boolean> {
    return !this.halted && takeLease(this.s.db, taskId, this.owner, this.leaseMs);
  }

  private async fail(taskId: string, reason: string): Promise<void> {
    try {
      await failTask(this.s.db, taskId, reason, this.s.ctx.now().getTime(), this.owner);
    } catch (error) {
      this.log(`task ${taskId}: could not record its failure: ${describe(error)}`);
    }
  }

  private async follow(taskId: string, leased: boolean): Promise<void> {
    // Held by another live instance: it advances the task; this one takes it only if that one dies.
    if (!leased && !(await this.holding(taskId))) return;
    this.schedule();
    try {
      await this.advance(taskId);
    } catch (error) {
      // Not the task's fault: its lease, no longer renewed, hands it on from its saved phase once back.
      if (error instanceof DatabaseUnavailableError) throw error;
      await this.fail(taskId, `${TASK_STOPPED}${describe(error)}`);
    }
  }

  private async advance(taskId: string): Promise<void> {
    const { db } = this.s;
    const owner = this.owner;
    for (;;) {
      const found = await loadTask(db, taskId);
      if (found === null || isTerminal(found.status)) return;
      if (!(await this.pause(found.status))) return;
      if (!(await this.holding(taskId))) return;
      // Re-read after the pause: the task is only moved on from the phase it is still in.
      const task = await loadTask(db, taskId);
      if (task === null || task.status !== found.status) continue;
      switch (task.status) {
        case "Queued": {
          const plan = decompose(task.query, this.s.ctx.data);
          if (!plan.ok) return this.fail(taskId, plan.reason);
          await db.transaction(async (tx) => {
            await insertSteps(tx, taskId, plan.questions);
            await setStatus(tx, taskId, "Queued", "Researching", owner);
          });
          break;
        }
        case "Researching":
          for (const step of await loadSteps(db, taskId)) {
            // Each sub-question charges: never research one after the lease went to another instance.
            if (!(await this.holding(taskId))) return;
            await researchStep(this.s, taskId, task.accountId, step);
          }
          await setStatus(db, taskId, "Researching", "Validating", owner);
          break;
        case "Validating": {
          const steps = await loadSteps(db, taskId);
          const checked = validateClaims(draftClaims(steps), steps);
          if (checked.kept.length === 0) {
            const why = steps.flatMap((s) => (s.error ? [`${s.question}: ${s.error}`] : []));
            return this.fail(taskId, `No finding could be backed by data. ${why.join("; ")}`.trim());
          }
          await saveClaims(db, taskId, checked, owner);
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
          await completeTask(db, taskId, report, this.s.ctx.now().getTime(), owner);
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
