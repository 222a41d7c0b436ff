/**
 * "My matches": one sheet for the whole set. A player drop-down (B2) and, below it, that player's games in every
 * group they play: group, round, phase, opponent, who invites, match id, the result from THAT player's view (a loss
 * reads L…, an adjudicated timeout WT x / LT x), the points, and a note (struck out by a removal, to adjudicate).
 *
 * The view is one array formula per column, never one per row: each view column is one FILTER of the block on the
 * right (hidden working columns) by its Key column (one formula: the picked player's games), in block order (group,
 * then the Games sheet's order). The block reads each game from its Games sheet with one plain reference per cell
 * (a typed result recomputes that cell only) and turns the result into each player's view with one array formula
 * per group. The Next step line reads counts over the view, never over every game of the set.
 */
import { nameKey } from '../../../shared/rules/names';
import { a1, colRange, columnLetters, onSheet, parseA1, rangeA1, type PlanCell, type SheetPlan, widthsFrom } from '../../../shared/sheets/plan';
import { COLOR } from '../../../shared/sheets/styles';
import { kindMetadata, sheetKind, type SheetGrid } from '../../../shared/sheets/read';
import { SET_ONLY } from './keys';
import { asText } from '../../../shared/sheets/text';
import { GAMES, REMOVED_FLAG, rowParts } from './layout';
import { scoreRefs, STATUS_CHECK, STATUS_TO_ADJUDICATE, viewFormula } from './resultFormulas';
import { MENU, NEXT_STEP_STYLE, nextStepFormula, problemsStage, progressParts, type Stage, type StepPart } from '../../../shared/sheets/nextStep';
import type { RoundRobinModel } from './types';

/** The set's My matches sheet: its kind and metadata keys. */
export const MY_MATCHES_SHEET = sheetKind('ttt-my-matches', SET_ONLY);

/** The view's header: short enough that A:K (MY_WIDTHS) fit the first screen beside the sidebar. */
export const MY_HEADER = ['Group', 'Round', 'Phase', 'Opponent', 'Inviter', 'Match id', 'Result', 'Points', 'Opp. points', 'Note', 'Who invites'];
/**
 * The view's column widths (px), each one of the standard widths (limits.ts: a width is written rounded up to one):
 * 920 in all, so the whole view (the Note's longest text, "on the waiting list: no game yet", included) is in view
 * at 1400 × 900 with the sidebar open (about 1010 px of grid, the row numbers 46). Result and points are the picked
 * player's (row 3 says so).
 */
export const MY_WIDTHS = [60, 60, 60, 100, 100, 60, 60, 60, 80, 200, 80];
export const ALL_HEADER = [
  'Group',
  'Round',
  'Phase',
  'Inviter',
  'Invitee',
  'Match id',
  "Inviter's view",
  "Invitee's view",
  'Inviter points',
  'Invitee points',
  'Struck out',
  'Status',
  'Key',
];
/**
 * Where things sit: the view from row 5 (A:K), every game of the set from M, the players AA (waiting players too),
 * the waiting players AB, and each game's result cell and adjudicated score copied from its Games row (AC:AD), which
 * the views read on this sheet. L:AD are working columns (hidden, protected); the Next step line is C1.
 */
export const MY = {
  playerCell: 'B2',
  nextStepCell: 'C1',
  headerRow: 4,
  firstRow: 5,
  allColumn: 13,
  playersColumn: 27,
  waitingColumn: 28,
  copyColumn: 29,
} as const;
export const NOTE_WAITING = 'on the waiting list: no game yet';
export const YOU_INVITE = 'you invite';
export const THEY_INVITE = 'they invite';
export const COPY_HEADER = ['Result as typed', 'Adjudicated'];
export const NOTE_STRUCK_OUT = 'struck out: a player was removed';
/** The first working column (L, left empty) and the last (AD): hidden. */
const WORK_FIRST = 12;
const WORK_LAST = MY.copyColumn + COPY_HEADER.length - 1;

/** Every game of the set in block order (group by group, each in its Games sheet's order) with its Games row. */
function blockGames(
  model: RoundRobinModel,
): { g: RoundRobinModel['groups'][number]; game: RoundRobinModel['groups'][number]['games'][number]; sheetRow: number }[] {
  return model.groups.flatMap((g) => g.games.map((game, i) => ({ g, game, sheetRow: GAMES.firstRow + i })));
}

