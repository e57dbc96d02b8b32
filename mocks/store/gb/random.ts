/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same market on
 * every start, so demos, tests and benchmarks see identical data.
 */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  between: (min: number, max: number) => number;
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** A weighted choice, with the totals worked out once since it is made many times. */
  picker: <T>(items: readonly (readonly [T, number])[]) => () => T;
  /** Roughly normal, mean 0 and standard deviation 1. */
  gaussian: () => number;
  digits: (count: number) => string;
  /** A shuffled copy (Fisher–Yates). */
  shuffle: <T>(items: readonly T[]) => T[];
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + (max - min) * next();
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));
  return {
    next,
    between,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
    picker: (items) => {
      const cumulative: number[] = [];
      let total = 0;
      for (const [, weight] of items) cumulative.push((total += weight));
      return () => {
        const roll = next() * total;
        let index = 0;
        while (index < cumulative.length - 1 && roll >= cumulative[index]) index++;
        return items[index][0];
      };
    },
    gaussian: () => (next() + next() + next() + next() - 2) * Math.sqrt(3),
    digits: (count) => {
      let text = "";
      for (let index = 0; index < count; index++) text += Math.floor(next() * 10);
      return text;
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other], copy[index]];
      }
      return copy;
    },
  };
}

/** A stable seed from text, so one part of the market can be drawn without disturbing another. */
export function seedOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};
