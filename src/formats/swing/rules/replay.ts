/**
 * The swing engine: a replay of the posted log into the full state. Pure from the outside — replaySwing reads
 * its inputs and returns new data — and linear inside: one pass over the log, updating private working arrays.
 */
import { createRng, type Rng } from '../../../shared/rules/rng';
import { applyClock, CLOCK_NOT_STARTED, clockView, firstAnteDue, runningAt, runningSince, tickAnteClock, wallTimeOf, type ClockWork } from './clock';
import { checkFinale, finalRanking } from './endings';
import { matchLetter } from './letters';
import { pairWaiting, pickExtreme, type TieBreak } from './pairing';
import { resolveSettings } from './settings';
import { stakeOf } from './stake';
import {
  SwingError,
  type SwingAnteReason,
  type SwingAnteUp,
  type SwingConfig,
  type SwingEnding,
  type SwingEndingReason,
  type SwingKind,
  type SwingLogEntry,
  type SwingMatch,
  type SwingRow,
  type SwingSettings,
  type SwingState,
} from './types';
import { playerSpeller, spellEntry, validateEntry } from './validate';

interface FinaleWork {
  chipLoser: number;
  played: number;
  extraMatch: boolean;
  /** Finale matches assigned so far (the ante rises for each after the first). */
  assigned: number;
  /** Why the extra match is being played. */
  reason: SwingEndingReason | null;
}

/** A replay in progress: post entries one at a time (each is validated first), read the state at any point. */
export interface SwingReplay {
  /** Validates and applies the next log entry; throws a SwingError naming the entry if it cannot be posted. */
  post(entry: SwingLogEntry): void;
  /** The state after the entries posted so far (a fresh object; later posts do not change it). */
  state(): SwingState;
}

