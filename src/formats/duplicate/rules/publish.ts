/**
 * What a duplicate event publishes (README "Publishing standings"; the shared StandingsDoc of
 * src/shared/rules/publish): the team standings and one match's protocol, computed from the results as typed on the
 * protocols (cube, outcome, winner) with this format's own rules — protocolTotals (SMP → IMP → VP, docs/rules.md
 * §2.3–§2.6), teamStandings (VP, IMP difference, head-to-head, §2.8) and the final's places (§2.9) — never from the
 * sheets' formula outputs. Pure: server/publish.ts reads the sheets into these shapes.
 */
import { GAMES, MATCHES, type Row, type StandingsDoc, type StandingsSection } from '../../../shared/rules/publish/model';
import type { ImpTableName } from './imp';
import { fairbgScoring, ROOM_NAMES, type Room, type Side } from './match';
import { protocolTotals, type GameResult, type ProtocolTotals } from './protocolTotals';
import { parseSmpOutcome, smpCubeColumn, type SmpOutcome } from './smp';
import { finalPlaces, teamStandings, type FinalPlaces, type TeamMatchResult, type TeamStanding } from './teamStandings';
import { certaintyMarks } from './certainty';
import { isBlank as blank } from '../../../shared/rules/input';
import { nameKey } from '../../../shared/rules/names';
import { CARD } from './actions';

/** One game row of a protocol as typed (raw cell values). */
export interface TypedGame {
  cube: unknown;
  outcome: unknown;
  winner: unknown;
  /** The sheet row it was read from, named in its problem ("game 2 CLOSED (row 13)"). */
  sheetRow?: number;
}

export interface ProtocolTeam {
  name: string;
  /** The OPEN and CLOSED players. */
  open: string;
  closed: string;
}

/** A protocol as read from its sheet: its literal cells and the typed game rows (game 1 OPEN, game 1 CLOSED, …). */
export interface TypedProtocol {
  title: string;
  games: number;
  imp: ImpTableName;
  teamA: ProtocolTeam;
  teamB: ProtocolTeam;
  rows: readonly TypedGame[];
}

/** A row the protocol sheet does not count (it shows it red or #N/A), with why. */
export interface RowProblem {
  /** 0-based index into rows. */
  row: number;
  message: string;
  /** The entry it is about, and why alone ("an outcome but no winner"), for a line naming the sheet cell. */
  entry: 'cube' | 'outcome' | 'winner';
  why: string;
  sheetRow?: number;
}

export interface ScoredProtocol {
  totals: ProtocolTotals;
  problems: RowProblem[];
  /** The typed rows read: outcome and cube as the rules see them, winner as a side (null: not counted). */
  read: { outcome?: SmpOutcome; cube: number; winner: Side | null; shown: { cube: string; outcome: string; winner: string } }[];
}

const shownText = (v: unknown): string => (blank(v) ? '' : String(v).trim());
const gameOf = (row: number): { game: number; room: Room } => ({ game: Math.floor(row / 2) + 1, room: row % 2 === 0 ? 'O' : 'C' });

/**
 * Scores a typed protocol as its sheet does: a row counts when its outcome is one SMP accepts, its cube (blank = 1)
 * is 1 2 4 … 64 and its winner names one of the two teams (by the name rule, docs/rules.md §0.1: case and spaces
 * ignored, as the sheet compares). Any other filled row is not counted, with the reason — the sheet shows it red or #N/A and leaves the VP blank until it is fixed.
 */
