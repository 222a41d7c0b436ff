import fc from 'fast-check';
import { isRematch, replaySwing, startSwing, validateResult, type SwingKind, type SwingLogEntry, type SwingSettings, type SwingState } from '.';
import { START, at } from './testHelpers';

const KINDS: SwingKind[] = ['single', 'gammon', 'backgammon'];

const settingsArb: fc.Arbitrary<SwingSettings> = fc.record({
  players: fc.integer({ min: 2, max: 9 }).map((n) => Array.from({ length: n }, (_, i) => `P${i + 1}`)),
  chips: fc.integer({ min: 1, max: 16 }),
  anteMinutes: fc.constantFrom(0, 5, 15),
  jacoby: fc.boolean(),
  ending: fc.constantFrom('preferred' as const, 'speed-up' as const, 'both' as const),
  mode: fc.constantFrom('manual' as const, 'automated' as const),
  seed: fc.string({ maxLength: 6 }).map((s) => `seed-${s}`),
  start: fc.constant(START),
});

interface Step {
  match: number;
  firstWins: boolean;
  cubeExp: number;
  kind: SwingKind;
  gap: number;
  status: number;
  who: number;
}

const stepArb: fc.Arbitrary<Step> = fc.record({
  match: fc.nat(),
  firstWins: fc.boolean(),
  cubeExp: fc.integer({ min: 0, max: 4 }),
  kind: fc.constantFrom(...KINDS),
  gap: fc.integer({ min: 0, max: 20 }),
  status: fc.integer({ min: 0, max: 9 }), // 0: toggle someone's leaving status instead of posting a result
  who: fc.nat(),
});

/** A valid log, built by always posting a result of a current match (now and then a status entry). */
function buildLog(settings: SwingSettings, steps: Step[]): { log: SwingLogEntry[]; states: SwingState[] } {
  const replay = startSwing(settings);
  const log: SwingLogEntry[] = [];
  const states: SwingState[] = [replay.state()];
  let minute = 0;
  for (const st of steps) {
    const s = states[states.length - 1];
    if (s.finished) break;
    minute += st.gap;
    let entry: SwingLogEntry;
    const inPlay = s.settings.players.filter((p) => !s.eliminated.includes(p));
    if (st.status === 0 || s.matches.length === 0) {
      const player = inPlay[st.who % inPlay.length];
      entry = { type: 'status', player, leaving: !s.leaving.includes(player), time: at(minute) };
    } else {
      const m = s.matches[st.match % s.matches.length];
      const [winner, loser] = st.firstWins ? m.players : [m.players[1], m.players[0]];
      entry = { type: 'result', winner, loser, cube: 2 ** st.cubeExp, kind: st.kind, time: at(minute) };
    }
    replay.post(entry);
    log.push(entry);
    states.push(replay.state());
  }
  return { log, states };
}

const scenario = fc.tuple(settingsArb, fc.array(stepArb, { maxLength: 80 })).map(([settings, steps]) => ({ settings, ...buildLog(settings, steps) }));

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object') {
    Object.values(x).forEach(deepFreeze);
    Object.freeze(x);
  }
  return x;
}

