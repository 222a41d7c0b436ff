/**
 * The duplicate extractors of publishStandings (src/publish.ts; README "Publishing standings"). They read only what
 * was typed or written as text — team and player names, the games per room, the IMP table's name, the matches
 * block's team and protocol names, each game's cube, outcome and winner, the TD's finalist choice — and compute SMP,
 * IMP, VP, the standings and the finalists with the rules (rules/publish.ts), never reading a formula's output.
 * They never write.
 */
import type { StandingsExtractor } from '../../../shared/rules/publish';
import { ADDON_SHEET_KEY } from '../../../shared/server/applyPlan';
import { columnLetters } from '../../../shared/sheets/plan';
import { validateGames } from '../rules/match';
import { eventTable, gameOf, protocolDoc, scoreProtocol, standingsDoc, type EventMatch, type ProtocolTeam, type ScoredProtocol, type TypedProtocol } from '../rules/publish';
import { PROTOCOL_COLUMNS, PROTOCOL_FIRST_GAME_ROW, PROTOCOL_HEADER_ROW } from '../sheets/protocol';
import { CALC_COLUMNS, FINAL_COLUMNS, finalRow, MATCH_COLUMNS, matchesHeaderRow, STANDINGS_FIRST_ROW } from '../sheets/standings';
import { TABLE_COLUMNS } from '../sheets/tables';
import { metadataValue as meta } from '../../../shared/server/metadata';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
const STANDINGS_SUFFIX = ': team standings';

/** A protocol's title, games per room and IMP table (literal cells A1, D2 and the IMP table's header). */
function protocolHead(sheet: Sheet): { title: string; games: number; imp: 'fairbg' | 'wbf'; names: unknown[][] } {
  const top = sheet.getRange(1, 1, 5, 4).getValues();
  const where = `'${sheet.getName()}'`;
  let games: number;
  try {
    games = validateGames(top[1][3]);
  } catch {
    throw new Error(`${where}: D2 should hold the games per room (4 5 6 7 8 10 12); it holds "${text(top[1][3])}". Was the protocol edited?`);
  }
  const header = text(sheet.getRange(PROTOCOL_HEADER_ROW, TABLE_COLUMNS.imp).getValue());
  const imp = /wbf/i.test(header) ? 'wbf' : /fairbg/i.test(header) ? 'fairbg' : undefined;
  if (imp === undefined) {
    throw new Error(`${where}: ${columnLetters(TABLE_COLUMNS.imp)}${PROTOCOL_HEADER_ROW} should name the IMP table ("IMP (fairbg)" or "IMP (WBF)"); it holds "${header}"`);
  }
  return { title: text(top[0][0]), games, imp, names: top };
}

/** The typed game rows (cube, outcome, winner) of a protocol of `games` games per room. */
function typedRows(sheet: Sheet, games: number): TypedProtocol['rows'] {
  const C = PROTOCOL_COLUMNS;
  const values = sheet.getRange(PROTOCOL_FIRST_GAME_ROW, C.cube, 2 * games, C.winner - C.cube + 1).getValues();
  return values.map((r) => ({ cube: r[0], outcome: r[C.outcome - C.cube], winner: r[C.winner - C.cube] }));
}

/** Problems name the sheet's cell row: "game 2 CLOSED (row 13): …". */
function withRows(scored: ScoredProtocol): ScoredProtocol {
  return {
    ...scored,
    problems: scored.problems.map((p) => {
      const { game, room } = gameOf(p.row);
      const head = `game ${game} ${room === 'O' ? 'OPEN' : 'CLOSED'}`;
      return { ...p, message: p.message.replace(head, `${head} (row ${PROTOCOL_FIRST_GAME_ROW + p.row})`) };
    }),
  };
}

/** A round-robin or match protocol: its teams are literal cells (B4:D5). */
function readProtocol(sheet: Sheet): { p: TypedProtocol; scored: ScoredProtocol } {
  const head = protocolHead(sheet);
  const team = (r: number): ProtocolTeam => ({ name: text(head.names[r][1]), open: text(head.names[r][2]), closed: text(head.names[r][3]) });
  const p: TypedProtocol = { title: head.title, games: head.games, imp: head.imp, teamA: team(3), teamB: team(4), rows: typedRows(sheet, head.games) };
  return { p, scored: withRows(scoreProtocol(p)) };
}

interface EventRead {
  standings: Sheet;
  title: string;
  teams: { name: string; backgammon: [string, string]; longGammon: [string, string] }[];
  matches: EventMatch[];
  final: boolean;
  choice: unknown[];
}

