import fc from 'fast-check';
import { roundRobinRounds } from '../../../shared/rules/doubleRoundRobin';
import { invitationPhases, type PhaseCount } from './phases';

describe('invitationPhases', () => {
  it('one phase: every game is phase 1, same shape as the rounds', () => {
    const rounds = roundRobinRounds(12, false);
    const phases = invitationPhases(rounds, 1);
    expect(phases.map((r) => r.length)).toEqual(rounds.map((r) => r.length));
    expect(new Set(phases.flat())).toEqual(new Set([1]));
  });

  it('12 players, 3 phases: every player opens 2 invitations per phase (6 invitations) or 2/2/1 (5)', () => {
    const rounds = roundRobinRounds(12, false);
    const phases = invitationPhases(rounds, 3);
    const per = new Map<number, number[]>();
    rounds.forEach((r, i) =>
      r.forEach(([inviter], b) => {
        const c = per.get(inviter) ?? [0, 0, 0];
        c[phases[i][b] - 1]++;
        per.set(inviter, c);
      }),
    );
    for (const c of per.values()) expect(Math.max(...c) - Math.min(...c)).toBeLessThanOrEqual(1);
    const totals = [1, 2, 3].map((p) => phases.flat().filter((x) => x === p).length);
    expect(totals.reduce((a, b) => a + b)).toBe(66);
    expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(1);
  });

  it('a player’s earlier rounds open no later than their later rounds', () => {
    const rounds = roundRobinRounds(9, true);
    const phases = invitationPhases(rounds, 3);
    for (let p = 1; p <= 9; p++) {
      const mine = rounds.flatMap((r, i) => r.flatMap(([a], b) => (a === p ? [phases[i][b]] : [])));
      expect(mine).toEqual([...mine].sort());
    }
  });

  it('is deterministic', () => {
    const rounds = roundRobinRounds(17, false);
    expect(invitationPhases(rounds, 3)).toEqual(invitationPhases(rounds, 3));
  });

  it('rejects a phase count other than 1 or 3', () => {
    expect(() => invitationPhases(roundRobinRounds(4, false), 2 as PhaseCount)).toThrow(/1 or 3/);
  });

  it('n = 3…40, single or double: each player’s invitations within ±1 over the phases, phase totals within ±1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 40 }), fc.boolean(), (n, double) => {
        const rounds = roundRobinRounds(n, double);
        const phases = invitationPhases(rounds, 3);
        const per = Array.from({ length: n + 1 }, () => [0, 0, 0]);
        rounds.forEach((r, i) => r.forEach(([inviter], b) => per[inviter][phases[i][b] - 1]++));
        for (const c of per.slice(1)) expect(Math.max(...c) - Math.min(...c)).toBeLessThanOrEqual(1);
        const totals = [0, 1, 2].map((p) => per.reduce((s, c) => s + c[p], 0));
        expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 80 },
    );
  });
});
