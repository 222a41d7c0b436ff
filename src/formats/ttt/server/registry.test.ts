/** The set registry: compact, split over several keys when needed, every key within Apps Script's 9 KB. */
import { limitProblems } from '../../../shared/sheets/limits';
import { decodeSet, encodeSet, encodeSetBound, fitsPropertyLimit, IDS_PER_KEY, LARGEST_SHEET_ID, type RegisteredSet } from './registry';

const setOf = (groups: number, id = (i: number) => 1_000_000_000 + i * 7919): RegisteredSet => ({
  key: 'k',
  title: 'Monthly TTT',
  importSheetId: 42,
  groups: Array.from({ length: groups }, (_, i) => ({ name: `G${i + 1}`, games: 66, gamesSheetId: id(i) })),
});

const roundTrip = (set: RegisteredSet): RegisteredSet | null => {
  const props = encodeSet(set);
  return decodeSet(set.key, props[`ttt-set:${set.key}`], (k) => props[`ttt-set-part:${set.key}:${k}`] ?? null);
};

describe('the TTT set registry', () => {
  it('stores a 150-group set in one key, far below 9 KB, and reads it back', () => {
    const set = setOf(150, () => LARGEST_SHEET_ID);
    const props = encodeSet(set);
    expect(Object.keys(props)).toEqual(['ttt-set:k']);
    expect(props['ttt-set:k'].length).toBeLessThan(1200);
    expect(roundTrip(setOf(150))).toEqual(setOf(150));
    // What createSheets checks (every id at its largest) passes its limit check.
    expect(limitProblems([], { existingCells: 0, properties: encodeSetBound('k', 'Monthly TTT', new Array(150).fill(66)) }, 'The TTT set')).toEqual([]);
  });

  it('splits a set too large for one key over continuation keys, each within the limit', () => {
    const groups = 2 * IDS_PER_KEY + 500;
    const bound = encodeSetBound('k', 'T'.repeat(500), new Array(groups).fill(6));
    expect(Object.keys(bound)).toEqual(['ttt-set:k', 'ttt-set-part:k:2', 'ttt-set-part:k:3']);
    expect(fitsPropertyLimit(bound)).toBe(true);
    expect(limitProblems([], { existingCells: 0, properties: bound }, 'The TTT set')).toEqual([]);
    expect(roundTrip(setOf(groups))).toEqual(setOf(groups));
  });

  it('keeps the games of each group when groups differ, and a long title shortened', () => {
    const set = setOf(3);
    set.groups[1].games = 132;
    set.title = 'x'.repeat(300);
    const back = roundTrip(set)!;
    expect(back.groups.map((g) => g.games)).toEqual([66, 132, 66]);
    expect(back.title).toBe('x'.repeat(100));
  });

  it('reads a record written before this encoding, and refuses an incomplete one', () => {
    const old = { key: 'k', title: 'Old', statsSheetId: 1, importSheetId: 9, groups: [{ name: 'G1', games: 66, gamesSheetId: 3, tableSheetId: 4 }] };
    expect(decodeSet('k', JSON.stringify(old), () => null)).toEqual({
      key: 'k',
      title: 'Old',
      importSheetId: 9,
      groups: [{ name: 'G1', games: 66, gamesSheetId: 3 }],
    });
    const props = encodeSet(setOf(IDS_PER_KEY + 1));
    expect(decodeSet('k', props['ttt-set:k'], () => null)).toBeNull();
    expect(decodeSet('k', 'not json', () => null)).toBeNull();
  });

  it('the limit check names a record over 9 KB', () => {
    const problems = limitProblems([], { existingCells: 0, properties: { 'ttt-set:k': 'x'.repeat(9 * 1024 + 1) } }, 'The TTT set');
    expect(problems).toEqual([expect.stringMatching(/"ttt-set:k" would be 9,217 bytes, over Apps Script's limit of 9 KB/)]);
  });
});
