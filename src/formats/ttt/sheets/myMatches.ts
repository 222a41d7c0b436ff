/**
 * "My matches": one sheet for the whole set. A player drop-down (B2) and, below it, that player's games in every
 * group they play: group, round, phase, opponent, who invites, match id, the result from THAT player's view (a loss
 * reads L…, an adjudicated timeout WT x / LT x), the points, and a note (struck out by a removal, to adjudicate).
 *
 * No FILTER/QUERY (the preview engine lacks them, and their sizing differs): the right-hand block lists every game
 * of the set, live from the Games sheets, with a key column holding the row number of each game the selected player
 * plays in; row k of the view takes the k-th smallest key (SMALL) and reads the game with INDEX.
 */
import { nameKey } from '../../../shared/rules/names';
import { a1, colRange, columnLetters, onSheet, parseA1, rangeA1, type PlanCell, type SheetPlan, widthsFrom } from '../../../shared/sheets/plan';
import { COLOR } from '../../../shared/sheets/styles';
import { kindMetadata, sheetKind, type SheetGrid } from '../../../shared/sheets/read';
import { SET_ONLY } from './keys';
import { asText } from '../../../shared/sheets/text';
import { GAMES, REMOVED_FLAG } from './layout';
import { scoreRefs, viewFormula } from './resultFormulas';
import type { RoundRobinModel } from './types';

/** The set's My matches sheet: its kind and metadata keys. */
export const MY_MATCHES_SHEET = sheetKind('ttt-my-matches', SET_ONLY);

export const MY_HEADER = [
  'Group',
  'Round',
  'Phase',
  'Opponent',
  'Inviter',
  'Match id',
  'Result (my view)',
  'Points',
  "Opponent's points",
  'Note',
  'Invitation',
];
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
 * Where things sit: the view from row 5 (its helper #, L), every game of the set from M, the players AA (waiting
 * players too), the waiting players AB, and each game's result cell and adjudicated score copied from its Games row
 * (AC:AD), which the views read on this sheet.
 */
