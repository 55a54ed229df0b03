// Lantern (Lighthouse's simulation) replays each main-thread task of the trace as a CPU node whose
// `duration` is the task's wall time. This makes it the task's CPU time (the trace's thread duration,
// `tdur`) where the trace gives one and it is the smaller: what the code cost, not how long the task
// also waited for its core on a busy host. lighthouse-cpu-time.mjs applies it to Lighthouse's class.

/** @param {{prototype: object}} CPUNode Lantern's CPU node class (graph/CPUNode.js) */
export function timeTasksByCpu(CPUNode) {
  const wall = Object.getOwnPropertyDescriptor(CPUNode.prototype, "duration")?.get;
  if (!wall)
    throw new Error(
      "Lantern's CPUNode has no duration getter: this Lighthouse is not the one this was written for",
    );
  Object.defineProperty(CPUNode.prototype, "duration", {
    configurable: true,
    get() {
      const walled = wall.call(this);
      const cpu = this.event?.tdur;
      return typeof cpu === "number" && cpu >= 0 ? Math.min(walled, cpu) : walled;
    },
  });
}