/** The counts the Next step line reads (hidden row 2 from M, labels above): over the view, never over every game. */
const COUNT_HEADER = ['Games (view)', 'In', 'To adjudicate', 'Is a player', 'Adjudications (words)', 'Slips'];
const COUNT_ROW = 2;
const count = (k: number): string => a1(COUNT_ROW, MY.allColumn + k, true);

function countFormulas(players: number, viewLast: number): string[] {
  const view = (c: number): string => colRange(c, MY.firstRow, viewLast, true);
  return [
    `=SUMPRODUCT((LEN(${view(1)})>0)*1)`,
    `=SUMPRODUCT(((LEN(${view(7)})>0)+(${view(10)}="${NOTE_STRUCK_OUT}")>0)*1)`,
    `=COUNTIF(${view(10)}, "${STATUS_TO_ADJUDICATE}")`,
    `=SUMPRODUCT(--(${colRange(MY.playersColumn, MY.firstRow, MY.firstRow + Math.max(players, 1) - 1, true)}=$B$2))`,
    `=IF(${count(2)}>0, "; "&TEXT(${count(2)}, "0")&" to adjudicate on the Timeouts sheet", "")`,
    `=COUNTIF(${view(10)}, "${STATUS_CHECK}")`,
  ];
}

/** The Next step line (C1): what to pick, then the picked player's games and how many are in, then what comes next. */
function myNextStep(players: number, waiting: number): string {
  const sel = '$B$2';
  const [games, played, toAdjudicate, isPlayer, adjudicate, slips] = [0, 1, 2, 3, 4, 5].map(count);
  const typeOrImport = `type results on the Games sheets (F) or run ${MENU} ▸ Import results`;
  const who: StepPart = { text: sel };
  const stages: Stage[] = [
    { when: `AND(LEN(${sel})>0, ${isPlayer}=0)`, say: ['Problems to fix: 1 — B2 holds “', who, '”, not a player of this set: pick a name from its list'] },
    problemsStage(slips, `results of this player's games that do not read (Note: ${STATUS_CHECK}): fix them on the Games sheets`),
    { when: `LEN(${sel})=0`, say: [`pick a player in B2 (one of the set's ${players}): their games in every group, each result from their view`] },
    ...(waiting > 0 ? [{ when: `${games}=0`, say: [who, ' is on the waiting list: no game yet — pick another player in B2'] }] : []),
    { when: `${played}=0`, say: ['no results yet — ', who, ' has ', { count: games }, ` games to play; ${typeOrImport}`] },
    {
      when: `${played}<${games}`,
      say: [who, ': ', ...progressParts(played, games, 'games'), ' in', { text: adjudicate }, ' — the rest as they are typed or imported'],
    },
    { when: `${toAdjudicate}>0`, say: [who, ': all ', { count: games }, ' games in', { text: adjudicate }] },
    { say: [who, ': all ', { count: games }, " games in — their groups' Tables hold the standings; pick another player in B2"] },
  ];
  return nextStepFormula(stages);
}

