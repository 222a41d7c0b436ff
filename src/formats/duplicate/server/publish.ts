/**
 * The duplicate extractors of publishStandings (src/publish.ts; README "Publishing standings"). They read the sheets
 * (readSheet), parse them with their sheets/ modules — team and player names, the games per room, the IMP table's
 * name, the matches block's teams and protocol names, each game's cube, outcome and winner, the TD's finalist choice —
 * and compute SMP, IMP, VP, the standings and the finalists with the rules (rules/publish.ts), never reading a
 * formula's output. They never write.
 */
import type { StandingsExtractor } from '../../../shared/rules/publish';
import { readSheet } from '../../../shared/server/readSheet';
import { DISCIPLINE_NAMES } from '../rules/event';
import { eventTable, finalChangeText, finalNamed, protocolDoc, scoreProtocol, standingsDoc, type ScoredProtocol } from '../rules/publish';
import type { ProtocolRead } from '../sheets/protocol';
import { FINAL_PROTOCOL, MATCH_PROTOCOL, parseProtocol, PROTOCOL_COLUMNS, typedProtocol } from '../sheets/protocol';
import { addonKind } from '../../../shared/server/metadata';
import { a1 } from '../../../shared/sheets/plan';
import { isChoiceProblem, STANDINGS } from '../sheets/standings';
import { DICE } from '../sheets/dice';
import { findFinal, problemLine, readEvent, scoreFinal } from './event';
import { inWizard } from '../rules/actions';

/** 'duplicate-standings': the team standings, the finalists marked, and the matches. */
export const duplicateStandings: StandingsExtractor = (ss, sheet, context) => {
  const e = readEvent(ss, sheet);
  const finalSheet = e.read.final ? findFinal(ss, sheet) : undefined;
  const final = finalSheet ? parseProtocol(readSheet(finalSheet)) : undefined;
  const discipline = final?.final?.discipline ?? 'backgammon';
  const named = final ? namedIn(final, e.names) : [];
  const doc = standingsDoc(
    {
      title: e.title,
      teams: e.names,
      matches: e.matches,
      ...(e.read.final
        ? {
            final: {
              choice: e.read.choice,
              named,
              discipline: DISCIPLINE_NAMES[discipline],
              protocol: final ? (f: [string, string]) => scoreFinal(final, e, f) : undefined,
            },
          }
        : {}),
    },
    context.date,
  );
  return { ...doc, problems: [...eventProblems(e), ...changeLines(e, named)] };
};

/** The event's teams the final's typed winners name. */
const namedIn = (final: ProtocolRead, teams: readonly string[]): string[] =>
  finalNamed(
    final.rows.map((r) => r.winner),
    teams,
  );

/** The places of the final, frozen by the final's typed games (docs/rules.md §2.9). */
function placesOf(e: ReturnType<typeof readEvent>, named: readonly string[]) {
  return eventTable({ teams: e.names, matches: e.matches, final: { choice: e.read.choice, named, discipline: '' } }).places;
}

/** The TD's flag when the standings changed after the final began, naming the standings' Final row. */
function changeLines(e: ReturnType<typeof readEvent>, named: readonly string[]): string[] {
  const places = placesOf(e, named);
  // Listed until the TD decides (a pair chosen as played settles it).
  const text = places && !(places.decided && places.chosen) ? finalChangeText(places) : undefined;
  return text ? [`'${e.standings.getName()}' row "Final": ${text}`] : [];
}

