/**
 * The set's Stats sheet: the settings (title, scoring, seed, group size, date, schedule), the score table the
 * statistics read, live statistics for every entry of every group (rules §1: played, W1 … LT, points, points
 * per game, gammon rate) as COUNTIFS/SUMIFS over the Games sheets, and the waiting list with the extra-entry offer.
 *
 * How a game is classified without reading synonyms: TTTSCORE already turned the result into both players'
 * points, and with the current or original scoring every code gives a different (own points, opponent's points)
 * pair. The score table (rows 2–4) holds each code's pair, live from the scoring cell; a game counts as code X
 * for a player when their points and their opponent's points are X's pair. WT: own points above 0 and the
 * opponent 0 (this also takes an adjudicated timeout score); LT: own 0 and the opponent above 0.
 * Games struck out because a player was removed do not count.
 */
import { a1, columnLetters, rangeA1, text, type PlanCell, type SheetPlan, widthsFrom } from '../../../shared/sheets/plan';
import { GAMES, REMOVED_FLAG, RESULT_CODES, STATS, gamesColumn } from './layout';
import type { RoundRobinModel } from './types';

export const STATS_HEADER = ['Group', 'Player', 'Played', ...RESULT_CODES, 'Points', 'Points per game', 'Gammon rate'];
const CODE_COL = 4; // W1 in column D

function entryFormulas(row: number, sheet: string, games: number): PlanCell[] {
  const c = (col: number): string => gamesColumn(sheet, col, games);
  const inviter = c(GAMES.col.inviter);
  const invitee = c(GAMES.col.invitee);
  const ip = c(GAMES.col.inviterPoints);
  const ep = c(GAMES.col.inviteePoints);
  const counts = `${c(GAMES.col.removed)}, "<>${REMOVED_FLAG}"`;
  const me = `$B${row}`;
  /** COUNTIFS as inviter (own = inviter points) plus as invitee (own = invitee points). */
  const both = (own: string, opp: string): string =>
    `=COUNTIFS(${inviter}, ${me}, ${ip}, ${own}, ${ep}, ${opp}, ${counts})+COUNTIFS(${invitee}, ${me}, ${ep}, ${own}, ${ip}, ${opp}, ${counts})`;
  const codeCells = RESULT_CODES.map((code, k) => {
    const letter = columnLetters(CODE_COL + k);
    if (code === 'WT') return both('">0"', '0');
    if (code === 'LT') return both('0', '">0"');
    return both(`${letter}$${STATS.pointsRow}`, `${letter}$${STATS.opponentRow}`);
  });
  const played = both('">=0"', '">=0"');
  const points = `=SUMIFS(${ip}, ${inviter}, ${me}, ${counts})+SUMIFS(${ep}, ${invitee}, ${me}, ${counts})`;
  const wins = `SUM(D${row}:F${row})`;
  return [played, ...codeCells, points, `=IF(C${row}=0, "", L${row}/C${row})`, `=IF(${wins}=0, "", (E${row}+F${row})/${wins})`];
}