/** The event of a standings sheet: its teams (entry order), its matches with their scored protocols, the TD's choice. */
function readEvent(ss: Spreadsheet, standings: Sheet): EventRead {
  const n = Number(meta(standings, 'td-duplicate-teams'));
  if (!Number.isInteger(n) || n < 2) throw new Error(`'${standings.getName()}' has lost its team count (developer metadata); recreate the event's standings`);
  const K = CALC_COLUMNS;
  const teams = standings
    .getRange(STANDINGS_FIRST_ROW, K.team, n, K.longGammon2 - K.team + 1)
    .getValues()
    .map((r) => ({ name: text(r[0]), backgammon: [text(r[1]), text(r[2])] as [string, string], longGammon: [text(r[3]), text(r[4])] as [string, string] }));
  const F = FINAL_COLUMNS;
  const fRow = finalRow(n);
  const finalCells = standings.getRange(fRow, F.choice1, 1, F.matches - F.choice1 + 1).getValues()[0];
  const count = Number(finalCells[F.matches - F.choice1]);
  const M = MATCH_COLUMNS;
  const first = matchesHeaderRow(n) + 1;
  const listed = count > 0 ? standings.getRange(first, 1, count, M.protocol).getValues() : [];
  const matches = listed.map((r, i): EventMatch => {
    const name = text(r[M.protocol - 1]);
    const sheet = ss.getSheetByName(name);
    if (!sheet) {
      throw new Error(`The protocol '${name}' (round ${text(r[0])}, ${text(r[2])} v ${text(r[3])}; '${standings.getName()}' row ${first + i}) is missing: was it renamed or deleted?`);
    }
    return { round: Number(r[0]), discipline: text(r[1]), teamA: text(r[2]), teamB: text(r[3]), protocol: name, scored: readProtocol(sheet).scored };
  });
  const a1 = text(standings.getRange(1, 1).getValue());
  return {
    standings,
    title: a1.endsWith(STANDINGS_SUFFIX) ? a1.slice(0, -STANDINGS_SUFFIX.length) : a1,
    teams,
    matches,
    final: meta(standings, 'td-duplicate-final') === 'yes',
    choice: [finalCells[0], finalCells[1]],
  };
}

/** The final sheet of the event whose standings are `standings` (named "… — Final", kind duplicate-final). */
function findFinal(ss: Spreadsheet, standings: Sheet): Sheet | undefined {
  return ss
    .getSheets()
    .filter((s) => s.getName().includes('— Final') && !s.getName().includes('— Dice'))
    .find((s) => meta(s, ADDON_SHEET_KEY) === 'duplicate-final' && meta(s, 'td-duplicate-standings') === standings.getName());
}

/** The final's protocol with its teams and players computed from the standings (its own team cells are formulas). */
function readFinal(final: Sheet, e: EventRead, finalists: [string, string]): { p: TypedProtocol; scored: ScoredProtocol } {
  const head = protocolHead(final);
  const discipline = meta(final, 'td-duplicate-discipline') === 'longGammon' ? 'longGammon' : 'backgammon';
  const team = (name: string): ProtocolTeam => {
    const t = e.teams.find((x) => x.name === name);
    const pair = t ? t[discipline] : ['', ''];
    return { name, open: pair[0], closed: pair[1] };
  };
  const p: TypedProtocol = { title: head.title, games: head.games, imp: head.imp, teamA: team(finalists[0]), teamB: team(finalists[1]), rows: typedRows(final, head.games) };
  return { p, scored: withRows(scoreProtocol(p)) };
}

const DISCIPLINE_WORDS = { backgammon: 'backgammon', longGammon: 'long gammon' } as const;

/** 'duplicate-standings': the team standings, the finalists marked, and the matches. */
export const duplicateStandings: StandingsExtractor = (ss, sheet, context) => {
  const e = readEvent(ss, sheet);
  const final = e.final ? findFinal(ss, sheet) : undefined;
  const discipline = final && meta(final, 'td-duplicate-discipline') === 'longGammon' ? 'longGammon' : 'backgammon';
  return standingsDoc(
    {
      title: e.title,
      teams: e.teams.map((t) => t.name),
      matches: e.matches,
      ...(e.final ? { final: { choice: e.choice, discipline: DISCIPLINE_WORDS[discipline], protocol: final ? (f: [string, string]) => readFinal(final, e, f) : undefined } } : {}),
    },
    context.date,
  );
};

/** 'duplicate-protocol' and 'duplicate-final': one match's games, totals, VP and winner. */
export const duplicateProtocol: StandingsExtractor = (ss, sheet, context) => {
  if (meta(sheet, ADDON_SHEET_KEY) !== 'duplicate-final') {
    const { p, scored } = readProtocol(sheet);
    return protocolDoc(p, scored, context.date);
  }
  const standings = ss.getSheetByName(meta(sheet, 'td-duplicate-standings') ?? '');
  if (!standings) throw new Error(`The standings of the final '${sheet.getName()}' are missing (renamed or deleted?): its teams come from them`);
  const e = readEvent(ss, standings);
  const { places } = eventTable({ teams: e.teams.map((t) => t.name), matches: e.matches, final: { choice: e.choice, discipline: '' } });
  if (!places?.decided) {
    throw new Error(`The final's teams are not decided yet: teams are level for a final place in '${standings.getName()}'. Choose them first (wizard: Choose duplicate finalist).`);
  }
  const { p, scored } = readFinal(sheet, e, [places.teamA, places.teamB]);
  return protocolDoc(p, scored, context.date);
};

/** 'duplicate-dice': a dice sheet has no standings; say where they are. */
export const duplicateDice: StandingsExtractor = (_ss, sheet) => {
  throw new Error(`"${sheet.getName()}" is a dice sheet: it holds rolls, not results. Publish the event's Standings sheet or a match's Protocol.`);
};
