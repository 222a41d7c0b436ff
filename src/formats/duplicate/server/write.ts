/**
 * Builds the duplicate sheets: checked input → unique names → pure plans → applyPlan. All plans are built
 * before the first sheet is inserted, so a plan that cannot be built leaves the spreadsheet unchanged.
 */
import { diceSet, DEFAULT_ROLLS_PER_SIDE } from '../rules/dice';
import { teamRoundRobin } from '../rules/teams';
import type { Team } from '../rules/seating';
import { diceSheetPlan } from '../sheets/dice';
import { protocolPlan, teamCells, PROTOCOL_CELLS } from '../sheets/protocol';
import { standingsPlan, standingsPlayerFormula, standingsTeamCell } from '../sheets/standings';
import { onSheet, uniqueSheetNames, type SheetPlan } from '../../../shared/sheets/plan';
import { applyPlan } from '../../../shared/server/applyPlan';
import type { DiceInputChecked, MatchInputChecked, TournamentInputChecked } from './input';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

function taken(ss: Spreadsheet): string[] {
  return ss.getSheets().map((s) => s.getName());
}

function sets(seed: string, first: number, count: number) {
  return Array.from({ length: count }, (_, i) => diceSet(seed, first + i, DEFAULT_ROLLS_PER_SIDE));
}

function seatingLine(a: Team, b: Team): string {
  return (
    `OPEN: ${a.players[0]} (${a.name}) White – ${b.players[0]} (${b.name}) Black · ` +
    `CLOSED: ${b.players[1]} (${b.name}) White – ${a.players[1]} (${a.name}) Black`
  );
}

/** A match: its protocol and one dice sheet with the match's sets 1 … games. */
export function createMatchSheets(ss: Spreadsheet, m: MatchInputChecked): string[] {
  const [protocolName, diceName] = uniqueSheetNames([`${m.title} — Protocol`, `${m.title} — Dice`], taken(ss));
  const plans: SheetPlan[] = [
    protocolPlan({
      name: protocolName,
      title: `${m.title}: ${m.teamA.name} – ${m.teamB.name}`,
      seed: m.seed,
      games: m.games,
      firstSet: 1,
      teamA: teamCells(m.teamA),
      teamB: teamCells(m.teamB),
      subtitle: seatingLine(m.teamA, m.teamB),
    }),
    diceSheetPlan({
      name: diceName,
      title: `${m.title}: dice`,
      seed: m.seed,
      sets: sets(m.seed, 1, m.games),
      subtitle: `Game g is played with set g in both rooms. ${seatingLine(m.teamA, m.teamB)}`,
    }),
  ];
  for (const p of plans) applyPlan(ss, p);
  return plans.map((p) => p.name);
}

export interface TournamentSheets {
  sheets: string[];
  rounds: { round: number; matches: { teamA: string; teamB: string; sheet: string }[]; bye?: string }[];
}

/**
 * A round robin of teams: one protocol per match (round r plays sets (r − 1)·games + 1 … r·games in every match
 * of the round), one dice sheet per round, the standings (placed first among the new sheets), and optionally
 * the final (teams from the standings' first two places; its sets follow the last round's).
 */
