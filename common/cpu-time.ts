/**
 * The CPU time this process has used, in ms: what a freeze guard in a test compares, not the wall
 * clock, since on a busy host a test also waits for its core and a wall clock would measure the host.
 * Test files run alone in their worker process, so the figure is the test's own (plus the runtime's
 * helper threads, such as the garbage collector's).
 */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
