/**
 * Reading a duplicate event back (docs/rules.md §2.6–§2.9): the standings sheet parsed (teams, matches, the TD's
 * finalist choice), every match's protocol parsed and scored with the rules, and the final's protocol with its teams
 * from the standings. Read → parse (sheets/) → score (rules/); nothing here indexes a cell or reads a formula's output.
 */
import { readSheet } from '../../../shared/server/readSheet';
import { nameKey } from '../../../shared/rules/names';
import { addonKind, metadataValue } from '../../../shared/server/metadata';
import { scoreProtocol, type EventMatch, type ProtocolTeam, type ScoredProtocol, type TypedProtocol } from '../rules/publish';
import type { Discipline } from '../rules/event';
import { FINAL_PROTOCOL, parseProtocol, typedProtocol, type ProtocolRead } from '../sheets/protocol';
import { disciplineLabel, eventTitle, isChoiceProblem, parseStandings, type StandingsRead, type StandingsTeam } from '../sheets/standings';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export interface ScoredRead {
  read: ProtocolRead;
  p: TypedProtocol;
  scored: ScoredProtocol;
}

/** A round-robin or match protocol: its teams are literal cells. */
export function readProtocol(sheet: Sheet): ScoredRead {
  const read = parseProtocol(readSheet(sheet));
  const p = typedProtocol(read);
  return { read, p, scored: scoreProtocol(p) };
}

export interface EventRead {
  standings: Sheet;
  read: StandingsRead;
  /** The event's title (the standings' title without its suffix). */
  title: string;
  teams: StandingsTeam[];
  names: string[];
  matches: EventMatch[];
  /**
   * Generated cells of the standings and the protocols that no longer say what the plans wrote (a count, a team
   * number, a match row, a game row's labels, the scoring tables), one line each naming the sheet cell.
   */
  damaged: string[];
}

/** A problem of a parsed sheet as one line: `"Cup Standings" T9: should hold …`. */
export const problemLine = (x: { where: string; message: string }): string => `${x.where}: ${x.message}`;

/** The event of a standings sheet: its teams (entry order), its matches with their scored protocols, the TD's choice. */
export function readEvent(ss: Spreadsheet, standings: Sheet): EventRead {
  const read = parseStandings(readSheet(standings));
  const damaged = read.problems.filter((x) => !isChoiceProblem(x)).map(problemLine);
  // A match whose teams are not the event's is left out (parseStandings names its cells); the rest in tab order, the
  // order the protocols were made in, whatever order the TD sorted the matches block into.
  const keys = new Set(read.teams.map((t) => nameKey(t.name)));
  const known = read.matches.filter((m) => keys.has(nameKey(m.teamA)) && keys.has(nameKey(m.teamB)));
  // Each tab's position read once (one call a protocol), not once per comparison of the sort.
  const sheets = known.map((m) => {
    const sheet = ss.getSheetByName(m.protocol);
    return { m, sheet, tab: sheet ? sheet.getIndex() : Number.MAX_SAFE_INTEGER };
  });
  sheets.sort((x, y) => x.tab - y.tab);
  const matches = sheets.map(({ m, sheet }): EventMatch => {
    if (!sheet) {
      throw new Error(
        `The protocol '${m.protocol}' (round ${m.round}, ${m.teamA} v ${m.teamB}; '${standings.getName()}' row ${m.sheetRow}) is missing: was it renamed or deleted?`,
      );
    }
    const protocol = readProtocol(sheet);
    damaged.push(...protocol.read.problems.map(problemLine));
    // The protocol's teams (B4, B5) are the match's teams in the standings (the winners typed there name them).
    for (const [cell, side, team] of [
      ['B4', protocol.read.teamA, m.teamA],
      ['B5', protocol.read.teamB, m.teamB],
    ] as const) {
      if (nameKey(side.name) !== nameKey(team)) {
        damaged.push(`"${m.protocol}" ${cell}: should hold "${team}", as '${standings.getName()}' row ${m.sheetRow} names the match; it holds "${side.name}"`);
      }
    }
    return {
      round: m.round,
      discipline: disciplineLabel(m.discipline, m.cycle),
      teamA: m.teamA,
      teamB: m.teamB,
      protocol: m.protocol,
      scored: protocol.scored,
    };
  });
  return { standings, read, title: eventTitle(read.title), teams: read.teams, names: read.teams.map((t) => t.name), matches, damaged };
}

/** The final sheet of the event whose standings are `standings` (named "… Final", kind duplicate-final). */
export function findFinal(ss: Spreadsheet, standings: Sheet): Sheet | undefined {
  const finals = ss.getSheets().filter((s) => addonKind(s) === FINAL_PROTOCOL.kind);
  const standingsOf = (s: Sheet): string => metadataValue(s, FINAL_PROTOCOL.keys.standings) ?? '';
  const named = finals.find((s) => standingsOf(s) === standings.getName());
  if (named) return named;
  // The standings renamed (the Final's formulas follow the new name, its metadata keeps the old one): the one final
  // whose standings are gone is this event's.
  const orphans = finals.filter((s) => !ss.getSheetByName(standingsOf(s)));
  return orphans.length === 1 ? orphans[0] : undefined;
}

/** The final's protocol scored with its teams and the chosen discipline's pairs from the standings (its own team cells are formulas). */
export function scoreFinal(read: ProtocolRead, e: EventRead, finalists: [string, string]): { p: TypedProtocol; scored: ScoredProtocol } {
  const discipline: Discipline = read.final?.discipline ?? 'backgammon';
  const team = (name: string): ProtocolTeam => {
    const pair = e.teams.find((x) => x.name === name)?.pairs[discipline] ?? ['', ''];
    return { name, open: pair[0], closed: pair[1] };
  };
  const p = typedProtocol(read, { teamA: team(finalists[0]), teamB: team(finalists[1]) });
  return { p, scored: scoreProtocol(p) };
}
