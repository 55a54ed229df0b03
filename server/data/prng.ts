/** mulberry32: tiny, seedable and stable across Node versions, so regenerated data is byte-identical. */
export function createRng(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  };
  const hex = (bytes: number): string => {
    let out = "";
    for (let i = 0; i < bytes; i += 1) out += int(0, 255).toString(16).padStart(2, "0");
    return out;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(...pool.splice(int(0, pool.length - 1), 1));
    return out;
  };
  return { next, int, pick, hex, sample };
}

export type Rng = ReturnType<typeof createRng>;
