// Timings on a shared 2-core machine are noisy: each is taken several times and the median kept.
export const RUNS = Number(process.env.BENCH_RUNS ?? 7);

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

/** @template T @param {() => Promise<T>} once @returns {Promise<T[]>} */
export async function repeat(once) {
  const samples = [];
  for (let i = 0; i < RUNS; i++) samples.push(await once());
  return samples;
}