/** 'duplicate-protocol' and 'duplicate-final': one match's games, totals, VP and winner. */
export const duplicateProtocol: StandingsExtractor = (ss, sheet, context) => {
  const read = parseProtocol(readSheet(sheet));
  if (read.final === undefined) {
    const p = typedProtocol(read);
    const scored = scoreProtocol(p);
    return { ...protocolDoc(p, scored, context.date), problems: [...read.problems.map(problemLine), ...rowLines(sheet.getName(), scored)] };
  }
  const standings = ss.getSheetByName(read.final.standings);
  if (!standings) {
    throw new Error(`The standings '${read.final.standings}' of the final '${sheet.getName()}' are missing (renamed or deleted?): its teams come from them`);
  }
  const e = readEvent(ss, standings);
  const named = namedIn(read, e.names);
  const places = placesOf(e, named);
  if (!places?.decided) {
    throw new Error(
      `The final's teams are not decided yet: teams are level for a final place in '${standings.getName()}'. Choose them first ${inWizard('finalist')}.`,
    );
  }
  const { p, scored } = scoreFinal(read, e, [places.teamA, places.teamB]);
  return {
    ...protocolDoc(p, scored, context.date),
    problems: [...read.problems.map(problemLine), ...e.damaged, ...changeLines(e, named), ...rowLines(sheet.getName(), scored)],
  };
};

/** 'duplicate-dice': a dice sheet has no standings; say where they are. */
export const duplicateDice: StandingsExtractor = (_ss, sheet) => {
  throw new Error(`"${sheet.getName()}" is a dice sheet: it holds rolls, not results. Publish the event's Standings sheet or a match's Protocol.`);
};

/** "Cup R1 Red v Blue I12: game 2 OPEN: an outcome but no winner": a row the rules leave out, naming its sheet cell. */
function rowLines(sheet: string, scored: ScoredProtocol): string[] {
  const column = { cube: PROTOCOL_COLUMNS.cube, outcome: PROTOCOL_COLUMNS.outcome, winner: PROTOCOL_COLUMNS.winner };
  return scored.problems.map((x) => `${sheet}${x.sheetRow === undefined ? '' : ` ${a1(x.sheetRow, column[x.entry])}`}: ${x.why}`);
}

/** An event's problems: the standings' own cells that do not read, then every protocol's rows that do not count. */
function eventProblems(e: ReturnType<typeof readEvent>): string[] {
  const choice = e.read.problems.filter(isChoiceProblem).map(problemLine);
  return [...e.damaged, ...choice, ...e.matches.flatMap((m) => rowLines(m.protocol, m.scored))];
}

/**
 * The problems publishing a sheet leaves out, one line each naming the sheet cell (Publish standings lists them above
 * the text, so nobody posts standings with a silently dropped game): for the standings, every protocol's
 * rows that do not count and the standings' own cells that do not read (a finalist choice that is not a team
 * number); for a protocol or the Final, its rows. Empty when there is nothing to fix; the post itself is unchanged.
 */
export function duplicateProblems(ss: GoogleAppsScript.Spreadsheet.Spreadsheet, sheet: GoogleAppsScript.Spreadsheet.Sheet): string[] {
  const kind = addonKind(sheet);
  if (kind === STANDINGS.kind) {
    const e = readEvent(ss, sheet);
    const finalSheet = e.read.final ? findFinal(ss, sheet) : undefined;
    return [...eventProblems(e), ...(finalSheet ? changeLines(e, namedIn(parseProtocol(readSheet(finalSheet)), e.names)) : [])];
  }
  if (kind === MATCH_PROTOCOL.kind || kind === FINAL_PROTOCOL.kind) {
    const read = parseProtocol(readSheet(sheet));
    const own = read.problems.map(problemLine);
    if (read.final === undefined) return [...own, ...rowLines(sheet.getName(), scoreProtocol(typedProtocol(read)))];
    const standings = ss.getSheetByName(read.final.standings);
    if (!standings) return own;
    const e = readEvent(ss, standings);
    const named = namedIn(read, e.names);
    const places = placesOf(e, named);
    return [
      ...own,
      ...e.damaged,
      ...changeLines(e, named),
      ...(places?.decided ? rowLines(sheet.getName(), scoreFinal(read, e, [places.teamA, places.teamB]).scored) : []),
    ];
  }
  return [];
}

/** The duplicate extractors by sheet kind (for publishStandings' registry). */
export const DUPLICATE_EXTRACTORS: Readonly<Record<string, StandingsExtractor>> = {
  [STANDINGS.kind]: duplicateStandings,
  [MATCH_PROTOCOL.kind]: duplicateProtocol,
  [FINAL_PROTOCOL.kind]: duplicateProtocol,
  [DICE.kind]: duplicateDice,
};