export function scoreProtocol(p: TypedProtocol): ScoredProtocol {
  const problems: RowProblem[] = [];
  const results: GameResult[] = [];
  const read = p.rows.map((r, i) => {
    const { game, room } = gameOf(i);
    const shown = { cube: shownText(r.cube), outcome: shownText(r.outcome), winner: shownText(r.winner) };
    const cube = blank(r.cube) ? 1 : Number(String(r.cube).trim());
    const outcome = blank(r.outcome) ? undefined : parseSmpOutcome(String(r.outcome));
    const w = nameKey(shown.winner);
    const winner: Side | null = w === '' ? null : w === nameKey(p.teamA.name) ? 'A' : w === nameKey(p.teamB.name) ? 'B' : null;
    const noOutcome = blank(r.outcome);
    const at = r.sheetRow === undefined ? '' : ` (row ${r.sheetRow})`;
    const problem = (entry: RowProblem['entry'], why: string) =>
      problems.push({
        row: i,
        message: `game ${game} ${ROOM_NAMES[room]}${at}: ${why}`,
        entry,
        why: `game ${game} ${ROOM_NAMES[room]}: ${why}`,
        ...(r.sheetRow === undefined ? {} : { sheetRow: r.sheetRow }),
      });
    let counted = false;
    if (noOutcome && shown.winner === '') {
      /* not played yet */
    } else if (noOutcome) problem('outcome', `a winner but no outcome`);
    else if (shown.winner === '') problem('winner', `an outcome but no winner`);
    else if (outcome === undefined) problem('outcome', `the outcome "${shown.outcome}" is not 1–15, gammon (G), pass (P) or triple (B, BG)`);
    else if (smpCubeColumn(cube) < 0) problem('cube', `the cube "${shown.cube}" is not 1 2 4 8 16 32 64`);
    else if (winner === null) problem('winner', `the winner "${shown.winner}" is neither ${p.teamA.name} nor ${p.teamB.name}`);
    else counted = true;
    results.push(counted ? { game, room, outcome: outcome as SmpOutcome, cube, winner } : { game, room });
    // A winner naming a team is shown as the team is registered (docs/rules.md §0.1), however it was typed.
    if (winner !== null) shown.winner = winner === 'A' ? p.teamA.name : p.teamB.name;
    return { outcome, cube, winner: counted ? winner : null, shown };
  });
  return { totals: protocolTotals(results, p.games, fairbgScoring(p.imp)), problems, read };
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const left = (label: string) => ({ label, align: 'left' as const });
const right = (label: string) => ({ label, align: 'right' as const });

/** "Moscow wins (more IMP)", "Draw (equal IMP)", or null while the match is incomplete. */
export function matchWinner(t: ProtocolTotals, a: string, b: string): string | null {
  if (!t.complete) return null;
  return t.difference === 0 ? 'Draw (equal IMP)' : `${t.difference > 0 ? a : b} wins`;
}

/** The protocol of one match: every game row with its SMP and IMP, the totals, the VP and the winner. */
export function protocolDoc(p: TypedProtocol, scored: ScoredProtocol, date: string): StandingsDoc {
  const { totals } = scored;
  const A = p.teamA;
  const B = p.teamB;
  const players = (room: Room): [string, string] => (room === 'O' ? [A.open, B.open] : [B.closed, A.closed]);
  const games: Row[] = totals.games.map((g, i) => {
    const r = scored.read[i];
    const [white, black] = players(g.room);
    return {
      cells: [
        g.game,
        ROOM_NAMES[g.room],
        white,
        black,
        r.shown.outcome === '' && r.shown.winner === '' ? '' : r.shown.cube || '1',
        r.shown.outcome,
        r.shown.winner,
        g.played ? g.smp : '',
        g.played && g.winner === 'A' ? g.imp : '',
        g.played && g.winner === 'B' ? g.imp : '',
      ],
    };
  });
  const winner = matchWinner(totals, A.name, B.name);
  const side = (t: ProtocolTeam, imp: number, vp: number | null, s: Side): Row => ({
    cells: [t.name, `${t.open}, ${t.closed}`, imp, vp ?? ''],
    ...(totals.complete && (s === 'A' ? totals.difference > 0 : totals.difference < 0) ? { mark: 'winner' as const } : {}),
  });
  const notes = [
    winner === null
      ? `VP and the winner once every game of both rooms is in (${totals.played} of ${2 * p.games} played). IMP difference so far: ${signed(totals.difference)} for ${A.name}.`
      : `${winner}: IMP ${totals.impA} – ${totals.impB} (difference ${signed(totals.difference)} for ${A.name}), VP ${totals.vpA} – ${totals.vpB}. The team with more IMP wins the match.`,
    ...scored.problems.map((x) => `Not counted: ${x.message}.`),
  ];
  return {
    title: p.title,
    date,
    progress: { done: totals.played, total: 2 * p.games, unit: GAMES },
    sections: [
      {
        caption: 'Games',
        columns: [
          right('Game'),
          left('Room'),
          left('White'),
          left('Black'),
          right('Cube'),
          left('Outcome'),
          left('Winner'),
          right('SMP'),
          right(`IMP ${A.name}`),
          right(`IMP ${B.name}`),
        ],
        rows: games,
        notes: ['Cube: for a pass, its value before the refused double. SMP and IMP go to the winner of the game.'],
      },
      {
        caption: 'Result',
        columns: [left('Team'), left('Players (OPEN, CLOSED)'), right('IMP'), right('VP')],
        rows: [side(A, totals.impA, totals.vpA, 'A'), side(B, totals.impB, totals.vpB, 'B')],
        notes,
      },
    ],
  };
}

/** One round-robin match of the event, as the standings list it. */
export interface EventMatch {
  round: number;
  /** The standings' discipline text ("backgammon", "long gammon (round robin 2)"). */
  discipline: string;
  teamA: string;
  teamB: string;
  protocol: string;
  scored: ScoredProtocol;
}

export interface EventData {
  /** The event's title. */
  title: string;
  /** Teams in entry order. */
  teams: readonly string[];
  matches: readonly EventMatch[];
  /** With a final: the TD's choice cells as typed (team numbers), and the final's protocol once its teams are known. */
  final?: {
    choice: readonly unknown[];
    /** The event's teams the final's typed winners name (finalNamed): once there is one, the finalists are frozen. */
    named?: readonly string[];
    discipline: string;
    protocol?: (finalists: [string, string]) => { p: TypedProtocol; scored: ScoredProtocol } | undefined;
  };
}

const list = (names: readonly string[]): string => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** The standings over the complete matches (docs/rules.md §2.8) and, with a final, its places. */
export function eventTable(e: Pick<EventData, 'teams' | 'matches' | 'final'>): { rows: TeamStanding[]; complete: EventMatch[]; places?: FinalPlaces } {
  const complete = e.matches.filter((m) => m.scored.totals.complete);
  const results: TeamMatchResult[] = complete.map((m) => {
    const t = m.scored.totals;
    return { teamA: m.teamA, teamB: m.teamB, impA: t.impA, impB: t.impB, vpA: t.vpA as number, vpB: t.vpB as number };
  });
  const rows = teamStandings(e.teams, results);
  return { rows, complete, ...(e.final ? { places: finalPlaces(rows, e.teams, e.final.choice, e.final.named ?? []) } : {}) };
}

/** The event's teams (entry order) that the final's typed winners name, by the name rule (docs/rules.md §0.1). */
export function finalNamed(winners: readonly unknown[], teams: readonly string[]): string[] {
  const typed = new Set(winners.filter((w) => !blank(w)).map((w) => nameKey(String(w))));
  return teams.filter((t) => typed.has(nameKey(t)));
}

/**
 * The TD's flag when the standings changed after the final began (docs/rules.md §2.9), or undefined: the final's
 * games name a team the standings no longer give as a finalist.
 */
export function finalChangeText(places: FinalPlaces): string | undefined {
  const c = places.changed;
  if (c === undefined) return undefined;
  const now = c.now ? `${c.now[0]} v ${c.now[1]}` : 'a tie for a final place';
  const kept = places.decided
    ? places.chosen
      ? `the TD kept ${places.teamA} v ${places.teamB}`
      : `the final stays ${places.teamA} v ${places.teamB} as played until the TD decides`
    : 'both final places wait for the TD';
  return (
    `the final's games name ${list(c.named)}, but the standings now give ${now}: a result changed after the final began; ${kept}` +
    (places.decided && places.chosen ? '' : ` (${CARD.finalist} with the teams as played, or clear the final's games to play ${now})`)
  );
}

/** The team standings over every complete match of both disciplines, the finalists marked, and the matches. */
export function standingsDoc(e: EventData, date: string): StandingsDoc {
  const { rows, complete, places: found } = eventTable(e);
  const all = complete.length === e.matches.length;
  const notes: string[] = [
    'Order: VP over every match of both disciplines, then IMP difference, then head-to-head VP. A match is won by the team with more IMP.',
  ];
  const marks = new Map<string, Row['mark']>();
  // Certainty marks (docs/rules.md §6): while matches remain, only what holds whatever their VP results are.
  const rest = e.matches.filter((m) => !m.scored.totals.complete);
  const certain = (): void => {
    const played: TeamMatchResult[] = complete.map((m) => {
      const t = m.scored.totals;
      return { teamA: m.teamA, teamB: m.teamB, impA: t.impA, impB: t.impB, vpA: t.vpA as number, vpB: t.vpB as number };
    });
    const c = certaintyMarks(e.teams, played, rest, e.final ? 2 : 1);
    e.teams.forEach((t, i) => {
      const k = c.marks[i];
      if (k === 'in') marks.set(t, e.final ? 'qualified' : 'winner');
      else if (k === 'out') marks.set(t, 'out');
      else if (k === 'tie') marks.set(t, 'tie');
    });
  };
  /** Every team without a mark is out (the finalists are settled). */
  const restOut = (): void => {
    for (const r of rows) if (!marks.has(r.team)) marks.set(r.team, 'out');
  };
  let finalSection: StandingsSection | undefined;
  if (e.final && found) {
    const places = found;
    const provisional = all ? '' : ` (provisional: ${complete.length} of ${e.matches.length} matches complete)`;
    const change = finalChangeText(places);
    if (places.decided) {
      if (change) marks.set(places.teamA, 'qualified').set(places.teamB, 'qualified');
      else if (all) {
        marks.set(places.teamA, 'qualified').set(places.teamB, 'qualified');
        restOut();
      } else certain();
      const how = change
        ? `as its games were typed (${change})`
        : places.chosen
          ? `chosen by the TD among ${list(places.contenders)}`
          : '1st and 2nd of the standings';
      notes.push(`Final (${e.final.discipline} pairs): ${places.teamA} v ${places.teamB}, ${how}${provisional}.`);
      const fin = all ? e.final.protocol?.([places.teamA, places.teamB]) : undefined;
      if (fin && fin.scored.totals.played > 0) {
        // The final is not part of the round-robin standings (docs/rules.md §2.9): its result, and its winner's W,
        // go in a table of their own; the standings keep both finalists' Q.
        const t = fin.scored.totals;
        const w = matchWinner(t, places.teamA, places.teamB);
        const side = (team: ProtocolTeam, imp: number, vp: number | null, won: boolean): Row => ({
          cells: [team.name, `${team.open}, ${team.closed}`, imp, vp ?? ''],
          ...(won ? { mark: 'winner' as const } : {}),
        });
        finalSection = {
          caption: `Final (${e.final.discipline} pairs)`,
          columns: [left('Team'), left('Players (OPEN, CLOSED)'), right('IMP'), right('VP')],
          rows: [side(fin.p.teamA, t.impA, t.vpA, w !== null && t.difference > 0), side(fin.p.teamB, t.impB, t.vpB, w !== null && t.difference < 0)],
          notes: [
            w === null
              ? `Final: ${t.played} of ${2 * fin.p.games} games played.`
              : `Final: ${places.teamA} ${t.impA} – ${t.impB} ${places.teamB} IMP, VP ${t.vpA} – ${t.vpB}: ${w === 'Draw (equal IMP)' ? 'a draw on IMP; the TD settles it' : w}.`,
          ],
        };
      }
    } else if (change) {
      notes.push(`Final (${e.final.discipline} pairs): ${change}.`);
    } else {
      if (all) {
        for (const t of places.chosen) marks.set(t, 'qualified');
        for (const t of places.contenders) if (!places.chosen.includes(t)) marks.set(t, 'tie');
        if (rows[0].rank === 1 && places.open === 1) marks.set(rows[0].team, 'qualified');
        restOut();
      } else certain();
      notes.push(
        `Tie for ${places.open === 2 ? 'both final places' : 'the second final place'}: ${list(places.contenders)} are level on VP, IMP difference and head-to-head; the TD chooses${provisional}.`,
      );
    }
  } else certain();
  if (rest.length > 0 && marks.size > 0) {
    notes.push(
      `${e.final ? 'Q: certainly one of the two finalists' : 'W: certainly the winner'}, X: certainly not, whatever the VP of the ${rest.length} ` +
        `match${rest.length === 1 ? '' : 'es'} still to play; a team level on VP for a place with a match to play has no mark yet.`,
    );
  }
  const standing: StandingsSection = {
    caption: 'Team standings',
    columns: [
      right('#'),
      left('Team'),
      right('Played'),
      right('Won'),
      right('Drawn'),
      right('Lost'),
      right('VP'),
      right('IMP for'),
      right('IMP against'),
      right('IMP diff'),
    ],
    rows: rows.map((r) => {
      const mark = marks.get(r.team);
      return { cells: [r.rank, r.team, r.played, r.won, r.drawn, r.lost, r.vp, r.impFor, r.impAgainst, signed(r.impDifference)], ...(mark ? { mark } : {}) };
    }),
    notes,
  };
  const matchRows: Row[] = e.matches.map((m) => {
    const t = m.scored.totals;
    const w = matchWinner(t, m.teamA, m.teamB);
    return {
      cells: [
        m.round,
        m.discipline,
        m.teamA,
        m.teamB,
        t.complete ? `${t.impA}–${t.impB}` : '',
        t.complete ? `${t.vpA}–${t.vpB}` : '',
        w ?? (t.played ? `${t.played} of ${t.games.length} games` : ''),
      ],
    };
  });
  const problems = e.matches.flatMap((m) => m.scored.problems.map((x) => `Not counted: ${m.protocol}, ${x.message}.`));
  const matches: StandingsSection = {
    caption: 'Matches',
    columns: [right('Round'), left('Discipline'), left('Team A'), left('Team B'), right('IMP'), right('VP'), left('Result')],
    rows: matchRows,
    ...(problems.length ? { notes: problems } : {}),
  };
  return {
    title: e.title,
    date,
    progress: { done: complete.length, total: e.matches.length, unit: MATCHES },
    sections: [standing, ...(finalSection ? [finalSection] : []), matches],
  };
}
