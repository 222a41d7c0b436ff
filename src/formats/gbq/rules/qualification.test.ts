import fc from 'fast-check';
import { qualificationMarks, QualificationPlayer } from './qualification';
import { expectNoContradiction, scenarioArb, totalGames } from '../../../../test/helpers/gbqScenarios';

const p = (tp: number, played: number, total: number): QualificationPlayer => ({ tp, played, total });

describe('qualification marks', () => {
  it('marks a finished group by its final TP% order', () => {
    const marks = qualificationMarks([p(80, 4, 4), p(50, 4, 4), p(30, 4, 4), p(0, 4, 4)], 2);
    expect(marks).toEqual(['qualified', 'qualified', 'out', 'out']);
  });

  it('leaves a finished tie on the line uncertain (the tie-break is unknown)', () => {
    expect(qualificationMarks([p(60, 4, 4), p(40, 4, 4), p(40, 4, 4), p(20, 4, 4)], 2)).toEqual(['qualified', '', '', 'out']);
  });

  it('marks nobody while everything is still open', () => {
    expect(qualificationMarks([p(0, 0, 3), p(0, 0, 3), p(0, 0, 3), p(0, 0, 3)], 2)).toEqual(['', '', '', '']);
  });

  it('qualifies a leader nobody can reach and puts out a player who cannot catch two others', () => {
    // A: 60/60 from 3 of 4 games (worst 75 %). B, C: 30 from 3, one left (best 62.5 %). D: 0 from 3 of 4 (best 25 %).
    const marks = qualificationMarks([p(60, 3, 4), p(30, 3, 4), p(30, 3, 4), p(0, 3, 4)], 1);
    expect(marks).toEqual(['qualified', 'out', 'out', 'out']);
    expect(qualificationMarks([p(60, 3, 4), p(30, 3, 4), p(30, 3, 4), p(0, 3, 4)], 2)).toEqual(['qualified', '', '', 'out']);
  });

  it('everyone qualifies when there are as many places as players', () => {
    expect(qualificationMarks([p(0, 0, 2), p(0, 0, 2)], 2)).toEqual(['qualified', 'qualified']);
  });

  it('refuses impossible rows', () => {
    expect(() => qualificationMarks([p(50, 2, 4)], 1)).toThrow(RangeError);
    expect(() => qualificationMarks([p(10, 3, 2)], 1)).toThrow(RangeError);
    expect(() => qualificationMarks([p(0, 0, 0)], 1)).toThrow(RangeError);
    expect(() => qualificationMarks([p(0, 0, 1)], 0)).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------- brute force

describe('qualification marks never contradict a completion of the remaining games', () => {
  it('holds on small groups, brute force', () => {
    let marked = 0;
    fc.assert(
      fc.property(scenarioArb({ tpStep: 5, maxRemaining: 5 }), (s) => {
        const total = totalGames(s);
        fc.pre(total.every((t) => t > 0));
        const marks = qualificationMarks(
          s.now.map((x, i) => p(x.tp, x.played, total[i])),
          s.q,
        );
        marked += marks.filter((m) => m !== '').length;
        expectNoContradiction(marks, s, total);
      }),
      { numRuns: 400 },
    );
    expect(marked).toBeGreaterThan(50); // the property is not vacuous
  });
});
