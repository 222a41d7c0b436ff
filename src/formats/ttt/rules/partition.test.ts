import fc from 'fast-check';
import { partitionSet, type SetPartition } from './partition';
import { groupCount } from './select';
import { snakeDeal } from './deal';
import type { SignUp } from './signups';

const players = (n: number, f: (i: number) => Partial<SignUp> = () => ({})): SignUp[] =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, rating: 2000 - i, ...f(i) }));

/** Every invariant of a partition against its sign-ups. */
function checkPartition(signUps: SignUp[], part: SetPartition): void {
  const S = part.groupSize;
  const wanted = new Map(signUps.map((s) => [s.name, Number(s.entries ?? 1)]));
  const placed = new Map<string, number>();
  for (const g of part.groups) {
    expect(g.entries).toHaveLength(S); // every group exactly full
    const names = g.entries.map((e) => e.name);
    expect(new Set(names).size).toBe(S); // nobody twice in a group
    for (const n of names) placed.set(n, (placed.get(n) ?? 0) + 1);
  }
  const waiting = new Map<string, number>();
  for (const w of [...part.waiting, ...part.unplaced]) waiting.set(w.name, (waiting.get(w.name) ?? 0) + 1);
  // nobody lost: placed + waiting = wanted, for everyone
  for (const [name, n] of wanted) expect((placed.get(name) ?? 0) + (waiting.get(name) ?? 0)).toBe(n);
  // waiting players are distinct and fewer than a group; each unplaced entry belongs to a waiting player
  const w = part.waiting.map((x) => x.name);
  expect(new Set(w).size).toBe(w.length);
  expect(w.length).toBeLessThan(S);
  for (const u of part.unplaced) expect(w).toContain(u.name);
  // the group count is the largest possible
  const G = part.groups.length;
  expect(G).toBe(groupCount([...wanted.values()], S));
  // offer (docs/rules.md §1.10): against a brute-force re-partition
  checkOffer(signUps, part);
}

/**
 * The smallest number of added entries (each to a player, nobody above 3) with which re-partitioning the list
 * forms one more group, found by trying every distribution; null when no distribution does.
 */
function bruteForceExtra(entries: readonly number[], S: number, waits: readonly boolean[]): { k: number; extra: number[] } | null {
  const G = groupCount(entries, S);
  const room = entries.map((e, i) => (waits[i] ? 0 : 3 - e));
  const total = room.reduce((a, b) => a + b, 0);
  const extra = entries.map(() => 0);
  const search = (i: number, left: number): boolean => {
    if (i === entries.length)
      return (
        left === 0 &&
        groupCount(
          entries.map((e, j) => e + extra[j]),
          S,
        ) > G
      );
    for (let x = Math.min(left, room[i]); x >= 0; x--) {
      extra[i] = x;
      if (search(i + 1, left - x)) return true;
    }
    extra[i] = 0;
    return false;
  };
  for (let k = 0; k <= total; k++) if (search(0, k)) return { k, extra: [...extra] };
  return null;
}

function checkOffer(signUps: SignUp[], part: SetPartition): void {
  const S = part.groupSize;
  const entries = signUps.map((s) => Number(s.entries ?? 1));
  const G = part.groups.length;
  if (signUps.length > 12) return checkOfferLarge(signUps, part);
  const waitingNames = new Set([...part.waiting, ...part.unplaced].map((w) => w.name));
  const waits = signUps.map((s) => waitingNames.has(s.name));
  const brute = bruteForceExtra(entries, S, waits);
  expect(part.offer.enough).toBe(brute !== null);
  if (brute !== null) {
    expect(part.offer.extraEntries).toBe(brute.k);
    // the re-partition with those entries really forms G + 1 full groups
    const more = signUps.map((s, i) => ({ ...s, entries: entries[i] + brute.extra[i] }));
    expect(partitionSet(more, { seed: 'again', groupSize: S }).groups).toHaveLength(G + 1);
    // only candidates received an extra entry
    signUps.forEach((s, i) => {
      if (brute.extra[i] > 0) expect(part.offer.candidates).toContain(s.name);
    });
  }
  const expected = signUps.filter((s, i) => !waits[i] && Number(s.entries ?? 1) < Math.min(3, G + 1)).map((s) => s.name);
  expect(part.offer.candidates).toEqual(expected);
}

