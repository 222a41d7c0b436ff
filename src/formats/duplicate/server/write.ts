/**
 * Builds the duplicate sheets: checked input → free names → pure plans → createSheets (the document lock taken
 * without waiting, Sheets' limits checked for every plan before the first sheet is written, all or nothing).
 */
import { diceSet, DEFAULT_ROLLS_PER_SIDE } from '../rules/dice';
import { DISCIPLINE_NAMES, DISCIPLINE_SHORT, eventSchedule, disciplineRounds, seatedPair, setNumbering, type Discipline, type EventTeam } from '../rules/event';
import type { Team } from '../rules/seating';
import { diceSheetPlan, roomCopyPlan, SAME_ROLLS } from '../sheets/dice';
import { protocolPlan, teamCells } from '../sheets/protocol';
import { finalPlayerFormula, finalTeamFormula, standingsPlan, standingsTitle } from '../sheets/standings';
import type { SheetPlan, WantedName } from '../../../shared/sheets/plan';
import { ACTIVATE, createSheets, creationInProgress, freeNames, type CreationProgress } from '../../../shared/server/create';
import type { DiceInputChecked, MatchInputChecked, TournamentInputChecked } from './input';
import { inWizard } from '../rules/actions';

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
  const tail = chars
    .slice(chars.length - 10)
    .join('')
    .trimStart();
  return `${head}…${tail}`;
}

function sets(seed: string, first: number, count: number, rolls = DEFAULT_ROLLS_PER_SIDE) {
  return Array.from({ length: count }, (_, i) => diceSet(seed, first + i, rolls));
}

function seatingLine(a: Team, b: Team): string {
  return (
    `OPEN: ${a.players[0]} (${a.name}) White – ${b.players[0]} (${b.name}) Black · ` +
    `CLOSED: ${b.players[1]} (${b.name}) White – ${a.players[1]} (${a.name}) Black`
  );
}

/**
 * Sheet names follow the one pattern of every format, "<Title> <Part>" with single spaces ("Black Sea Cup Standings",
 * "Black Sea Cup R1 Moscow v Yalta", "Black Sea Cup Dice OPEN"). Readers find the sheets by their metadata, never by
 * name, so workbooks whose sheets are named "<Title> — <Part>" keep working.
 */
export const STANDINGS_SUFFIX = ' Standings';
export const PROTOCOL_SUFFIX = ' Protocol';
export const FINAL_SUFFIX = ' Final';
export const DICE_SUFFIX = ' Dice';
export const SET_SUFFIX = ' Set';

/** The names of a group's three dice sheets: the referee copy and one copy per room. */

const diceNames = (title: string, what: string, word = DICE_SUFFIX): WantedName[] => [
  { title, suffix: `${word}${what} referee` },
  { title, suffix: `${word}${what} OPEN` },
  { title, suffix: `${word}${what} CLOSED` },
];

interface DiceGroup {
  names: readonly string[];
  title: string;
  seed: string;
  sets: ReturnType<typeof sets>;
  labels: string[];
  subtitle?: string;
  rolls?: number;
}

/** The referee copy and the two room copies of the same sets (identical rolls by construction). */
function dicePlans(g: DiceGroup): SheetPlan[] {
  const [referee, open, closed] = g.names;
  return [
    diceSheetPlan({ name: referee, title: `${g.title} — referee copy`, seed: g.seed, sets: g.sets, labels: g.labels, subtitle: g.subtitle }),
    roomCopyPlan({ name: open, title: g.title, seed: g.seed, room: 'O', sets: g.sets, labels: g.labels }),
    roomCopyPlan({ name: closed, title: g.title, seed: g.seed, room: 'C', sets: g.sets, labels: g.labels }),
  ];
}

/** How a match is named in messages (busy, limits, undone). */
export const matchCreation = (m: MatchInputChecked): string => `This duplicate match (${m.teamA.name} – ${m.teamB.name}, ${m.games} games per room)`;

/** A match: its protocol and its dice (referee copy and room copies) with the match's sets 1 … games. */
export function createMatchSheets(ss: Spreadsheet, m: MatchInputChecked): string[] {
  const build = (book: Spreadsheet): SheetPlan[] => {
    const [protocolName, ...dice] = freeNames(book, [{ title: m.title, suffix: PROTOCOL_SUFFIX }, ...diceNames(m.title, '')]);
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
        imp: m.imp,
      }),
      ...dicePlans({
        names: dice,
        title: `${m.title}: dice`,
        seed: m.seed,
        sets: sets(m.seed, 1, m.games),
        labels: Array.from({ length: m.games }, (_, i) => `game ${i + 1}`),
        subtitle: `Game g is played with set g in both rooms. ${seatingLine(m.teamA, m.teamB)}`,
      }),
    ];
  };
  const made = createSheets(ss, build, { what: matchCreation(m), extraCalls: 1, after: ([protocol]) => protocol.activate() });
  return made.map((s) => s.getName());
}

export interface TournamentMatchOut {
  teamA: string;
  teamB: string;
  sheet: string;
  discipline: Discipline;
  cycle: number;
}