describe('swing replay properties', () => {
  it('conserves chips, never goes below 0, and the out players are exactly those with 0 chips', () => {
    fc.assert(
      fc.property(scenario, ({ settings, states }) => {
        const total = settings.players.length * (settings.chips as number);
        for (const s of states) {
          const chips = settings.players.map((p) => s.chips[p]);
          expect(chips.reduce((a, b) => a + b, 0)).toBe(total);
          expect(chips.every((c) => Number.isInteger(c) && c >= 0)).toBe(true);
          expect(settings.players.filter((p) => s.chips[p] === 0).sort()).toEqual([...s.eliminated].sort());
          for (const r of s.rows) {
            expect(r.chips.reduce((a, b) => a + b, 0)).toBe(total);
            expect(r.stake).toBeGreaterThanOrEqual(1);
          }
        }
      }),
    );
  });

  it('keeps every player in at most one match, with no one out or leaving in a match', () => {
    fc.assert(
      fc.property(scenario, ({ states }) => {
        for (const s of states) {
          const busy = s.matches.flatMap((m) => m.players);
          expect(new Set(busy).size).toBe(busy.length);
          expect(busy.some((p) => s.eliminated.includes(p) || s.leaving.includes(p))).toBe(false);
          expect([...busy, ...s.waiting, ...s.eliminated].sort()).toEqual([...s.settings.players].sort());
        }
      }),
    );
  });

  it('never pairs an immediate rematch before the finale, and leaves no pairable waiting players unassigned', () => {
    fc.assert(
      fc.property(scenario, ({ states }) => {
        for (const s of states) {
          if (s.finished) continue;
          const idx = new Map(s.settings.players.map((p, i) => [p, i]));
          const last = s.settings.players.map((p) => {
            const o = s.previousOpponent[p];
            return o === null ? -1 : (idx.get(o) as number);
          });
          for (const m of s.matches) {
            if (!m.finale) expect(isRematch(idx.get(m.players[0]) as number, idx.get(m.players[1]) as number, last)).toBe(false);
          }
          if (s.finale !== null) expect(s.waiting).toEqual([]);
          for (let i = 0; i < s.waiting.length; i++) {
            for (let j = i + 1; j < s.waiting.length; j++) {
              expect(isRematch(idx.get(s.waiting[i]) as number, idx.get(s.waiting[j]) as number, last)).toBe(true);
            }
          }
        }
      }),
    );
  });

  it('is deterministic and never mutates its input', () => {
    fc.assert(
      fc.property(scenario, ({ settings, log, states }) => {
        const frozenLog = deepFreeze(structuredClone(log));
        const frozenSettings = deepFreeze(structuredClone(settings));
        const a = replaySwing(frozenSettings, frozenLog);
        const b = replaySwing(frozenSettings, frozenLog);
        expect(a).toEqual(b);
        expect(a).toEqual(states[states.length - 1]);
        expect(frozenLog).toEqual(log);
        // A prefix of the log replays to the state seen at that point.
        const k = Math.floor(log.length / 2);
        expect(replaySwing(settings, log.slice(0, k))).toEqual(states[k]);
      }),
    );
  });

  it('a finished tournament ranks every player once, winner first, and accepts nothing more', () => {
    fc.assert(
      fc.property(scenario, ({ settings, states }) => {
        const s = states[states.length - 1];
        if (!s.finished) return;
        expect([...(s.ranking as string[])].sort()).toEqual([...settings.players].sort());
        expect(s.ranking?.[0]).toBe(s.winner);
        expect(s.matches).toEqual([]);
        const [p, q] = settings.players;
        expect(validateResult(s, { type: 'result', winner: p, loser: q, cube: 1, kind: 'single', time: at(100000) })).toHaveLength(1);
      }),
    );
  });

  it('rejects every pair that is not a current match', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), fc.nat(), ({ states }, i, j) => {
        const s = states[states.length - 1];
        if (s.finished) return;
        const ps = s.settings.players;
        const [w, l] = [ps[i % ps.length], ps[j % ps.length]];
        const playing = s.matches.some((m) => m.players.includes(w) && m.players.includes(l) && w !== l);
        const errors = validateResult(s, { type: 'result', winner: w, loser: l, cube: 1, kind: 'single', time: at(100000) });
        expect(errors.length === 0).toBe(playing);
      }),
    );
  });

  it('reaches the end when results keep coming (finished runs exist and are well-formed)', () => {
    // Long runs with big cubes: most tournaments finish; each finished one has a complete ranking.
    const steps = fc.array(
      stepArb.map((s) => ({ ...s, status: 1, cubeExp: 3 })),
      { minLength: 200, maxLength: 200 },
    );
    let finished = 0;
    fc.assert(
      fc.property(settingsArb, steps, (settings, st) => {
        const { states } = buildLog(settings, st);
        const s = states[states.length - 1];
        if (s.finished) finished++;
        return !s.finished || (s.ranking as string[]).length === settings.players.length;
      }),
      { numRuns: 50 },
    );
    expect(finished).toBeGreaterThan(25);
  });
});