/** Lists too long to search exhaustively: k entries given to candidates form one more group, k − 1 never can. */
function checkOfferLarge(signUps: SignUp[], part: SetPartition): void {
  const S = part.groupSize;
  const G = part.groups.length;
  const cap = Math.min(3, G + 1);
  const entries = signUps.map((s) => Number(s.entries ?? 1));
  const waitingNames = new Set([...part.waiting, ...part.unplaced].map((w) => w.name));
  const give = (k: number): number[] => {
    const out = [...entries];
    for (let i = 0; i < out.length && k > 0; i++) {
      if (waitingNames.has(signUps[i].name)) continue;
      while (out[i] < cap && k > 0) {
        out[i]++;
        k--;
      }
    }
    return out;
  };
  const k = part.offer.extraEntries;
  if (part.offer.enough) {
    const more = signUps.map((s, i) => ({ ...s, entries: give(k)[i] }));
    expect(partitionSet(more, { seed: 'again', groupSize: S }).groups.length).toBeGreaterThan(G);
  }
  // each added entry raises Σ min(entries, G + 1) by at most one, and G + 1 groups need S·(G + 1) of them
  if (k > 0) {
    const usable = give(k - 1).reduce((sum, e) => sum + Math.min(e, G + 1), 0);
    expect(usable).toBeLessThan(S * (G + 1));
  }
}

