import { CURRENT_SCORING, customScoring, fromScoreUnits, maxScore, ORIGINAL_SCORING, toScoreUnits, unitsByCode } from './scores';

describe('TTT scorings (docs/rules.md §1.2 table)', () => {
  it('current scoring as printed', () => {
    expect(CURRENT_SCORING.points).toEqual({ W1: 1, W2: 2, W3: 2.7, L1: 0.5, L2: 0.5, L3: 0.3, WT: 1, LT: 0 });
    expect(maxScore(CURRENT_SCORING)).toBe(2.7);
  });

  it('original scoring as printed', () => {
    expect(ORIGINAL_SCORING.points).toEqual({ W1: 1, W2: 2, W3: 3, L1: 0.5, L2: 0.5, L3: 0.5, WT: 1, LT: 0 });
    expect(maxScore(ORIGINAL_SCORING)).toBe(3);
  });

  it('seed: one win + one backgammon against two gammons', () => {
    const p = CURRENT_SCORING.points;
    expect(fromScoreUnits(toScoreUnits(p.W1) + toScoreUnits(p.W3))).toBe(3.7);
    expect(p.W2 + p.W2).toBe(4);
    expect(ORIGINAL_SCORING.points.W1 + ORIGINAL_SCORING.points.W3).toBe(4);
  });

  it('custom scorings of 6 numbers (WT = W1, LT = 0) and of 8', () => {
    expect(customScoring([1, 2, 3, 0.5, 0.4, 0.2]).points).toEqual({ W1: 1, W2: 2, W3: 3, L1: 0.5, L2: 0.4, L3: 0.2, WT: 1, LT: 0 });
    expect(customScoring([1, 2, 3, 0.5, 0.4, 0.2, 1.2, 0.1]).points).toEqual({ W1: 1, W2: 2, W3: 3, L1: 0.5, L2: 0.4, L3: 0.2, WT: 1.2, LT: 0.1 });
    expect(() => customScoring([1, 2, 3])).toThrow(RangeError);
    expect(() => customScoring([1, 2, 3, 4, 5, 6, 7])).toThrow(RangeError);
  });

  it('units are exact integers: 0.1 + 0.2 is 0.3', () => {
    expect(fromScoreUnits(toScoreUnits(0.1) + toScoreUnits(0.2))).toBe(0.3);
    expect(unitsByCode(CURRENT_SCORING)).toEqual({ W1: 100000, W2: 200000, W3: 270000, L1: 50000, L2: 50000, L3: 30000, WT: 100000, LT: 0 });
  });
});