export function createTournamentSheets(ss: Spreadsheet, t: TournamentInputChecked): TournamentSheets {
  const rounds = teamRoundRobin(t.teams.map((x) => x.name));
  const byName = new Map(t.teams.map((x) => [x.name, x] as const));
  const matches = rounds.flatMap((r) => r.matches);
  const desired = [
    `${t.title} — Standings`,
    ...matches.map((m) => `${t.title} — R${m.round} ${m.teamA} v ${m.teamB}`),
    ...rounds.map((r) => `${t.title} — Dice R${r.round}`),
    ...(t.final ? [`${t.title} — Final`, `${t.title} — Dice final`] : []),
  ];
  const names = uniqueSheetNames(desired, taken(ss));
  const standingsName = names[0];
  const protocolNames = names.slice(1, 1 + matches.length);
  const diceNames = names.slice(1 + matches.length, 1 + matches.length + rounds.length);
  const [finalName, finalDiceName] = names.slice(1 + matches.length + rounds.length);
  const firstSetOf = (round: number): number => (round - 1) * t.games + 1;

  const protocols = matches.map((m, i) => {
    const a = byName.get(m.teamA) as Team;
    const b = byName.get(m.teamB) as Team;
    return protocolPlan({
      name: protocolNames[i],
      title: `${t.title}, round ${m.round}: ${a.name} – ${b.name}`,
      seed: t.seed,
      games: t.games,
      firstSet: firstSetOf(m.round),
      teamA: teamCells(a),
      teamB: teamCells(b),
      subtitle: seatingLine(a, b),
      metadata: { 'td-duplicate-round': String(m.round) },
    });
  });
  const dice = rounds.map((r, i) =>
    diceSheetPlan({
      name: diceNames[i],
      title: `${t.title}: dice for round ${r.round} (every match of the round)`,
      seed: t.seed,
      sets: sets(t.seed, firstSetOf(r.round), t.games),
    }),
  );
  const standings = standingsPlan({
    name: standingsName,
    title: `${t.title}: team standings`,
    seed: t.seed,
    games: t.games,
    teams: t.teams,
    matches: matches.map((m, i) => ({ round: m.round, teamA: m.teamA, teamB: m.teamB, protocol: protocolNames[i] })),
    byes: rounds.filter((r) => r.bye !== undefined).map((r) => ({ round: r.round, team: r.bye as string })),
    final: t.final,
  });
  const finals: SheetPlan[] = [];
  if (t.final) {
    const firstFinalSet = rounds.length * t.games + 1;
    const n = t.teams.length;
    const team = (k: 1 | 2) => ({
      name: `=${onSheet(standingsName, standingsTeamCell(k))}`,
      open: `=${standingsPlayerFormula(standingsName, n, k === 1 ? PROTOCOL_CELLS.teamA : PROTOCOL_CELLS.teamB, 1)}`,
      closed: `=${standingsPlayerFormula(standingsName, n, k === 1 ? PROTOCOL_CELLS.teamA : PROTOCOL_CELLS.teamB, 2)}`,
    });
    finals.push(
      protocolPlan({
        name: finalName,
        title: `${t.title}: final`,
        seed: t.seed,
        games: t.finalGames,
        firstSet: firstFinalSet,
        teamA: team(1),
        teamB: team(2),
        subtitle: 'Teams: 1st and 2nd of the standings, live. If the TD must decide a tie, type the team names over B4 and B5.',
        kind: 'duplicate-final',
      }),
      diceSheetPlan({ name: finalDiceName, title: `${t.title}: dice for the final`, seed: t.seed, sets: sets(t.seed, firstFinalSet, t.finalGames) }),
    );
  }

  const index = ss.getSheets().length;
  for (const p of [...protocols, ...dice]) applyPlan(ss, p);
  applyPlan(ss, standings, index);
  for (const p of finals) applyPlan(ss, p);

  return {
    sheets: [standingsName, ...protocolNames, ...diceNames, ...(t.final ? [finalName, finalDiceName] : [])],
    rounds: rounds.map((r) => ({
      round: r.round,
      matches: r.matches.map((m) => ({ teamA: m.teamA, teamB: m.teamB, sheet: protocolNames[matches.indexOf(m)] })),
      ...(r.bye === undefined ? {} : { bye: r.bye }),
    })),
  };
}

/** One printable set. */
export function createDiceSheet(ss: Spreadsheet, d: DiceInputChecked): string {
  const [name] = uniqueSheetNames([`${d.title} — Set ${d.set}`], taken(ss));
  applyPlan(ss, diceSheetPlan({ name, title: `${d.title}: set of rolls Nr. ${d.set}`, seed: d.seed, sets: [diceSet(d.seed, d.set, d.rolls)] }));
  return name;
}