describe('partitionSet', () => {
  it('24 single entries: two groups of 12 balanced by snake, nobody waiting', () => {
    const signUps = players(24);
    const part = partitionSet(signUps, { seed: 'x' });
    checkPartition(signUps, part);
    expect(part.groups).toHaveLength(2);
    expect(part.waiting).toEqual([]);
    // snake over 2 groups: P1 P4 P5 P8 … / P2 P3 P6 P7 …: averages differ by 0
    expect(part.groups[0].averageRating).toBe(part.groups[1].averageRating);
    expect(part.groups[0].entries.map((e) => e.name).sort()).toEqual(['P1', 'P4', 'P5', 'P8', 'P9', 'P12', 'P13', 'P16', 'P17', 'P20', 'P21', 'P24'].sort());
  });

  it('is deterministic for a seed and writes the seed; pairing numbers are drawn by lot', () => {
    const signUps = players(36);
    const a = partitionSet(signUps, { seed: 'season 7' });
    expect(partitionSet(signUps, { seed: 'season 7' })).toEqual(a);
    expect(a.seed).toBe('season 7');
    const b = partitionSet(signUps, { seed: 'season 8' });
    expect(b.groups.map((g) => g.entries.map((e) => e.name))).not.toEqual(a.groups.map((g) => g.entries.map((e) => e.name)));
    // the same members, only the order (pairing numbers) differs
    expect(b.groups.map((g) => g.entries.map((e) => e.name).sort())).toEqual(a.groups.map((g) => g.entries.map((e) => e.name).sort()));
  });

  it('equal ratings are ordered by lot; unrated players go last in sign-up order', () => {
    const signUps: SignUp[] = [
      ...Array.from({ length: 3 }, (_, i) => ({ name: `U${i + 1}` })),
      ...Array.from({ length: 3 }, (_, i) => ({ name: `E${i + 1}`, rating: 1500 })),
    ];
    // 2 groups of 3; strength order E?, E?, E? (lot), U1, U2, U3; snake positions → groups 0 1 | 1 0 | 0 1
    const layouts = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const part = partitionSet(signUps, { seed, groupSize: 3 });
      checkPartition(signUps, part);
      const groupOf = (n: string): number => part.groups.findIndex((g) => g.entries.some((e) => e.name === n));
      expect([groupOf('U1'), groupOf('U2'), groupOf('U3')]).toEqual([0, 0, 1]);
      layouts.add(['E1', 'E2', 'E3'].map(groupOf).join(''));
    }
    expect(layouts.size).toBeGreaterThan(1); // the lot decides who of the equally rated goes where
  });

  it('30 single entries: 2 groups, the last 6 sign-ups wait; candidates are the others with < 3 entries and nothing waiting', () => {
    const signUps = players(30, (i) => ({ entries: i === 0 ? 3 : 1 }));
    const part = partitionSet(signUps, { seed: 's' });
    checkPartition(signUps, part);
    expect(part.groups).toHaveLength(2);
    // P1's second entry has priority after all first entries: 30 first entries + P1 (2 groups → 2 places)
    // → 24 places: first entries of P1..P24; waiting P25..P30 then P1's 2nd entry
    expect(part.waiting.map((w) => w.name)).toEqual(['P25', 'P26', 'P27', 'P28', 'P29', 'P30', 'P1']);
    expect(part.waiting.at(-1)?.entry).toBe(2);
    expect(part.unplaced).toEqual([expect.objectContaining({ name: 'P1', entry: 3 })]);
    // k = 12·3 − Σ min(entries, 3) = 36 − (29 + 3) = 4, not 12 − 7 waiting = 5
    expect(part.offer.extraEntries).toBe(4);
    expect(part.offer.candidates).toEqual(signUps.slice(1, 24).map((s) => s.name));
    expect(part.offer.enough).toBe(true);
  });

  it('multi-entry players go to different groups', () => {
    const signUps = players(20, (i) => ({ entries: i < 8 ? 3 : i < 12 ? 2 : 1 }));
    const part = partitionSet(signUps, { seed: 3 });
    checkPartition(signUps, part);
    expect(part.groups).toHaveLength(3);
  });

  it('fewer entries than one group: no group, everybody waits, and it says how many are missing', () => {
    const signUps = players(8);
    const part = partitionSet(signUps, { seed: 1 });
    expect(part.groups).toEqual([]);
    expect(part.waiting).toHaveLength(8);
    expect(part.offer).toEqual({ extraEntries: 4, candidates: [], enough: false });
  });

  it('a player asking for 3 entries when only 1 group forms waits with the next, not twice', () => {
    const signUps = players(13, (i) => ({ entries: i === 12 ? 3 : 1 }));
    const part = partitionSet(signUps, { seed: 1 });
    checkPartition(signUps, part);
    expect(part.groups).toHaveLength(1);
  });

  it('a real sign-up list: 57 sign-ups, 71 entries → 5 groups, 11 entries waiting, ONE extra entry completes a sixth', () => {
    const signUps = players(57, (i) => ({ entries: i % 4 === 1 ? 2 : 1 }));
    expect(signUps.reduce((n, s) => n + Number(s.entries), 0)).toBe(71);
    const part = partitionSet(signUps, { seed: 'dg' });
    checkPartition(signUps, part);
    expect(part.groups).toHaveLength(5);
    expect(part.waiting.length + part.unplaced.length).toBe(11);
    expect(part.offer.extraEntries).toBe(1);
    const more = signUps.map((s, i) => (i === 0 ? { ...s, entries: 2 } : s));
    expect(partitionSet(more, { seed: 'dg' }).groups).toHaveLength(6);
  });

  it('docs/rules.md §1.10 example: Ann 3 entries, Bob 2, 28 others 1 → 2 groups, 8 players waiting, k = 3', () => {
    const signUps = players(30, (i) => ({ entries: i === 0 ? 3 : i === 1 ? 2 : 1 }));
    const part = partitionSet(signUps, { seed: 'ex' });
    checkPartition(signUps, part);
    expect(part.groups).toHaveLength(2);
    expect(part.waiting.map((w) => `${w.name}#${w.entry}`)).toEqual(['P25#1', 'P26#1', 'P27#1', 'P28#1', 'P29#1', 'P30#1', 'P1#2', 'P2#2']);
    expect(part.unplaced.map((w) => `${w.name}#${w.entry}`)).toEqual(['P1#3']);
    expect(part.offer.extraEntries).toBe(3);
  });

  it('property: the offer equals a brute-force re-partition (small lists, every distribution tried)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: 10 }), fc.integer({ min: 3, max: 6 }), (es, groupSize) => {
        const signUps = es.map((entries, i) => ({ name: `S${i}`, rating: 1500 + i, entries }));
        checkPartition(signUps, partitionSet(signUps, { seed: 1, groupSize }));
      }),
      { numRuns: 400 },
    );
  });

  it('property: loses nobody, nobody twice in a group, groups exactly full, waiting list correct', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ entries: fc.integer({ min: 1, max: 3 }), rating: fc.option(fc.integer({ min: 1000, max: 1010 }), { nil: undefined }) }), {
          minLength: 3,
          maxLength: 90,
        }),
        fc.integer({ min: 3, max: 14 }),
        fc.string(),
        (rows, groupSize, seed) => {
          const signUps = rows.map((r, i) => ({ name: `N${i}`, ...r }));
          checkPartition(signUps, partitionSet(signUps, { seed, groupSize }));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: rating balance — group averages within the spread of one tier when all single-entry and rated', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1000, max: 2500 }), { minLength: 24, maxLength: 72 }), (ratings) => {
        const signUps = ratings.map((rating, i) => ({ name: `R${i}`, rating }));
        const part = partitionSet(signUps, { seed: 0 });
        const avgs = part.groups.map((g) => g.averageRating as number);
        const placed = part.groups.flatMap((g) => g.entries.map((e) => e.rating as number));
        expect(Math.max(...avgs) - Math.min(...avgs)).toBeLessThanOrEqual(Math.max(...placed) - Math.min(...placed));
      }),
    );
  });
});

describe('snakeDeal', () => {
  it('deals tiers 1→G then G→1', () => {
    expect(snakeDeal([1, 2, 3, 4, 5, 6], 3)).toEqual([0, 1, 2, 2, 1, 0]);
  });
  it('moves an entry that would join its own player to the nearest free group of the tier', () => {
    // owner 3 has entries at positions 2 and 3: the snake would put both in group 2
    expect(snakeDeal([1, 2, 3, 3, 4, 5], 3)).toEqual([0, 1, 2, 1, 2, 0]);
  });
  it('rejects entries that do not fill the groups', () => {
    expect(() => snakeDeal([1, 2, 3], 2)).toThrow(RangeError);
  });
});