export function statsPlan(model: RoundRobinModel): SheetPlan {
  const s = model.settings;
  const p = model.partition;
  const schedule = `${s.double ? 'double' : 'single'} round robin, ${s.invitePhases === 3 ? '3 invitation phases' : '1 invitation phase'}`;
  const entries = model.groups.flatMap((g) => g.players.map((name) => ({ group: g, name })));
  const lastRow = STATS.firstRow + Math.max(entries.length, 1) - 1;
  const scoring = STATS.scoringCell;
  const top: PlanCell[][] = [
    [`${s.title} — TTT set`],
    ['Title', text(s.title), 'Code', ...RESULT_CODES],
    ['Scoring', s.scoring, 'Points', ...RESULT_CODES.map((_, k) => `=TTTSCORE(${a1(STATS.codeRow, CODE_COL + k)}, ${scoring})`)],
    ['Seed', text(s.seed), "Opponent's points", ...RESULT_CODES.map((_, k) => `=TTTSCORE(${a1(STATS.codeRow, CODE_COL + k)}, ${scoring}, "opponent")`)],
    ['Group size', s.groupSize, 'Schedule', schedule],
    ['Created', s.created, 'Groups', model.groups.length],
    STATS_HEADER,
  ];
  const rows: PlanCell[][] = entries.map((e, i) => {
    const row = STATS.firstRow + i;
    return [e.group.name, text(e.name), ...entryFormulas(row, e.group.gamesSheet, e.group.games.length)];
  });
  const cells: PlanCell[][] = [...top, ...rows];

  // Waiting list and offer, to the right of the statistics.
  const w = STATS.waitingColumn;
  const put = (row: number, column: number, v: PlanCell): void => {
    while (cells.length < row) cells.push([]);
    const line = cells[row - 1];
    while (line.length < column) line.push(null);
    line[column - 1] = v;
  };
  put(STATS.headerRow - 1, w, 'Waiting list');
  ['Player', 'Entry', 'Rating', 'Sign-up row'].forEach((h, k) => put(STATS.headerRow, w + k, h));
  const waiting = [...p.waiting, ...p.unplaced];
  waiting.forEach((e, i) => {
    const row = STATS.firstRow + i;
    put(row, w, text(e.name));
    put(row, w + 1, e.entry);
    put(row, w + 2, e.rating);
    put(row, w + 3, e.row);
  });
  const offerRow = STATS.firstRow + waiting.length + 1;
  const offer =
    p.waiting.length === 0
      ? 'Nobody is waiting: every entry has a place.'
      : `To complete one more group, ${p.offer.needed} more entr${p.offer.needed === 1 ? 'y is' : 'ies are'} needed from players not waiting. ` +
        (p.offer.candidates.length > 0
          ? `Could be offered an extra entry: ${p.offer.candidates.join(', ')}${p.offer.enough ? '.' : ' (not enough to complete a group).'}`
          : 'Nobody can be offered an extra entry.');
  put(offerRow, w, offer);
  if (p.unplaced.length > 0) put(offerRow + 1, w, `Entries of a waiting player beyond their first (a group takes a player once): ${p.unplaced.map((u) => u.name).join(', ')}.`);

  const statsRange = rangeA1(STATS.firstRow, 3, lastRow, STATS_HEADER.length);
  return {
    name: model.names.stats,
    kind: 'ttt-stats',
    cells,
    styles: [
      { range: 'A1', bold: true },
      { range: rangeA1(2, 1, 6, 1), bold: true },
      { range: rangeA1(2, 3, 6, 3), bold: true },
      { range: rangeA1(STATS.codeRow, CODE_COL, STATS.codeRow, CODE_COL + 7), bold: true, horizontalAlignment: 'center' },
      { range: 'B3', background: '#fef7e0' },
      { range: rangeA1(STATS.headerRow, 1, STATS.headerRow, STATS_HEADER.length), bold: true, background: '#e8f0fe' },
      { range: rangeA1(STATS.headerRow, w, STATS.headerRow, w + 3), bold: true, background: '#e8f0fe' },
      { range: a1(STATS.headerRow - 1, w), bold: true },
      { range: rangeA1(STATS.firstRow, 12, lastRow, 13), numberFormat: '0.00' },
      { range: rangeA1(STATS.firstRow, 14, lastRow, 14), numberFormat: '0%' },
    ],
    columnWidths: [
      ...widthsFrom(1, [110, 150, 110]),
      ...RESULT_CODES.map((_, k) => ({ column: CODE_COL + k, width: 50 })),
      ...widthsFrom(12, [70, 110, 100, 20]),
      { column: w, width: 150 },
      { column: w + 1, width: 60 },
      { column: w + 2, width: 70 },
      { column: w + 3, width: 90 },
    ],
    frozenRows: STATS.headerRow,
    dropDowns: [{ range: 'B3', list: ['current', 'original'], allowInvalid: false, helpText: 'current: W3 2.7, L3 0.3; original: W3 3, L3 0.5.' }],
    protections: [
      { range: statsRange, description: 'Statistics (formulas over the Games sheets)' },
      { range: rangeA1(STATS.pointsRow, CODE_COL, STATS.opponentRow, CODE_COL + 7), description: 'Score table (formulas)' },
    ],
    notes: { B3: 'The scoring of the whole set: every Games and Table sheet reads this cell.', [a1(STATS.headerRow, 14)]: 'Gammon rate = (W2 + W3) / (W1 + W2 + W3); wins by timeout are left out.' },
  };
}
