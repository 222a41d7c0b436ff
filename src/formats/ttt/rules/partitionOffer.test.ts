/**
 * The extra-entry offer and the short last group (docs/rules.md §1.9–§1.10; the spec's §6 "TTT sets"), checked against
 * an independent model written from the rules: groups built seat by seat (largest demand first into the emptiest
 * groups), places by priority (first entries, then second, then third; sign-up order within each), extra entries
 * added one at a time to the players the offer lists until one more group can be built.
 */
import fc from 'fast-check';
import { MIN_SHORT_GROUP, partitionSet } from './partition';
import type { SignUp } from './signups';
import { offerLine } from '../form';

/** Places per player (sign-up order) for g groups of s, or null when g full groups cannot be built. */
function modelPlaces(entries: readonly number[], g: number, s: number): number[] | null {
  if (g === 0) return entries.map(() => 0);
  const places = entries.map(() => 0);
  let free = g * s;
  for (let k = 1; k <= 3; k++)
    entries.forEach((e, i) => {
      if (free > 0 && e >= k && places[i] < g) {
        places[i]++;
        free--;
      }
    });
  if (free > 0) return null;
  // Seat them: the player with most places first, each place in a different group, emptiest groups first.
  const seats = Array.from({ length: g }, () => s);
  const order = places.map((p, i) => [p, i]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [p] of order) {
    const groups = seats.map((left, j) => [left, j]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    for (let t = 0; t < p; t++) {
      if (groups[t][0] === 0) return null;
      seats[groups[t][1]]--;
    }
  }
  return seats.every((left) => left === 0) ? places : null;
}

function modelGroups(entries: readonly number[], s: number): number {
  let g = 0;
  while (modelPlaces(entries, g + 1, s) !== null) g++;
  return g;
}

interface Model {
  groups: number;
  waitingPlayers: string[];
  candidates: string[];
  /** Extra entries (to the candidates, in sign-up order) after which one more group can be built; null: never. */
  k: number | null;
}

function model(signUps: readonly SignUp[], s: number): Model {
  const entries = signUps.map((x) => Number(x.entries ?? 1));
  const g = modelGroups(entries, s);
  const places = modelPlaces(entries, g, s) as number[];
  const waits = entries.map((e, i) => places[i] < e);
  // priority order of the waiting players' first waiting entries: entry number, then sign-up order
  const waitingPlayers = signUps
    .map((x, i) => ({ name: x.name, next: places[i] + 1, i }))
    .filter((w) => waits[w.i])
    .sort((a, b) => a.next - b.next || a.i - b.i)
    .map((w) => w.name);
  const cap = Math.min(3, g + 1);
  const open = signUps.map((_, i) => i).filter((i) => !waits[i] && entries[i] < cap);
  const more = [...entries];
  let k: number | null = modelPlaces(more, g + 1, s) !== null ? 0 : null;
  let added = 0;
  for (const i of open) {
    while (k === null && more[i] < cap) {
      more[i]++;
      added++;
      if (modelPlaces(more, g + 1, s) !== null) k = added;
    }
  }
  return { groups: g, waitingPlayers, candidates: open.map((i) => signUps[i].name), k };
}

const list = (entries: readonly number[]): SignUp[] => entries.map((e, i) => ({ name: `P${i + 1}`, rating: 1500 + ((i * 37) % 400), entries: e }));

function checkAgainstModel(signUps: SignUp[], s: number): void {
  const m = model(signUps, s);
  const part = partitionSet(signUps, { seed: 'offer', groupSize: s });
  expect(part.groups.length).toBe(m.groups);
  expect(part.waiting.map((w) => w.name)).toEqual(m.waitingPlayers);
  expect(part.offer.candidates).toEqual(m.candidates);
  if (m.k === null) expect(part.offer.enough).toBe(false);
  else {
    expect(part.offer.enough).toBe(true);
    expect(part.offer.extraEntries).toBe(m.k);
  }
  // The short last group: the waiting players (one entry each), when there are at least 8 of them.
  const short = partitionSet(signUps, { seed: 'offer', groupSize: s, shortLastGroup: true });
  if (m.waitingPlayers.length >= MIN_SHORT_GROUP) {
    expect(short.groups).toHaveLength(m.groups + 1);
    const last = short.groups[m.groups].entries.map((e) => e.name);
    expect([...last].sort()).toEqual([...m.waitingPlayers].sort());
    expect(last.length).toBeLessThan(s);
    // nobody lost: every entry placed or waiting
    const counted = new Map<string, number>();
    for (const e of [...short.groups.flatMap((g) => g.entries), ...short.waiting, ...short.unplaced]) counted.set(e.name, (counted.get(e.name) ?? 0) + 1);
    signUps.forEach((x) => expect(counted.get(x.name)).toBe(Number(x.entries ?? 1)));
    for (const g of short.groups) expect(new Set(g.entries.map((e) => e.name)).size).toBe(g.entries.length);
  } else {
    expect(short.groups.map((g) => g.entries.map((e) => e.name))).toEqual(part.groups.map((g) => g.entries.map((e) => e.name)));
    expect(short.waiting).toEqual(part.waiting);
  }
  expect(short.offer).toEqual(part.offer);
}

describe('the offer and the short last group against an independent model', () => {
  it('the walkthrough: 30 sign-ups, 5 doubles → 2 groups, 11 entries waiting; 1 entry completes G3, offered only to the 19 playing singles', () => {
    const signUps = list(Array.from({ length: 30 }, (_, i) => (i < 24 && i % 5 === 0 ? 2 : 1)));
    expect(signUps.reduce((n, x) => n + Number(x.entries), 0)).toBe(35);
    const part = partitionSet(signUps, { seed: 'walk' });
    expect(part.groups.map((g) => g.entries.length)).toEqual([12, 12]);
    expect(part.waiting.length + part.unplaced.length).toBe(11);
    expect(part.offer.extraEntries).toBe(1);
    // Not the 6 who wait without a game (P25–P30), not the 5 whose second entry waits (P1, P6, P11, P16, P21).
    const expected = signUps.slice(0, 24).filter((_, i) => i % 5 !== 0);
    expect(part.offer.candidates).toEqual(expected.map((x) => x.name));
    expect(part.offer.candidates).toHaveLength(19);
    expect(part.offer.enough).toBe(true);
    checkAgainstModel(signUps, 12);
    // Short last group instead: the 11 waiting players play as G3; nobody waits.
    const short = partitionSet(signUps, { seed: 'walk', shortLastGroup: true });
    expect(short.groups.map((g) => g.entries.length)).toEqual([12, 12, 11]);
    expect(short.waiting).toEqual([]);
    expect(short.short).toBe(true);
  });

  it('a short last group needs at least 8: 7 waiting players keep waiting', () => {
    const signUps = list(Array.from({ length: 31 }, () => 1));
    const short = partitionSet(signUps, { seed: 1, shortLastGroup: true });
    expect(short.groups).toHaveLength(2);
    expect(short.waiting).toHaveLength(7);
    expect(short.short).toBe(false);
    const eight = partitionSet(list(Array.from({ length: 32 }, () => 1)), { seed: 1, shortLastGroup: true });
    expect(eight.groups.map((g) => g.entries.length)).toEqual([12, 12, 8]);
  });

  it('property: random sign-up lists (11–200 sign-ups, entries 1–3)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof({ arbitrary: fc.constant(1), weight: 6 }, { arbitrary: fc.constant(2), weight: 2 }, { arbitrary: fc.constant(3), weight: 1 }), {
          minLength: 11,
          maxLength: 200,
        }),
        (entries) => checkAgainstModel(list(entries), 12),
      ),
      { numRuns: 150 },
    );
  });

  it('property: other group sizes (3–14), short lists', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: 60 }), fc.integer({ min: 3, max: 14 }), (entries, s) =>
        checkAgainstModel(list(entries), s),
      ),
      { numRuns: 200 },
    );
  });
});

describe('the offer in the sidebar (form.ts offerLine)', () => {
  it('the walkthrough: 1 entry completes G3, the 19 names, and the short last group as the other choice', () => {
    const part = partitionSet(list(Array.from({ length: 30 }, (_, i) => (i < 24 && i % 5 === 0 ? 2 : 1))), { seed: 'walk' });
    const line = offerLine({ groups: part.groups, waiting: part.waiting.map((w) => w.name), offer: part.offer });
    expect(line).toBe(
      `1 extra entry completes group G3; could be offered one (sign-up order, players with nothing waiting): ${part.offer.candidates.join(', ')}. ` +
        'Or run the 11 waiting players as a short last group: tick "Short last group" and redraw.',
    );
    expect(part.offer.candidates).toHaveLength(19);
    // 7 waiting: no short group to offer
    const seven = partitionSet(list(Array.from({ length: 31 }, () => 1)), { seed: 1 });
    expect(offerLine({ groups: seven.groups, waiting: seven.waiting.map((w) => w.name), offer: seven.offer })).not.toContain('short');
    expect(offerLine({ groups: [], offer: { extraEntries: 0, candidates: [] } })).toBe('Another group needs no extra entry.');
  });
});