export interface TournamentSheets {
  sheets: string[];
  rounds: { round: number; matches: TournamentMatchOut[]; bye?: string }[];
  final?: { sheet: string; games: number; discipline: Discipline };
  /** Where the creation stands when it needs more runs (the sidebar continues it); null when it is complete. */
  creating: CreationProgress | null;
}

/** How a tournament is named in messages (busy, limits, undone). */
export function tournamentCreation(t: TournamentInputChecked): string {
  const n = t.teams.length;
  const per = t.disciplines.map((d) => `${(t.cycles[d] as number) * ((n * (n - 1)) / 2)} ${DISCIPLINE_NAMES[d]}`);
  const total = t.disciplines.reduce((sum, d) => sum + (t.cycles[d] as number) * ((n * (n - 1)) / 2), 0);
  return `This duplicate tournament (${n} teams, ${total} matches${t.disciplines.length > 1 ? `: ${per.join(', ')}` : ''}${t.final ? ', and a final' : ''})`;
}

/** Added to the time-limit refusal of a tournament: what fits in one run (measured in server/size.test.ts). */
/** "4 games per room · backgammon: 2 round robins · long gammon: 1 round robin · IMP table fairbg · final: …". */
function settingsLine(t: TournamentInputChecked): string {
  const rr = (c: number): string => `${c} round robin${c > 1 ? 's' : ''}`;
  return [
    `${t.games} games per room`,
    ...t.disciplines.map((d) => `${DISCIPLINE_NAMES[d]}: ${rr(t.cycles[d] as number)}`),
    `IMP table ${t.imp}`,
    t.final ? `final: ${t.finalGames} games per room, ${DISCIPLINE_NAMES[t.finalDiscipline]} pairs` : 'no final',
  ].join(' · ');
}

/**
 * An event of teams (docs/rules.md §2.7–§2.9): one protocol per match of every discipline and cycle (even cycles
 * with each team's players swapped: rooms and colours swapped), every match of a discipline's round r playing the
 * same sets (numbered on: backgammon, then long gammon, then the final); per discipline a referee dice copy and one
 * copy per room; the standings over both disciplines; optionally the final (teams live from the standings, a tie
 * for a place left open for the TD) with its own dice. Sheets are written in the order a TD uses them (standings,
 * protocols in round order, final, dice); the standings are shown at the end.
 */
