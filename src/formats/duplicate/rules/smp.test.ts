import { parseSmpOutcome, smp, SMP_CUBES, SMP_TABLE, type SmpOutcome } from './smp';

/** docs/rules.md §2.3, copied cell by cell: outcome row → SMP for cube 1 2 4 8 16 32 64. */
const PRINTED: [SmpOutcome, number[]][] = [
  ['pass', [150, 300, 600, 1200, 2400, 4800, 9600]],
  [1, [110, 170, 190, 230, 310, 470, 790]],
  [2, [120, 190, 230, 310, 470, 790, 1430]],
  [3, [130, 210, 270, 390, 630, 1110, 2070]],
  [4, [140, 230, 310, 470, 790, 1430, 2810]],
  [5, [150, 250, 350, 550, 950, 1750, 3450]],
  [6, [160, 270, 390, 630, 1110, 2070, 4090]],
  [7, [170, 290, 430, 710, 1270, 2390, 4730]],
  [8, [180, 310, 470, 790, 1430, 2810, 5370]],
  [9, [190, 330, 510, 870, 1590, 3130, 6010]],
  [10, [200, 350, 550, 950, 1750, 3450, 6650]],
  [11, [210, 370, 590, 1030, 1910, 3770, 7290]],
  [12, [220, 390, 630, 1110, 2070, 4090, 7930]],
  [13, [230, 410, 670, 1190, 2230, 4410, 8570]],
  [14, [240, 430, 710, 1270, 2390, 4730, 9210]],
  [15, [300, 600, 1200, 2400, 4800, 9600, 19200]],
  ['triple', [450, 900, 1800, 3600, 7200, 14400, 28800]],
];

describe('SMP table (docs/rules.md §2.3), every cell', () => {
  const cells = PRINTED.flatMap(([outcome, row]) => row.map((value, i) => [outcome, SMP_CUBES[i], value] as const));
  it.each(cells)('outcome %p, cube %p → %p', (outcome, cube, value) => {
    expect(smp(outcome, cube)).toBe(value);
  });

  it('has 17 rows of 7 columns', () => {
    expect(SMP_TABLE).toHaveLength(17);
    for (const row of SMP_TABLE) expect(row).toHaveLength(8);
  });

  it('keeps the two irregular columns as printed (not a formula)', () => {
    // A linear pattern would give cube 32 from 8 checkers 100 less, and cube 64 from 4 checkers 100 less.
    expect(smp(7, 32)).toBe(2390);
    expect(smp(8, 32)).toBe(2810);
    expect(smp(8, 32) - smp(7, 32)).toBe(420);
    expect(smp(3, 64)).toBe(2070);
    expect(smp(4, 64)).toBe(2810);
    expect(smp(4, 64) - smp(3, 64)).toBe(740);
  });

  it("the rules page's protocol values (docs/rules.md §2.6)", () => {
    expect(smp(9, 2)).toBe(330);
    expect(smp(15, 2)).toBe(600);
    expect(smp(15, 1)).toBe(300);
    expect(smp(14, 1)).toBe(240);
    expect(smp('pass', 1)).toBe(150);
    expect(smp(15)).toBe(300);
  });

  it('reads the outcome words', () => {
    expect(parseSmpOutcome('gammon')).toBe(15);
    expect(parseSmpOutcome('G')).toBe(15);
    expect(parseSmpOutcome('Pass')).toBe('pass');
    expect(parseSmpOutcome('p')).toBe('pass');
    for (const w of ['triple', 'Backgammon', 'B', 'bg', ' B G ']) expect(parseSmpOutcome(w)).toBe('triple');
    expect(parseSmpOutcome('9')).toBe(9);
    expect(parseSmpOutcome('16')).toBeUndefined();
    expect(parseSmpOutcome('0')).toBeUndefined();
    expect(parseSmpOutcome('gam')).toBeUndefined();
  });

  it('refuses a cube or outcome outside the table', () => {
    expect(() => smp(9, 3)).toThrow(RangeError);
    expect(() => smp(9, 128)).toThrow(RangeError);
    expect(() => smp(0, 1)).toThrow(RangeError);
    expect(() => smp(16, 1)).toThrow(RangeError);
    expect(() => smp(2.5, 1)).toThrow(RangeError);
  });
});
