/**
 * Exact λ = 2 schedules for TORRES groups: 2-(v, 4, 2) block designs, in which every pair of players meets in
 * exactly two four-player games. They exist exactly for v ≡ 1 (mod 3) (Hanani, 1961). The constructions are
 * algebraic (cyclic difference families, the affine plane of order 4); they are data plus two small
 * developers, and every one is verified by the tests (every pair exactly twice).
 */

/** A base block over Z_n × {0..levels−1}: each point is [residue, level]; developed by adding t mod n to residues. */
type MixedPoint = readonly [number, number];

export interface CyclicFamily {
  /** Points are 0..n·levels−1: residue r at level s is r + n·s; `infinity` adds one fixed point numbered n·levels. */
  readonly n: number;
  readonly levels: number;
  /** Each base block is developed through all n translates (full orbits). */
  readonly baseBlocks: readonly (readonly MixedPoint[])[];
  /** Short orbits: base block developed through translates 0..length−1 only (the block is invariant by +length). */
  readonly shortOrbits?: readonly { block: readonly (MixedPoint | 'inf')[]; length: number }[];
  /** How many times the whole development is taken (2 for a λ = 1 family used as a λ = 2 schedule). */
  readonly copies: number;
}

const level0 = (xs: readonly number[]): MixedPoint[] => xs.map((x) => [x, 0] as const);

/**
 * The cyclic constructions, by group size. v = 22 was found once by a small exhaustive search over base blocks of
 * Z21 (first solution in lexicographic order; see the README, "TORRES"): three full orbits whose differences
 * cover every d ∉ {0, 7, 14} exactly twice, plus the short orbit {∞, 0, 7, 14} (length 7) taken twice.
 */
export const CYCLIC_FAMILIES: Readonly<Record<number, CyclicFamily>> = {
  // {1,3,4,5} is a (7,4,2) difference set: every nonzero residue occurs twice as a difference.
  7: { n: 7, levels: 1, baseBlocks: [level0([1, 3, 4, 5])], copies: 1 },
  // Z5 × {0,1}: {0₀,1₀,2₀,0₁}, {0₀,2₀,2₁,3₁}, {0₀,1₁,2₁,4₁}.
  10: {
    n: 5,
    levels: 2,
    baseBlocks: [
      [
        [0, 0],
        [1, 0],
        [2, 0],
        [0, 1],
      ],
      [
        [0, 0],
        [2, 0],
        [2, 1],
        [3, 1],
      ],
      [
        [0, 0],
        [1, 1],
        [2, 1],
        [4, 1],
      ],
    ],
    copies: 1,
  },
  // {0,1,3,9} is a (13,4,1) difference set (the projective plane of order 3), taken twice.
  13: { n: 13, levels: 1, baseBlocks: [level0([0, 1, 3, 9])], copies: 2 },
  19: { n: 19, levels: 1, baseBlocks: [level0([0, 1, 2, 6]), level0([0, 2, 8, 11]), level0([0, 3, 7, 12])], copies: 1 },
  22: {
    n: 21,
    levels: 1,
    baseBlocks: [level0([0, 1, 3, 16]), level0([0, 1, 4, 12]), level0([0, 2, 6, 11])],
    shortOrbits: [
      { block: ['inf', [0, 0], [7, 0], [14, 0]], length: 7 },
      { block: ['inf', [0, 0], [7, 0], [14, 0]], length: 7 },
    ],
    copies: 1,
  },
  // Found by the same kind of search (first solution in lexicographic order): four base blocks of Z25 whose
  // differences cover every nonzero residue exactly twice (a (25,4,2) difference family; no (25,4,1) one exists).
  25: { n: 25, levels: 1, baseBlocks: [level0([0, 1, 2, 5]), level0([0, 2, 9, 15]), level0([0, 3, 11, 16]), level0([0, 4, 10, 18])], copies: 1 },
  // Z27 ∪ {∞}: four full orbits covering every d ∉ {0, 9, 18} exactly twice, plus the short orbit {∞, 0, 9, 18}
  // (9 blocks) taken twice — the construction of v = 22 one size up.
  28: {
    n: 27,
    levels: 1,
    baseBlocks: [level0([0, 1, 2, 4]), level0([0, 3, 10, 15]), level0([0, 4, 11, 17]), level0([0, 5, 11, 19])],
    shortOrbits: [
      { block: ['inf', [0, 0], [9, 0], [18, 0]], length: 9 },
      { block: ['inf', [0, 0], [9, 0], [18, 0]], length: 9 },
    ],
    copies: 1,
  },
};

/** All blocks of a cyclic family, as point numbers. */
export function developCyclic(f: CyclicFamily): number[][] {
  const infinity = f.n * f.levels;
  const point = (p: MixedPoint | 'inf', t: number): number => (p === 'inf' ? infinity : ((p[0] + t) % f.n) + f.n * p[1]);
  const once: number[][] = [];
  for (const base of f.baseBlocks) for (let t = 0; t < f.n; t++) once.push(base.map((p) => point(p, t)));
  for (const orbit of f.shortOrbits ?? []) for (let t = 0; t < orbit.length; t++) once.push(orbit.block.map((p) => point(p, t)));
  const out: number[][] = [];
  for (let c = 0; c < f.copies; c++) for (const b of once) out.push(b.slice());
  return out;
}

/** GF(4) = {0, 1, ω, ω+1} as 0..3: addition is XOR; multiplication by table (ω² = ω + 1). */
const GF4_MUL: readonly (readonly number[])[] = [
  [0, 0, 0, 0],
  [0, 1, 2, 3],
  [0, 2, 3, 1],
  [0, 3, 1, 2],
];

/** The 20 lines of the affine plane AG(2, 4) on points 4x + y: y = m·x + c (16 lines) and x = c (4 lines). */
export function affinePlaneOrder4(): number[][] {
  const lines: number[][] = [];
  for (let m = 0; m < 4; m++) for (let c = 0; c < 4; c++) lines.push([0, 1, 2, 3].map((x) => 4 * x + (GF4_MUL[m][x] ^ c)));
  for (let c = 0; c < 4; c++) lines.push([0, 1, 2, 3].map((y) => 4 * c + y));
  return lines;
}

/** Group sizes with an exact λ = 2 design built in: every v ≡ 1 (mod 3) from 4 to 28 (all such sizes a group may have). */
export const EXACT_SIZES: readonly number[] = [4, 7, 10, 13, 16, 19, 22, 25, 28];

/** The exact design for v players (games as player indices 0..v−1), or undefined when none is built in. */
export function exactDesign(v: number): number[][] | undefined {
  if (v === 4)
    return [
      [0, 1, 2, 3],
      [0, 1, 2, 3],
    ];
  if (v === 16) return [...affinePlaneOrder4(), ...affinePlaneOrder4()];
  const family = CYCLIC_FAMILIES[v];
  return family ? developCyclic(family) : undefined;
}
