import fc from 'fast-check';
import { GamePoints, scoreGame, vpTable, vpTableProblem } from './vp';

const table = vpTable();
const vp = (points: GamePoints[]) => scoreGame(points, table).vpUnits.map((u) => u / table.perVp);

describe('scoreGame', () => {
  it('seed: 115, 130, 123, 110 → differences −18, +42, +14, −38 and VP 2, 8, 4, 1', () => {
    const s = scoreGame([115, 130, 123, 110], table);
    expect(s.difference).toEqual([-18, 42, 14, -38]);
    expect(s.vpUnits.map((u) => u / table.perVp)).toEqual([2, 8, 4, 1]);
    expect(s.points).toEqual([115, 130, 123, 110]);
  });

  it('tied players share the average VP of their places', () => {
    expect(vp([100, 100, 90, 80])).toEqual([6, 6, 2, 1]);
    expect(vp([100, 90, 90, 90])).toEqual([8, 7 / 3, 7 / 3, 7 / 3]);
    expect(vp([50, 50, 50, 50])).toEqual([3.75, 3.75, 3.75, 3.75]);
    expect(vp([70, 60, 60, 80])).toEqual([4, 1.5, 1.5, 8]);
  });

  it('three-player games use the first three places', () => {
    expect(vp([10, 30, 20])).toEqual([2, 8, 4]);
    expect(scoreGame([10, 30, 20], table).difference).toEqual([-30, 30, 0]);
  });

  it("the issue's delayed game: A 100, B delayed at 95, C 120, D 80 — B's 95 counts in every difference", () => {
    const s = scoreGame([100, { delayed: 95 }, 120, 80], table);
    // by hand: A = (100−95) + (100−120) + (100−80) = +5; B = (95−100) + (95−120) + (95−80) = −15;
    // C = 20 + 25 + 40 = +85; D = −20 − 15 − 40 = −75. Places among the finishers: C 8, A 4, D 2; B last, 0 VP.
    expect(s.difference).toEqual([5, -15, 85, -75]);
    expect(s.points).toEqual([100, 95, 120, 80]);
    expect(s.vpUnits.map((u) => u / table.perVp)).toEqual([4, 0, 8, 2]);
  });

  it('a delayed player is last even with the best score; two delayed players share nothing but 0 VP', () => {
    expect(vp([100, { delayed: 300 }, 120, 80])).toEqual([4, 0, 8, 2]);
    expect(vp([{ delayed: 50 }, { delayed: 40 }, 10, 10])).toEqual([0, 0, 6, 6]);
    expect(scoreGame([{ delayed: 50 }, { delayed: 40 }, 10, 10], table).difference).toEqual([4 * 50 - 110, 4 * 40 - 110, 4 * 10 - 110, 4 * 10 - 110]);
  });

  it('refuses games of one player and of more players than places', () => {
    expect(() => scoreGame([10], table)).toThrow(RangeError);
    expect(() => scoreGame([1, 2, 3, 4, 5], table)).toThrow(RangeError);
  });
});

describe('vpTable', () => {
  it('holds shares exactly and accepts decimals', () => {
    const t = vpTable([3, 1.5, 0.5]);
    expect(t.units.map((u) => u / t.perVp)).toEqual([3, 1.5, 0.5]);
    expect(scoreGame([5, 5, 5], t).vpUnits.every((u) => Number.isInteger(u))).toBe(true);
  });

  it('names what is wrong with a VP list', () => {
    expect(vpTableProblem([8])).toMatch('at least 2');
    expect(vpTableProblem([1, 2])).toMatch('not increase');
    expect(vpTableProblem([8, -1])).toMatch('numbers from 0');
    expect(vpTableProblem([8, 0.12345])).toMatch('decimals');
    expect(vpTableProblem([8, 4, 2, 1])).toBeNull();
  });
});

describe('scoreGame properties', () => {
  const game = fc.array(
    fc.oneof(
      fc.integer({ min: 0, max: 12 }).map((x) => x * 10),
      fc.integer({ min: 0, max: 200 }),
    ),
    { minLength: 4, maxLength: 4 },
  );

  it('a four-player game hands out 15 VP with the default table, ties included', () => {
    fc.assert(
      fc.property(game, (points) => {
        const units = scoreGame(points, table).vpUnits;
        expect(units.reduce((a, b) => a + b, 0)).toBe(15 * table.perVp);
      }),
    );
  });

  it('differences sum to 0 in every game, delayed players included', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: 0, max: 300 }),
            fc.integer({ min: 0, max: 300 }).map((d) => ({ delayed: d })),
          ),
          { minLength: 2, maxLength: 4 },
        ),
        (points) => {
          expect(scoreGame(points, table).difference.reduce((a, b) => a + b, 0)).toBe(0);
        },
      ),
    );
  });

  it('more points never means fewer VP', () => {
    fc.assert(
      fc.property(game, (points) => {
        const v = scoreGame(points, table).vpUnits;
        for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) if (points[i] > points[j]) expect(v[i]).toBeGreaterThan(v[j]);
      }),
    );
  });
});
