/**
 * Seeded random numbers for every drawing of lots. Core code never calls Math.random: it takes an Rng made
 * from a seed, and the seed is written on the generated sheet so a TD can reproduce or audit the draw.
 *
 * The seed is any string (or number); it is hashed with cyrb128 into the 128-bit state of sfc32, a small,
 * fast generator that passes PractRand. Same seed → same sequence, on every JavaScript engine.
 */
export interface Rng {
  /** The seed this generator was made from, as text (what the sheet shows). */
  readonly seed: string;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n), exactly uniform (rejection sampling, no modulo bias). */
  int(n: number): number;
  /** A new array with the items in a uniformly random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** One item, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** An independent generator for a named sub-draw (same parent seed + label → same stream). */
  fork(label: string): Rng;
}

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** sfc32: returns a function giving uniformly distributed 32-bit unsigned integers. */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
}

export function createRng(seed: string | number): Rng {
  const text = String(seed);
  const u32 = sfc32(...cyrb128(text));
  // Warm up: the first outputs of sfc32 from a hashed state are already good, but 12 rounds is customary.
  for (let i = 0; i < 12; i++) u32();

  const int = (n: number): number => {
    if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`Rng.int: bad bound ${n}`);
    const limit = 0x100000000 - (0x100000000 % n);
    let x = u32();
    while (x >= limit) x = u32();
    return x % n;
  };

  return {
    seed: text,
    next: () => u32() / 0x100000000,
    int,
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('Rng.pick: no items');
      return items[int(items.length)];
    },
    fork: (label: string) => createRng(`${text}/${label}`),
  };
}