export function myMatchesPlan(model: RoundRobinModel): SheetPlan {
  const maxEntries = Math.min(3, model.groups.length);
  const perEntry = model.groups.reduce((m, g) => Math.max(m, g.games.filter((x) => x.inviter === g.players[0] || x.invitee === g.players[0]).length), 0);
  const viewRows = Math.max(1, maxEntries * perEntry);
  const viewLast = MY.firstRow + viewRows - 1;
  const all = blockGames(model);
  const allFirst = MY.firstRow;
  const allLast = allFirst + Math.max(all.length, 1) - 1;
  const L = MY.allColumn;
  const block = (k: number): string => colRange(L + k, allFirst, allLast, true);
  const sel = `$B$2`;
  const playing = new Set(model.groups.flatMap((g) => g.players).map(nameKey));
  // Players with no game at all (every entry waiting) can be picked too: the view says they are on the waiting list.
  const waitingOnly = [...new Map(model.partition.waiting.filter((w) => !playing.has(nameKey(w.name))).map((w) => [nameKey(w.name), w.name])).values()];
  const players = [...new Map([...model.groups.flatMap((g) => g.players), ...waitingOnly].map((p) => [nameKey(p), p])).values()].sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base' }),
  );

  const cells: PlanCell[][] = [];
  const put = (row: number, column: number, v: PlanCell): void => {
    while (cells.length < row) cells.push([]);
    const line = cells[row - 1];
    while (line.length < column) line.push(null);
    line[column - 1] = v;
  };
  put(1, 1, asText(`${model.settings.title} — my matches`));
  put(1, 3, myNextStep(players.length, waitingOnly.length));
  COUNT_HEADER.forEach((h, k) => put(COUNT_ROW - 1, MY.allColumn + k, h));
  countFormulas(players.length, viewLast).forEach((f, k) => put(COUNT_ROW, MY.allColumn + k, f));
  put(2, 1, 'Player');
  put(2, 2, players.length > 0 ? asText(players[0]) : null);
  put(
    3,
    1,
    "Pick a player in B2: their games in every group of the set, each result from that player's view (W2 = they won a gammon, LT 1.8 = they timed out and the opponent scored 1.8). Results are typed on the Games sheets, from the inviter's view.",
  );
  MY_HEADER.forEach((h, k) => put(MY.headerRow, 1 + k, h));
  ALL_HEADER.forEach((h, k) => put(MY.headerRow, L + k, h));
  put(MY.headerRow - 1, L, 'Every game of the set (read by the view on the left; do not edit)');
  put(MY.headerRow, MY.playersColumn, 'Players');
  put(MY.headerRow, MY.waitingColumn, 'Waiting');
  waitingOnly.forEach((p, i) => put(MY.firstRow + i, MY.waitingColumn, asText(p)));
  COPY_HEADER.forEach((h, k) => put(MY.headerRow, MY.copyColumn + k, h));
  players.forEach((p, i) => put(MY.firstRow + i, MY.playersColumn, asText(p)));

  // The view: per column, the block's columns filtered by the Key (the picked player's games, in block order), then
  // turned to the player's side — so the comparisons run over the player's games only, not over the whole set.
  const mine = (k: number): string => `FILTER(${block(k)}, ${block(12)})`;
  const isInviter = `${mine(3)}=${sel}`;
  const shown: string[] = [
    mine(0),
    mine(1),
    mine(2),
    `IF(${isInviter}, ${mine(4)}, ${mine(3)})`,
    mine(3),
    mine(5),
    `IF(${isInviter}, ${mine(6)}, ${mine(7)})`,
    `IF(${isInviter}, ${mine(8)}, ${mine(9)})`,
    `IF(${isInviter}, ${mine(9)}, ${mine(8)})`,
    `IF(${mine(10)}="${REMOVED_FLAG}", "${NOTE_STRUCK_OUT}", ${mine(11)})`,
    `IF(${isInviter}, "${YOU_INVITE}", "${THEY_INVITE}")`,
  ];
  const waitingList = waitingOnly.length > 0 ? colRange(MY.waitingColumn, MY.firstRow, MY.firstRow + waitingOnly.length - 1, true) : '';
  shown.forEach((expr, c) => {
    const none = c === 9 && waitingList !== '' ? `IF(SUMPRODUCT(--(${waitingList}=${sel}))>0, "${NOTE_WAITING}", "")` : '""';
    put(MY.firstRow, 1 + c, all.length === 0 ? null : `=ARRAYFORMULA(IFERROR(${expr}, ${none}))`);
  });

  // Every game of the set: group, round and phase as values; per group, one array formula per column over its Games sheet.
  const refs = scoreRefs(model.names.stats);
  all.forEach(({ g, game }, i) => {
    const row = allFirst + i;
    put(row, L, g.name);
    put(row, L + 1, game.round);
    put(row, L + 2, game.phase);
  });
  let row = allFirst;
  for (const g of model.groups) {
    const n = g.games.length;
    if (n === 0) continue;
    // The views read the game's result and adjudicated score from this sheet's copies (AC:AD), so no view formula
    // repeats the Games sheet's name.
    // What is read from the Games sheet is one plain reference per game (the cheapest formula there is: a typed
    // result recomputes one cell); an array formula over another sheet keeps the stand-in's engine from deleting that
    // sheet once another sheet of the set is gone (a creation undone). The two views are arrays per group (below).
    const copied: [number, number][] = [
      [L + 3, GAMES.col.inviter],
      [L + 4, GAMES.col.invitee],
      [L + 5, GAMES.col.matchId],
      [L + 8, GAMES.col.inviterPoints],
      [L + 9, GAMES.col.inviteePoints],
      [L + 10, GAMES.col.removed],
      [L + 11, GAMES.col.status],
      [MY.copyColumn, GAMES.col.result],
      [MY.copyColumn + 1, GAMES.col.adjudicated],
    ];
    for (let i = 0; i < n; i++) {
      for (const [column, from] of copied) {
        const cell = onSheet(g.gamesSheet, a1(GAMES.firstRow + i, from));
        put(row + i, column, `=IF(${cell}="", "", ${cell})`);
      }
    }
    // One array per part of the group's games (rowParts): a typed result recomputes its part's views only.
    for (const part of rowParts(row, row + n - 1)) {
      const [result, adjudicated] = [MY.copyColumn, MY.copyColumn + 1].map((c) => colRange(c, part.first, part.last, true));
      put(part.first, L + 6, `=ARRAYFORMULA(${viewFormula(refs, result, adjudicated, true)})`);
      put(part.first, L + 7, `=ARRAYFORMULA(${viewFormula(refs, result, adjudicated, false)})`);
    }
    row += n;
  }
  if (all.length > 0) put(allFirst, L + 12, `=ARRAYFORMULA((${block(3)}=${sel})+(${block(4)}=${sel})>0)`);

  return {
    name: model.names.myMatches,
    kind: MY_MATCHES_SHEET.kind,
    metadata: kindMetadata(MY_MATCHES_SHEET, { set: model.setKey }),
    cells,
    styles: [
      { range: 'A1', bold: true },
      { range: MY.nextStepCell, ...NEXT_STEP_STYLE },
      { range: 'A2', bold: true },
      { range: 'B2', background: COLOR.input, bold: true, numberFormat: '@' },
      { range: 'A3', italic: true, fontColor: COLOR.noteText },
      { range: rangeA1(MY.headerRow, 1, MY.headerRow, MY_HEADER.length), bold: true, background: COLOR.header },
      { range: rangeA1(MY.headerRow, L, MY.headerRow, L + ALL_HEADER.length - 1), bold: true, background: COLOR.grey },
      { range: rangeA1(MY.headerRow, MY.playersColumn, MY.headerRow, MY.waitingColumn), bold: true, background: COLOR.grey },
      { range: rangeA1(allFirst, L, allLast, L + ALL_HEADER.length - 1), fontColor: COLOR.noteText },
      { range: rangeA1(MY.headerRow, MY.copyColumn, MY.headerRow, MY.copyColumn + 1), bold: true, background: COLOR.grey },
      { range: rangeA1(allFirst, MY.copyColumn, allLast, MY.copyColumn + 1), fontColor: COLOR.faintText },
      { range: rangeA1(MY.firstRow, 8, viewLast, 9), numberFormat: '0.0' },
    ],
    columnWidths: widthsFrom(1, MY_WIDTHS),
    hiddenColumns: [{ column: WORK_FIRST, count: WORK_LAST - WORK_FIRST + 1 }],
    conditionalFormats: [
      {
        range: rangeA1(MY.firstRow, 1, viewLast, MY_HEADER.length),
        formula: `=$${columnLetters(MY_HEADER.length - 1)}${MY.firstRow}="${NOTE_STRUCK_OUT}"`,
        fontColor: COLOR.faintText,
        strikethrough: true,
      },
    ],
    frozenRows: MY.headerRow,
    dropDowns: [
      {
        range: MY.playerCell,
        listRange: colRange(MY.playersColumn, MY.firstRow, MY.firstRow + Math.max(players.length, 1) - 1),
        allowInvalid: false,
        helpText: `A player of the set: pick a name from the list (the ${players.length} players of the set).`,
      },
    ],
    protections: [
      { range: rangeA1(MY.firstRow, 1, viewLast, MY_HEADER.length), description: 'My matches view (formulas)' },
      { range: rangeA1(COUNT_ROW, L, COUNT_ROW, L + COUNT_HEADER.length - 1), description: 'Counts the Next step line reads (formulas over the view)' },
      { range: rangeA1(allFirst, L, allLast, L + ALL_HEADER.length - 1), description: 'Every game of the set (formulas over the Games sheets)' },
      {
        range: rangeA1(allFirst, MY.copyColumn, allLast, MY.copyColumn + 1),
        description: "Each game's result and adjudicated score (formulas over the Games sheets)",
      },
    ],
  };
}

export interface ParsedMyMatches {
  setKey: string | undefined;
  /** The player picked in B2 ('' when none). */
  player: string;
  /** The drop-down's players (column AA), sorted by name. */
  players: string[];
}

/** The My matches sheet read back: the picked player and the set's players (the view itself is formulas). */
export function parseMyMatches(grid: SheetGrid): ParsedMyMatches {
  const pick = parseA1(MY.playerCell);
  const players: string[] = [];
  for (let row = MY.firstRow; row <= grid.rows && !grid.blank(row, MY.playersColumn); row++) players.push(grid.name(row, MY.playersColumn));
  return { setKey: grid.meta(MY_MATCHES_SHEET.keys.set), player: grid.name(pick.row, pick.column), players };
}
