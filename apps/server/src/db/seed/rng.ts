/**
 * mulberry32: a small, fast, seeded PRNG. The demo company must be the same on every machine and
 * every run (tests compare it), so nothing in the seed calls Math.random.
 */
export function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** A whole number from min to max, both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  /** Picks by weight: `weighted([['a', 3], ['b', 1]])` gives 'a' three times in four. */
  const weighted = <T>(items: ReadonlyArray<readonly [T, number]>): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1]![0];
  };
  /** A whole number spread evenly on a log scale: contract sizes span $1k to $2.5M. */
  const logInt = (min: number, max: number) =>
    Math.round(Math.exp(Math.log(min) + next() * Math.log(max / min)));
  return { next, int, pick, chance, weighted, logInt };
}
export type TRng = ReturnType<typeof createRng>;
