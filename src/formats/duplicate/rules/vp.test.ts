import { imp } from './imp';
import { vp, VP_GAMES, VP_TABLE } from './vp';

/** docs/rules.md §2.5 VP table, per column (games 8 10 12 14 16 20 24): the ranges for VP 15 … 30, as printed. */
const PRINTED: Record<number, string> = {
  8: '0-1 2-5 6-8 9-11 12-14 15-17 18-20 21-23 24-26 27-29 30-33 34-37 38-41 42-45 46-50 51+',
  10: '0-1 2-6 7-9 10-12 13-15 16-18 19-21 22-25 26-29 30-33 34-37 38-41 42-45 46-50 51-55 56+',
  12: '0-1 2-6 7-9 10-12 13-16 17-20 21-24 25-28 29-32 33-36 37-40 41-45 46-50 51-55 56-61 62+',
  14: '0-2 3-7 8-10 11-14 15-18 19-22 23-26 27-30 31-34 35-38 39-43 44-48 49-54 55-60 61-66 67+',
  16: '0-2 3-7 8-11 12-15 16-19 20-23 24-27 28-31 32-36 37-41 42-46 47-52 53-58 59-64 65-71 72+',
  20: '0-2 3-8 9-12 13-16 17-21 22-26 27-31 32-36 37-41 42-47 48-53 54-59 60-65 66-72 73-79 80+',
  24: '0-3 4-9 10-14 15-19 20-24 25-29 30-34 35-39 40-45 46-51 52-57 58-64 65-71 72-79 80-87 88+',
};

describe('VP table (docs/rules.md §2.5)', () => {
  it('is stored as printed', () => {
    VP_GAMES.forEach((games, column) => {
      const stored = VP_TABLE.map((row) => {
        const [from, to] = row[column + 1] as readonly [number, number | null];
        return to === null ? `${from}+` : `${from}-${to}`;
      });
      expect(stored.join(' ')).toBe(PRINTED[games]);
    });
    expect(VP_TABLE.map((row) => row[0])).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it('has no gaps: each range starts one after the previous ends', () => {
    VP_GAMES.forEach((_, column) => {
      for (let i = 1; i < VP_TABLE.length; i++) {
        const prev = VP_TABLE[i - 1][column + 1] as readonly [number, number | null];
        const cur = VP_TABLE[i][column + 1] as readonly [number, number | null];
        expect(cur[0]).toBe((prev[1] as number) + 1);
      }
    });
  });

  const cases = VP_GAMES.flatMap((games) =>
    PRINTED[games].split(' ').flatMap((range, row) => {
      const winner = 15 + row;
      const [from, to] = range.endsWith('+') ? [Number(range.slice(0, -1)), Number(range.slice(0, -1)) + 40] : range.split('-').map(Number);
      return [from, to].map((d) => [d, games, winner] as const);
    }),
  );
  it.each(cases)('difference ±%p over %p games → %p for the winner, 30 − that for the loser', (d, games, winner) => {
    expect(vp(d, games)).toBe(winner);
    expect(vp(-d, games)).toBe(30 - winner);
  });

  it('seed: VP(8, 12) = 17, VP(−8, 12) = 13; protocol IMP 35 and 43 over 12 games → 13 and 17', () => {
    expect(vp(8, 12)).toBe(17);
    expect(vp(-8, 12)).toBe(13);
    expect(vp(35 - 43, 12)).toBe(13);
    expect(vp(43 - 35, 12)).toBe(17);
    expect(vp(imp(600) - imp(330), 12)).toBe(16);
  });

  it('a fractional difference takes the lower row; 0 is 15–15', () => {
    expect(vp(1.5, 8)).toBe(15);
    expect(vp(-1.5, 8)).toBe(15);
    expect(vp(5.9, 8)).toBe(16);
    expect(vp(0, 24)).toBe(15);
    expect(vp(1000, 24)).toBe(30);
    expect(vp(-1000, 24)).toBe(0);
  });

  it('refuses a game count not in the table', () => {
    expect(() => vp(5, 21)).toThrow('21 games is not one of 8 10 12 14 16 20 24');
    expect(() => vp(5, 9)).toThrow(RangeError);
  });
});