export const MY = {
  playerCell: 'B2',
  headerRow: 4,
  firstRow: 5,
  helperColumn: 12,
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

export function myMatchesPlan(model: RoundRobinModel): SheetPlan {
  const maxEntries = Math.min(3, model.groups.length);
  const perEntry = model.groups.reduce((m, g) => Math.max(m, g.games.filter((x) => x.inviter === g.players[0] || x.invitee === g.players[0]).length), 0);
  const viewRows = Math.max(1, maxEntries * perEntry);
  const all = model.groups.flatMap((g) => g.games.map((game, i) => ({ g, game, sheetRow: GAMES.firstRow + i })));
  const allFirst = MY.firstRow;
  const allLast = allFirst + Math.max(all.length, 1) - 1;
  const L = MY.allColumn;
  const col = (k: number): string => colRange(L + k, 1, allLast, true); // from row 1 so INDEX takes the sheet row
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
  put(2, 1, 'Player');
  put(2, 2, players.length > 0 ? asText(players[0]) : null);
  put(
    3,
    1,
    "Pick a player in B2: their games in every group of the set, each result from that player's view (W2 = they won a gammon, LT 1.8 = they timed out and the opponent scored 1.8). Results are typed on the Games sheets, from the inviter's view.",
  );
  MY_HEADER.forEach((h, k) => put(MY.headerRow, 1 + k, h));
  put(MY.headerRow, MY.helperColumn, '#');
  ALL_HEADER.forEach((h, k) => put(MY.headerRow, L + k, h));
  put(MY.headerRow - 1, L, 'Every game of the set (read by the view on the left; do not edit)');
  put(MY.headerRow, MY.playersColumn, 'Players');
  put(MY.headerRow, MY.waitingColumn, 'Waiting');
  waitingOnly.forEach((p, i) => put(MY.firstRow + i, MY.waitingColumn, asText(p)));
  COPY_HEADER.forEach((h, k) => put(MY.headerRow, MY.copyColumn + k, h));
  players.forEach((p, i) => put(MY.firstRow + i, MY.playersColumn, asText(p)));

  for (let k = 0; k < viewRows; k++) {
    const row = MY.firstRow + k;
    const h = `$${columnLetters(MY.helperColumn)}${row}`;
    const at = (c: number): string => `INDEX(${col(c)}, ${h})`;
    const isInviter = `${at(3)}=${sel}`;
    const view: PlanCell[] = [
      at(0),
      at(1),
      at(2),
      `IF(${isInviter}, ${at(4)}, ${at(3)})`,
      at(3),
      `IF(${at(5)}="", "", ${at(5)})`,
      `IF(${isInviter}, ${at(6)}, ${at(7)})`,
      `IF(${isInviter}, ${at(8)}, ${at(9)})`,
      `IF(${isInviter}, ${at(9)}, ${at(8)})`,
      `IF(${at(10)}="${REMOVED_FLAG}", "${NOTE_STRUCK_OUT}", ${at(11)})`,
      `IF(${isInviter}, "${YOU_INVITE}", "${THEY_INVITE}")`,
    ].map((f) => `=IF(${h}="", "", ${f as string})`);
    if (k === 0 && waitingOnly.length > 0) {
      const list = colRange(MY.waitingColumn, MY.firstRow, MY.firstRow + waitingOnly.length - 1, true);
      view[9] = `=IF(${h}="", IF(SUMPRODUCT(--(${list}=${sel}))>0, "${NOTE_WAITING}", ""), IF(${at(10)}="${REMOVED_FLAG}", "${NOTE_STRUCK_OUT}", ${at(11)}))`;
    }
    view.forEach((v, c) => put(row, 1 + c, v));
    put(row, MY.helperColumn, `=IFERROR(SMALL(${col(12)}, ${k + 1}), "")`);
  }

  const refs = scoreRefs(model.names.stats);
  all.forEach(({ g, game, sheetRow }, i) => {
    const row = allFirst + i;
    const ref = (c: number): string => onSheet(g.gamesSheet, a1(sheetRow, c));
    const live = (c: number): string => `=IF(${ref(c)}="", "", ${ref(c)})`;
    const inviter = a1(row, L + 3);
    const invitee = a1(row, L + 4);
    // The views read the game's result and adjudicated score from this sheet's copies (AC:AD), so no view formula
    // repeats the Games sheet's name.
    const result = a1(row, MY.copyColumn);
    const adjudicated = a1(row, MY.copyColumn + 1);
    put(row, MY.copyColumn, live(GAMES.col.result));
    put(row, MY.copyColumn + 1, live(GAMES.col.adjudicated));
    [
      g.name,
      game.round,
      game.phase,
      `=${ref(GAMES.col.inviter)}`,
      `=${ref(GAMES.col.invitee)}`,
      live(GAMES.col.matchId),
      `=${viewFormula(refs, result, adjudicated, true)}`,
      `=${viewFormula(refs, result, adjudicated, false)}`,
      live(GAMES.col.inviterPoints),
      live(GAMES.col.inviteePoints),
      live(GAMES.col.removed),
      live(GAMES.col.status),
      `=IF(OR(${inviter}=${sel}, ${invitee}=${sel}), ROW(), "")`,
    ].forEach((v, c) => put(row, L + c, v));
  });

  const viewLast = MY.firstRow + viewRows - 1;
  return {
    name: model.names.myMatches,
    kind: MY_MATCHES_SHEET.kind,
    metadata: kindMetadata(MY_MATCHES_SHEET, { set: model.setKey }),
    cells,
    styles: [
      { range: 'A1', bold: true },
      { range: 'A2', bold: true },
      { range: 'B2', background: COLOR.input, bold: true, numberFormat: '@' },
      { range: 'A3', italic: true, fontColor: COLOR.noteText },
      { range: rangeA1(MY.headerRow, 1, MY.headerRow, MY_HEADER.length), bold: true, background: COLOR.header },
      { range: rangeA1(MY.headerRow, L, MY.headerRow, L + ALL_HEADER.length - 1), bold: true, background: COLOR.grey },
      { range: rangeA1(MY.headerRow, MY.playersColumn, MY.headerRow, MY.waitingColumn), bold: true, background: COLOR.grey },
      { range: rangeA1(MY.headerRow, MY.helperColumn, viewLast, MY.helperColumn), fontColor: COLOR.faintText },
      { range: rangeA1(allFirst, L, allLast, L + ALL_HEADER.length - 1), fontColor: COLOR.noteText },
      { range: rangeA1(MY.headerRow, MY.copyColumn, MY.headerRow, MY.copyColumn + 1), bold: true, background: COLOR.grey },
      { range: rangeA1(allFirst, MY.copyColumn, allLast, MY.copyColumn + 1), fontColor: COLOR.faintText },
      { range: rangeA1(MY.firstRow, 8, viewLast, 9), numberFormat: '0.0' },
    ],
    columnWidths: [...widthsFrom(1, [70, 150, 60, 150, 150, 90, 130, 70, 120, 220, 100]), { column: MY.helperColumn, width: 40 }],
    conditionalFormats: [
      {
        range: rangeA1(MY.firstRow, 1, viewLast, MY_HEADER.length),
        formula: `=$${columnLetters(MY_HEADER.length)}${MY.firstRow}="${NOTE_STRUCK_OUT}"`,
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
        helpText: `A player of the set: pick a name from the list (the ${players.length} players in column AA).`,
      },
    ],
    protections: [
      { range: rangeA1(MY.firstRow, 1, viewLast, MY.helperColumn), description: 'My matches view (formulas)' },
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
