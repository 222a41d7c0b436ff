/**
 * Builds the duplicate sheets: checked input → free names → pure plans → createSheets (the document lock taken
 * without waiting, Sheets' limits checked for every plan before the first sheet is written, all or nothing).
 */
import { diceSet, DEFAULT_ROLLS_PER_SIDE } from '../rules/dice';
import { teamRoundRobin } from '../rules/teams';
import type { Team } from '../rules/seating';
import { diceSheetPlan } from '../sheets/dice';
import { protocolPlan, teamCells, PROTOCOL_CELLS } from '../sheets/protocol';
import { standingsPlan, standingsPlayerFormula, standingsTeamCell } from '../sheets/standings';
import { onSheet, type SheetPlan } from '../../../shared/sheets/plan';
import { createSheets, freeNames } from '../../../shared/server/create';
import type { DiceInputChecked, MatchInputChecked, TournamentInputChecked } from './input';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Characters of a team name kept in a protocol's sheet name (the sheet itself shows the full names). */
const TEAM_IN_SHEET_NAME = 20;

/**
 * A team name for a sheet name: as it is up to TEAM_IN_SHEET_NAME characters, else its start and its end around
 * "…" ("Backgammon Club Kharkov" → "Backgammo…ub Kharkov"), so teams that differ only at the end stay apart.
 */
export function teamInSheetName(team: string): string {
  const chars = Array.from(team);
  if (chars.length <= TEAM_IN_SHEET_NAME) return team;
  const head = chars.slice(0, 9).join('').trimEnd();
  const tail = chars.slice(chars.length - 10).join('').trimStart();
  return `${head}…${tail}`;
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

/** How a match is named in messages (busy, limits, undone). */
export const matchCreation = (m: MatchInputChecked): string => `This duplicate match (${m.teamA.name} – ${m.teamB.name}, ${m.games} games per room)`;

/** A match: its protocol and one dice sheet with the match's sets 1 … games. */
export function createMatchSheets(ss: Spreadsheet, m: MatchInputChecked): string[] {
  const build = (book: Spreadsheet): SheetPlan[] => {
    const [protocolName, diceName] = freeNames(book, [
      { title: m.title, suffix: ' — Protocol' },
      { title: m.title, suffix: ' — Dice' },
    ]);
    return [
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
  };
  const made = createSheets(ss, build, { what: matchCreation(m), extraCalls: 1, after: ([protocol]) => protocol.activate() });
  return made.map((s) => s.getName());
}

export interface TournamentSheets {
  sheets: string[];
  rounds: { round: number; matches: { teamA: string; teamB: string; sheet: string }[]; bye?: string }[];
}

/** How a tournament is named in messages (busy, limits, undone). */
export function tournamentCreation(t: TournamentInputChecked): string {
  const n = t.teams.length;
  return `This duplicate tournament (${n} teams, ${(n * (n - 1)) / 2} matches${t.final ? ' and a final' : ''})`;
}

/**
 * A round robin of teams: one protocol per match (round r plays sets (r − 1)·games + 1 … r·games in every match
 * of the round), one dice sheet per round, the standings, and optionally the final (teams from the standings'
 * first two places; its sets follow the last round's). Sheets are written in the order their formulas need
 * (protocols before the standings that read them, the standings before the final that reads them); the standings
 * come first in the returned list and are the sheet shown when the creation ends.
 */
export function createTournamentSheets(ss: Spreadsheet, t: TournamentInputChecked): TournamentSheets {
  const rounds = teamRoundRobin(t.teams.map((x) => x.name));
  const byName = new Map(t.teams.map((x) => [x.name, x] as const));
  const matches = rounds.flatMap((r) => r.matches);
  const firstSetOf = (round: number): number => (round - 1) * t.games + 1;
  let names: string[] = [];

  const build = (book: Spreadsheet): SheetPlan[] => {
    names = freeNames(book, [
      { title: t.title, suffix: ' — Standings' },
      ...matches.map((m) => ({ title: t.title, suffix: ` — R${m.round} ${teamInSheetName(m.teamA)} v ${teamInSheetName(m.teamB)}` })),
      ...rounds.map((r) => ({ title: t.title, suffix: ` — Dice R${r.round}` })),
      ...(t.final ? [{ title: t.title, suffix: ' — Final' }, { title: t.title, suffix: ' — Dice final' }] : []),
    ]);
    const standingsName = names[0];
    const protocolNames = names.slice(1, 1 + matches.length);
    const diceNames = names.slice(1 + matches.length, 1 + matches.length + rounds.length);
    const [finalName, finalDiceName] = names.slice(1 + matches.length + rounds.length);

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
      const team = (k: 1 | 2) => {
        const cell = k === 1 ? PROTOCOL_CELLS.teamA : PROTOCOL_CELLS.teamB;
        return {
          name: `=${onSheet(standingsName, standingsTeamCell(k))}`,
          open: `=${standingsPlayerFormula(standingsName, n, cell, 1)}`,
          closed: `=${standingsPlayerFormula(standingsName, n, cell, 2)}`,
        };
      };
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
    return [...protocols, ...dice, standings, ...finals];
  };

  const standingsAt = matches.length + rounds.length;
  createSheets(ss, build, { what: tournamentCreation(t), extraCalls: 1, after: (made) => made[standingsAt].activate() });

  const protocolNames = names.slice(1, 1 + matches.length);
  return {
    sheets: names,
    rounds: rounds.map((r) => ({
      round: r.round,
      matches: r.matches.map((m) => ({ teamA: m.teamA, teamB: m.teamB, sheet: protocolNames[matches.indexOf(m)] })),
      ...(r.bye === undefined ? {} : { bye: r.bye }),
    })),
  };
}

/** How a printed set is named in messages. */
export const diceCreation = (d: DiceInputChecked): string => `This dice set (set ${d.set}, ${d.rolls} rolls per side)`;

/** One printable set. */
export function createDiceSheet(ss: Spreadsheet, d: DiceInputChecked): string {
  const build = (book: Spreadsheet): SheetPlan[] => {
    const [name] = freeNames(book, [{ title: d.title, suffix: ` — Set ${d.set}` }]);
    return [diceSheetPlan({ name, title: `${d.title}: set of rolls Nr. ${d.set}`, seed: d.seed, sets: [diceSet(d.seed, d.set, d.rolls)] })];
  };
  const [sheet] = createSheets(ss, build, { what: diceCreation(d), extraCalls: 1, after: ([made]) => made.activate() });
  return sheet.getName();
}