export function createTournamentSheets(ss: Spreadsheet, t: TournamentInputChecked): TournamentSheets {
  const teamNames = t.teams.map((x) => x.name);
  const schedule = eventSchedule(teamNames, t.cycles);
  const byName = new Map(t.teams.map((x) => [x.name, x] as const));
  const matches = schedule.flatMap((r) => r.matches);
  const numbering = setNumbering(teamNames.length, t.cycles, t.games);
  const labelled = t.disciplines.length > 1;
  const label = (d: Discipline): string => (labelled ? ` ${DISCIPLINE_SHORT[d]}` : '');
  const firstSetOf = (d: Discipline, round: number): number => (numbering.first[d] as number) + (round - 1) * t.games;
  const pairOf = (team: string, d: Discipline, swapped: boolean): Team => {
    const x = byName.get(team) as EventTeam;
    return { name: x.name, players: seatedPair(x.pairs[d] as readonly [string, string], swapped) };
  };
  let names: string[] = [];

  const build = (book: Spreadsheet): SheetPlan[] => {
    // Tab order as a TD uses the event: the standings, the protocols in round order, the final, then the dice.
    names = freeNames(book, [
      { title: t.title, suffix: STANDINGS_SUFFIX },
      ...matches.map((m) => ({ title: t.title, suffix: ` R${m.round}${label(m.discipline)} ${teamInSheetName(m.teamA)} v ${teamInSheetName(m.teamB)}` })),
      ...(t.final ? [{ title: t.title, suffix: FINAL_SUFFIX }] : []),
      ...t.disciplines.flatMap((d) => diceNames(t.title, label(d))),
      ...(t.final ? diceNames(t.title, ' final') : []),
    ]);
    const standingsName = names[0];
    const protocolNames = names.slice(1, 1 + matches.length);
    const finalName = t.final ? names[1 + matches.length] : undefined;
    const diceAt = 1 + matches.length + (t.final ? 1 : 0);
    const protocols = matches.map((m, i) => {
      const a = pairOf(m.teamA, m.discipline, m.swapped);
      const b = pairOf(m.teamB, m.discipline, m.swapped);
      const cycle = (t.cycles[m.discipline] as number) > 1 ? `, round robin ${m.cycle}${m.swapped ? ' (rooms and colours swapped)' : ''}` : '';
      return protocolPlan({
        name: protocolNames[i],
        title: `${t.title}, ${DISCIPLINE_NAMES[m.discipline]} round ${m.round}${cycle}: ${a.name} – ${b.name}`,
        seed: t.seed,
        games: t.games,
        firstSet: firstSetOf(m.discipline, m.round),
        teamA: teamCells(a),
        teamB: teamCells(b),
        subtitle: seatingLine(a, b),
        imp: t.imp,
        event: { round: m.round, discipline: m.discipline },
      });
    });
    const dice = t.disciplines.flatMap((d, k) => {
      const rounds = disciplineRounds(teamNames.length, t.cycles[d] as number);
      const labels = Array.from(
        { length: rounds * t.games },
        (_, i) => `${DISCIPLINE_NAMES[d]} round ${Math.floor(i / t.games) + 1}, game ${(i % t.games) + 1}`,
      );
      return dicePlans({
        names: names.slice(diceAt + 3 * k, diceAt + 3 * k + 3),
        title: `${t.title}: ${DISCIPLINE_NAMES[d]} dice`,
        subtitle: `Every match of a round plays the round's sets. ${SAME_ROLLS}`,
        seed: t.seed,
        sets: sets(t.seed, numbering.first[d] as number, rounds * t.games),
        labels,
      });
    });
    const standings = standingsPlan({
      name: standingsName,
      title: standingsTitle(t.title),
      seed: t.seed,
      settings: settingsLine(t),
      teams: t.teams,
      matches: matches.map((m, i) => ({
        round: m.round,
        discipline: m.discipline,
        cycle: m.cycle,
        teamA: m.teamA,
        teamB: m.teamB,
        protocol: protocolNames[i],
      })),
      byes: schedule.filter((r) => r.bye !== undefined).map((r) => ({ round: r.round, team: r.bye as string })),
      final: t.final,
      ...(finalName ? { finalProtocol: { name: finalName, games: t.finalGames } } : {}),
    });
    const finals: SheetPlan[] = [];
    const finalDice: SheetPlan[] = [];
    if (finalName) {
      const n = t.teams.length;
      const d = t.finalDiscipline;
      const team = (k: 1 | 2) => ({
        name: `=${finalTeamFormula(standingsName, n, k)}`,
        open: `=${finalPlayerFormula(standingsName, n, k, d, 1)}`,
        closed: `=${finalPlayerFormula(standingsName, n, k, d, 2)}`,
      });
      finals.push(
        protocolPlan({
          name: finalName,
          title: `${t.title}: final (${DISCIPLINE_NAMES[d]} pairs)`,
          seed: t.seed,
          games: t.finalGames,
          firstSet: numbering.final,
          teamA: team(1),
          teamB: team(2),
          subtitle: `Teams: 1st and 2nd of the standings, live (${standingsName}, row "Final"). A tie for a place stays blank here until the TD chooses ${inWizard('finalist')}.`,
          imp: t.imp,
          final: { standings: standingsName, discipline: d },
        }),
      );
      finalDice.push(
        ...dicePlans({
          names: names.slice(diceAt + 3 * t.disciplines.length),
          title: `${t.title}: dice for the final`,
          seed: t.seed,
          sets: sets(t.seed, numbering.final, t.finalGames),
          labels: Array.from({ length: t.finalGames }, (_, i) => `final, game ${i + 1}`),
        }),
      );
    }
    // Written in tab order: the standings read protocols and a final written after them (a formula naming a sheet
    // that does not exist yet reads it once it is written), the final reads the standings.
    return [standings, ...protocols, ...finals, ...dice, ...finalDice];
  };

  // An event too large for one run is written over several (docs/rules.md §0.5); the standings open at the end.
  createSheets(ss, build, { what: tournamentCreation(t), extraCalls: 1, finish: { name: ACTIVATE, data: 0 } });

  const protocolNames = names.slice(1, 1 + matches.length);
  return {
    sheets: names,
    rounds: schedule.map((r) => ({
      round: r.round,
      matches: r.matches.map((m) => ({ teamA: m.teamA, teamB: m.teamB, sheet: protocolNames[matches.indexOf(m)], discipline: m.discipline, cycle: m.cycle })),
      ...(r.bye === undefined ? {} : { bye: r.bye }),
    })),
    ...(t.final ? { final: { sheet: names[1 + matches.length], games: t.finalGames, discipline: t.finalDiscipline } } : {}),
    creating: creationInProgress(),
  };
}

/** How a printed set is named in messages. */
export const diceCreation = (d: DiceInputChecked): string => `This dice set (set ${d.set}, ${d.rolls} rolls per side)`;

/** One set: its referee copy and a copy per room. */
export function createDiceSheet(ss: Spreadsheet, d: DiceInputChecked): string[] {
  const build = (book: Spreadsheet): SheetPlan[] =>
    dicePlans({
      names: freeNames(book, diceNames(d.title, ` ${d.set}`, SET_SUFFIX)),
      title: `${d.title}: set of rolls Nr. ${d.set}`,
      seed: d.seed,
      sets: sets(d.seed, d.set, 1, d.rolls),
      labels: [`${d.rolls} rolls per side`],
    });
  const made = createSheets(ss, build, { what: diceCreation(d), extraCalls: 1, after: ([referee]) => referee.activate() });
  return made.map((s) => s.getName());
}
