import { imp, IMP_TABLES } from './imp';

/** docs/rules.md §2.4: fairbg rows as printed [from, to, IMP]; to = null for "4000 and more". */
const FAIRBG: [number, number | null, number][] = [
  [0, 9, 0],
  [10, 40, 1],
  [50, 80, 2],
  [90, 120, 3],
  [130, 160, 4],
  [170, 210, 5],
  [220, 260, 6],
  [270, 310, 7],
  [320, 360, 8],
  [370, 420, 9],
  [430, 490, 10],
  [500, 590, 11],
  [600, 740, 12],
  [750, 890, 13],
  [900, 1090, 14],
  [1100, 1290, 15],
  [1300, 1490, 16],
  [1500, 1740, 17],
  [1750, 1990, 18],
  [2000, 2240, 19],
  [2250, 2490, 20],
  [2500, 2990, 21],
  [3000, 3490, 22],
  [3500, 3990, 23],
  [4000, null, 24],
];
const WBF: [number, number | null, number][] = [[0, 10, 0], [20, 40, 1], ...FAIRBG.slice(2)];

describe.each([
  ['fairbg', FAIRBG],
  ['wbf', WBF],
] as const)('IMP table %s (docs/rules.md §2.4)', (table, rows) => {
  it('is stored as printed', () => {
    expect(IMP_TABLES[table]).toEqual(rows);
  });

  const cases = rows.flatMap(([from, to, value]) => {
    const inside = to === null ? from + 12345 : Math.floor((from + to) / 2);
    return [from, to ?? 100000, inside].map((x) => [x, value] as const);
  });
  it.each(cases)('%p → %p, and the negative', (x, value) => {
    expect(imp(x, table)).toBe(value);
    expect(imp(-x, table)).toBe(value === 0 ? 0 : -value);
    expect(Object.is(imp(-x, table), -0)).toBe(false);
  });

  it('values between two rows take the lower row', () => {
    for (let i = 1; i < rows.length; i++) {
      const [from] = rows[i];
      const below = rows[i - 1][2];
      expect(imp(from - 0.5, table)).toBe(below);
      expect(imp(-(from - 0.5), table)).toBe(below === 0 ? 0 : -below);
    }
  });
});

describe('IMP seed values', () => {
  it('fairbg default', () => {
    expect(imp(330)).toBe(8);
    expect(imp(600)).toBe(12);
    expect(imp(240)).toBe(6);
    expect(imp(300)).toBe(7);
    expect(imp(150)).toBe(4);
    expect(imp(45)).toBe(1);
    expect(imp(-45)).toBe(-1);
  });

  it('the tables differ only at the bottom: 10–19', () => {
    expect(imp(10, 'fairbg')).toBe(1);
    expect(imp(10, 'wbf')).toBe(0);
    expect(imp(15, 'wbf')).toBe(0);
    expect(imp(19, 'fairbg')).toBe(1);
    expect(imp(20, 'wbf')).toBe(1);
    for (let x = 20; x <= 6000; x += 10) expect(imp(x, 'wbf')).toBe(imp(x, 'fairbg'));
  });

  it('the rules page’s protocol: each game’s SMP gives the printed IMP; totals 35 and 43', () => {
    // [SMP, IMP] of the 12 games (6 deals × 2 rooms) as printed in the match protocol
    const protocol: [number, number][] = [
      [330, 8],
      [600, 12],
      [300, 7],
      [150, 4],
      [150, 4],
      [150, 4],
      [300, 7],
      [150, 4],
      [240, 6],
      [150, 4],
      [240, 6],
      [600, 12],
    ];
    for (const [smpValue, impValue] of protocol) expect(imp(smpValue)).toBe(impValue);
    const total = protocol.reduce((sum, [smpValue]) => sum + imp(smpValue), 0);
    expect(total).toBe(35 + 43);
    // one split consistent with the protocol's sums: Kharkov 330 300 150 150 240 240, Moscow the rest
    expect([330, 300, 150, 150, 240, 240].reduce((sum, x) => sum + imp(x), 0)).toBe(35);
    expect([600, 150, 150, 300, 150, 600].reduce((sum, x) => sum + imp(x), 0)).toBe(43);
  });
});
