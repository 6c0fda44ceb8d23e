// A seeded random source, so the generated corpus is the same on every run and machine.

/** Random choices drawn from one seed (mulberry32). */
export type Random = {
  /** A number in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  /** One element of a non-empty list. */
  pick: <T>(items: readonly T[]) => T;
  /** True with probability `p`. */
  chance: (p: number) => boolean;
};

/** A random source seeded by a text (a family's name and a document's number). */
export function seeded(seed: string): Random {
  let state = 0x9e3779b9;
  for (const char of seed) {
    state = Math.imul(state ^ char.charCodeAt(0), 0x85ebca6b) >>> 0;
  }
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
    chance: (p: number) => next() < p,
  };
}