/** Starts a tournament: resolves the settings and makes the initial assignment. */
export function startSwing(settings: SwingSettings): SwingReplay {
  const cfg: SwingConfig = resolveSettings(settings);
  const names = cfg.players;
  const n = names.length;
  const index = new Map(names.map((p, i) => [p, i]));
  const spell = playerSpeller(names);
  const rng: Rng | null = cfg.mode === 'automated' ? createRng(cfg.seed) : null;

  let chips = names.map(() => cfg.chips);
  let previous = chips.slice();
  const lastOpponent = names.map(() => -1);
  const out = names.map(() => false);
  const busy = names.map(() => false);
  let active = n;
  const eliminated: string[] = [];
  let leaving: string[] = [];
  let matches: SwingMatch[] = [];
  const rows: SwingRow[] = [];
  let ante = 1;
  let clock: ClockWork = cfg.start === null ? CLOCK_NOT_STARTED : runningSince(Date.parse(cfg.start));
  let dueRunMs = firstAnteDue(cfg.anteMinutes);
  /** Wall time at which the pending timed ante-up fell due, once known. */
  let dueWallMs: number | null = null;
  const anteUps: SwingAnteUp[] = [];
  let nowTime = cfg.start ?? '';
  let finale: FinaleWork | null = null;
  let finished = false;
  let ending: SwingEnding | null = null;
  let winner: string | null = null;
  let ranking: string[] | null = null;
  let lastTime: string | null = null;
  let assignedCount = 0;
  let posted = 0;
  let tieRow = -1;
  let tieRng: Rng | null = null;

  // Automated mode: the draws made after grid row k (k = 0: the start) come, in order, from the sub-stream
  // "tie/k" of the seed, so each is reproducible and independent of how many draws came before.
  const breakTie: TieBreak = (tied) => {
    if (rng === null) return tied[0];
    if (tieRng === null || tieRow !== rows.length) {
      tieRow = rows.length;
      tieRng = rng.fork(`tie/${tieRow}`);
    }
    return tieRng.pick(tied);
  };

  const beginFinale = (): void => {
    const two = names.map((_, i) => i).filter((i) => !out[i]);
    const chipLoser = pickExtreme(two, chips, previous, 'loser', breakTie);
    finale = { chipLoser, played: 0, extraMatch: false, assigned: 0, reason: null };
  };

  const finish = (w: number, runnerUp: number, reason: SwingEndingReason, extraMatch: boolean): void => {
    finished = true;
    ending = { reason, extraMatch };
    winner = names[w];
    ranking = finalRanking(names[w], names[runnerUp], eliminated);
    dueRunMs = null;
  };

  const raiseAnte = (reason: SwingAnteReason, row: number, player: string | null, due: number | null = null): void => {
    ante += 1;
    anteUps.push({ ante, reason, time: nowTime, row, due: due === null ? null : new Date(due).toISOString(), player });
  };

  /** Notes the wall time at which the pending timed ante-up falls due, if the clock ran past it by ms. */
  const noteDue = (ms: number): void => {
    if (dueRunMs === null || dueWallMs !== null || clock.status !== 'running') return;
    if (runningAt(clock, ms) >= dueRunMs) dueWallMs = wallTimeOf(clock, dueRunMs);
  };

  const assign = (): void => {
    const waiting: number[] = [];
    for (let i = 0; i < n; i++) if (!out[i] && !busy[i]) waiting.push(i);
    if (waiting.length < 2) return;
    const pairs = pairWaiting({ waiting, chips, previous, lastOpponent, allowRematch: finale !== null, breakTie });
    for (const [a, b] of pairs) {
      if (finale !== null) {
        if (finale.assigned > 0) raiseAnte('finale', rows.length, null);
        finale.assigned += 1;
      }
      busy[a] = busy[b] = true;
      matches.push({
        letter: matchLetter(assignedCount++),
        players: [names[a], names[b]],
        ante,
        cap: Math.min(chips[a], chips[b]),
        finale: finale !== null,
      });
    }
  };

  const play = (m: SwingMatch, w: number, l: number, cube: number, kind: SwingKind, time: string, forfeit: boolean): void => {
    const stake = stakeOf(m.ante, m.cap, cube, kind, cfg.jacoby);
    previous = chips;
    chips = chips.slice();
    chips[w] += stake;
    chips[l] -= stake;
    matches = matches.filter((x) => x !== m);
    busy[w] = busy[l] = false;
    lastOpponent[w] = l;
    lastOpponent[l] = w;
    const knockedOut = chips[l] === 0;
    if (knockedOut) {
      out[l] = true;
      active -= 1;
      eliminated.push(names[l]);
      leaving = leaving.filter((p) => p !== names[l]);
    }
    rows.push({
      n: rows.length + 1,
      entry: posted,
      letter: m.letter,
      winner: names[w],
      loser: names[l],
      cube,
      kind,
      stake,
      ante: m.ante,
      time,
      forfeit,
      chips,
      eliminated: knockedOut ? names[l] : null,
    });
    const f: FinaleWork | null = finale;
    if (f !== null) {
      f.played += 1;
      const outcome = checkFinale({
        rule: cfg.ending,
        chipLoser: f.chipLoser,
        played: f.played,
        extraMatch: f.extraMatch,
        winner: w,
        loser: l,
        winnerChips: chips[w],
        loserChips: chips[l],
      });
      if (outcome.kind === 'extra-match') {
        f.extraMatch = true;
        f.reason = outcome.reason;
      } else if (outcome.kind === 'end') {
        finish(outcome.winner, outcome.runnerUp, outcome.reason ?? f.reason ?? 'no-chips', f.extraMatch && outcome.reason === null);
      }
    } else if (knockedOut) {
      raiseAnte('elimination', rows.length, names[l]);
      if (active === 2) beginFinale();
    }
  };

  /** Assigns the waiting players, then lets leaving players forfeit their matches, until nothing changes. */
  const settle = (time: string): void => {
    while (!finished) {
      assign();
      const m = matches.find((x) => leaving.includes(x.players[0]) || leaving.includes(x.players[1]));
      if (m === undefined) return;
      const [a, b] = m.players;
      const ia = leaving.indexOf(a);
      const ib = leaving.indexOf(b);
      // Both leaving: the one marked leaving first forfeits.
      const aLoses = ia >= 0 && (ib < 0 || ia < ib);
      const w = index.get(aLoses ? b : a) as number;
      const l = index.get(aLoses ? a : b) as number;
      play(m, w, l, 1, 'single', time, true);
    }
  };

  const view = () => ({ settings: cfg, finished, winner, matches, eliminated, leaving, lastTime, clock: clockView(clock), rows });

  if (active === 2) beginFinale();
  settle(cfg.start ?? '');

  return {
    post(posting: SwingLogEntry): void {
      const entry = spellEntry(spell, posting);
      const errors = validateEntry(view(), entry);
      if (errors.length > 0) throw new SwingError(`Log entry ${posted + 1}: ${errors.join('; ')}`, posted);
      const ms = Date.parse(entry.time);
      nowTime = entry.time;
      noteDue(ms);
      if (entry.type === 'result') {
        const tick = tickAnteClock(dueRunMs, runningAt(clock, ms), cfg.anteMinutes);
        if (tick.anteUp) raiseAnte('time', rows.length + 1, null, dueWallMs);
        if (tick.anteUp) dueWallMs = null;
        dueRunMs = tick.dueRunMs;
        const letter = entry.match?.trim().toUpperCase();
        const m = matches.find((x) =>
          letter === undefined ? x.players.includes(entry.winner) && x.players.includes(entry.loser) : x.letter === letter,
        ) as SwingMatch;
        play(m, index.get(entry.winner) as number, index.get(entry.loser) as number, entry.cube, entry.kind, entry.time, false);
      } else if (entry.type === 'clock') {
        clock = applyClock(clock, entry.action, ms);
      } else if (entry.leaving) {
        leaving = [...leaving, entry.player];
      } else {
        leaving = leaving.filter((p) => p !== entry.player);
      }
      lastTime = entry.time;
      settle(entry.time);
      posted += 1;
    },

    state(): SwingState {
      const f: FinaleWork | null = finale;
      return {
        settings: { ...cfg, players: names.slice() },
        chips: Object.fromEntries(names.map((p, i) => [p, chips[i]])),
        ante,
        matches: matches.map((m) => ({ ...m })),
        waiting: names.filter((_, i) => !out[i] && !busy[i]),
        eliminated: eliminated.slice(),
        leaving: leaving.slice(),
        previousOpponent: Object.fromEntries(names.map((p, i) => [p, lastOpponent[i] < 0 ? null : names[lastOpponent[i]]])),
        finale: f === null ? null : { chipLoser: names[f.chipLoser], played: f.played, extraMatch: f.extraMatch },
        finished,
        ending,
        winner,
        ranking: ranking === null ? null : (ranking as string[]).slice(),
        rows: rows.slice(),
        nextAnteDue: dueRunMs === null || finished ? null : nullableIso(wallTimeOf(clock, dueRunMs)),
        nextAnteRunMs: finished ? null : dueRunMs,
        clock: clockView(clock),
        anteUps: anteUps.slice(),
        lastTime,
        matchesAssigned: assignedCount,
      };
    },
  };
}

const nullableIso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** Replays a posted log from the start. Throws a SwingError naming the first entry that cannot be posted. */
export function replaySwing(settings: SwingSettings, log: readonly SwingLogEntry[]): SwingState {
  const replay = startSwing(settings);
  for (const entry of log) replay.post(entry);
  return replay.state();
}

/** The current assignments as player pairs (the sidebar API's shape). */
export function assignmentsOf(state: Pick<SwingState, 'matches'>): [string, string][] {
  return state.matches.map((m) => [m.players[0], m.players[1]]);
}
