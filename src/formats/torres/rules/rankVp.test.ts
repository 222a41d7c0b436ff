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

  it('a delayed player (D) scores 0 VP, is placed last, counts 0 points', () => {
    const s = scoreGame([120, 'D', 100, 90], table);
    expect(s.vpUnits.map((u) => u / table.perVp)).toEqual([8, 0, 4, 2]);
    expect(s.points).toEqual([120, 0, 100, 90]);
    expect(s.difference).toEqual([4 * 120 - 310, -310, 4 * 100 - 310, 4 * 90 - 310]);
    expect(vp(['D', 'D', 10, 10])).toEqual([0, 0, 6, 6]);
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
  const game = fc.array(fc.oneof(fc.integer({ min: 0, max: 12 }).map((x) => x * 10), fc.integer({ min: 0, max: 200 })), { minLength: 4, maxLength: 4 });

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
        fc.array(fc.oneof(fc.integer({ min: 0, max: 300 }), fc.constant('D' as const)), { minLength: 2, maxLength: 4 }),
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
