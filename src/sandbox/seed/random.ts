/**
 * A seeded pseudo-random generator (sfc32), so every seed run writes byte-identical data.
 * Math.random is never used in the seed. Streams are derived per key (a product index, a site…),
 * so growing the catalogue with --scale leaves the first products exactly as they were.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** count distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export const SEED = 'cairn-sandbox-v1';

/** FNV-1a over the key: a 32-bit seed per stream. */
function hash(key: string, salt: number): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function randomFor(key: string): Random {
  const full = `${SEED}:${key}`;
  let a = hash(full, 1);
  let b = hash(full, 2);
  let c = hash(full, 3);
  let d = hash(full, 4);
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  // The first outputs of sfc32 correlate with the seed words; discard them.
  for (let i = 0; i < 12; i++) next();
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(0, i);
        [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
  };
}
