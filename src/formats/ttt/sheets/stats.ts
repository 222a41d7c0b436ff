/**
 * The set's Stats sheet: the settings (title, scoring, seed, group size, date, schedule), the score table the
 * statistics and the Games sheets read, live statistics for every entry of every group (docs/rules.md §1.12:
 * played, W1 … LT, points, points per game, gammon rate) over the Games sheets, the waiting list with the
 * extra-entry offer (§1.10), and the spelling table the Games sheets look results up in.
 *
 * Custom functions: two cells whatever the size of the set — the score table's points row and opponent's row,
 * each one TTTSCORE over the eight codes (D2:K2) that spills across the row.
 *
 * How a game is classified without reading synonyms again: each Games row's helper columns P:Q hold the game's
 * score-table column (1–8) from each player's view — the code the result cell reads, WT / LT for an adjudicated
 * score (the winner WT, the other LT), "" when the game does not count (no points: blank or a typing slip;
 * struck out because a player was removed). Each Games sheet counts its members' lines in its statistics block
 * (S:AC, formulas local to that sheet), and a line here reads its member's line there, so no formula here repeats a
 * sheet name more than once.
 *
 * Names are matched by an exact comparison (=, which ignores case) inside SUMPRODUCT, never as COUNTIFS/SUMIFS
 * criteria, so any name works: TRUE, 1850, +1, =x, a*b (criteria would read them as a value, a comparison or a
 * pattern).
 */
import { a1, colRange, onSheet, parseA1, rangeA1, type PlanCell, type SheetPlan, widthsFrom } from '../../../shared/sheets/plan';
import { COLOR } from '../../../shared/sheets/styles';
import { kindMetadata, sheetKind, type SheetGrid } from '../../../shared/sheets/read';
import { NAMED_SCORINGS, type TttScoring } from '../rules/scores';
import { SET_ONLY } from './keys';
import { scoringFormat, scoringReads } from './games';
import { asText } from '../../../shared/sheets/text';
import { GAMES, REMOVED_FLAG, RESULT_CODES, STATS, spellingRows } from './layout';
import { STATUS_TO_ADJUDICATE } from './resultFormulas';
import { MENU, NEXT_STEP_STYLE, nextStepFormula, problemsStage, progressParts, type Stage } from '../../../shared/sheets/nextStep';
import type { SetPartition } from '../rules/partition';
import type { RoundRobinModel } from './types';

/** The set's Stats sheet: its kind and metadata keys. */
export const STATS_SHEET = sheetKind('ttt-stats', SET_ONLY);

export const STATS_HEADER = ['Group', 'Player', 'Played', ...RESULT_CODES, 'Points', 'Points per game', 'Gammon rate'];
export const SPELLING_HEADER = ['Spelling (spaces ignored)', 'Code', 'Column', "Other player's code"];
export const GROUPS_HEADER = ['Group', 'Entries', 'Average rating', 'Table'];
export const WAITING_HEADER = ['Player', 'Entry', 'Rating', 'Sign-up row'];

/** The extra-entry offer in words (docs/rules.md §1.10), the same numbers createRoundRobin returns. */
export function offerText(p: SetPartition): string {
  const k = p.offer.extraEntries;
  const next = `group ${p.groups.length + 1}`;
  const entries = `${k} more entr${k === 1 ? 'y' : 'ies'}`;
  const head = p.waiting.length === 0 ? 'Nobody is waiting: every entry has a place. ' : '';
  if (k === 0) return `${head}${next} can be formed without extra entries.`;
  const who =
    p.offer.candidates.length === 0
      ? 'nobody can take an extra entry.'
      : `could be offered an extra entry (sign-up order): ${p.offer.candidates.join(', ')}${p.offer.enough ? '.' : ' — not enough to complete it.'}`;
  return `${head}To complete ${next}: ${entries} needed; ${who}`;
}
const CODE_COL = STATS.codeColumn; // W1 in column D

/**
 * One statistics line: played, W1 … LT and points read from the group's Games sheet, whose statistics block counts
 * them over the game rows (the line of the member at `index`); points per game and gammon rate from those.
 */
function entryFormulas(row: number, sheet: string, index: number): PlanCell[] {
  const block = GAMES.firstRow + index;
  const read = Array.from({ length: GAMES.statsColumns - 1 }, (_, k) => `=${onSheet(sheet, a1(block, GAMES.statsColumn + 1 + k))}`);
  const wins = `SUM(D${row}:F${row})`;
  return [...read, `=IF(C${row}=0, "", L${row}/C${row})`, `=IF(${wins}=0, "", (E${row}+F${row})/${wins})`];
}

/**
 * Per group, in hidden working columns beside the spelling table (Z:AB from row 8): its games in (a result typed, or
 * struck out), its games to adjudicate and its Games sheet's problems — the counts the Next step line (C1) adds up.
 */
export const GROUP_COUNTS = { column: 26, header: ['Games in', 'To adjudicate', 'Problems'] } as const;
const WORK_FIRST = STATS.spellingColumn;
/** Row 6 of Z:AC: the totals and the adjudications in words, which the Next step line reads. */
const TOTALS_ROW = STATS.headerRow - 1;
const WORK_LAST = GROUP_COUNTS.column + GROUP_COUNTS.header.length;
export const STATS_NEXT_STEP_CELL = 'C1';

function groupCountFormulas(gamesSheet: string, games: number): string[] {
  const col = (c: number): string => onSheet(gamesSheet, colRange(c, GAMES.firstRow, GAMES.firstRow + Math.max(games, 1) - 1, true));
  return [
    `=SUMPRODUCT(((LEN(${col(GAMES.col.result)})>0)+(${col(GAMES.col.removed)}="${REMOVED_FLAG}")>0)*1)`,
    `=COUNTIF(${col(GAMES.col.status)}, "${STATUS_TO_ADJUDICATE}")`,
    // A scoring typed over on this sheet breaks the Games sheets' counts: that one problem is counted here (L3).
    `=IFERROR(${onSheet(gamesSheet, GAMES.problemsCell.replace(/^\$?([A-Z]+)\$?(\d+)$/, '$$$1$$$2'))}, 0)`,
  ];
}

/** The Stats sheet's Next step line: problems, then how many of the set's games are in, then what comes next. */
function totalFormulas(groups: number): string[] {
  const last = STATS.firstRow + Math.max(groups, 1) - 1;
  const sum = (k: number): string => `=SUM(${colRange(GROUP_COUNTS.column + k, STATS.firstRow, last, true)})`;
  const adjudicate = a1(TOTALS_ROW, GROUP_COUNTS.column + 1, true);
  return [
    sum(0),
    sum(1),
    `${sum(2)}+(LEN($L$3)>0)`,
    `=IF(${adjudicate}>0, "; "&TEXT(${adjudicate}, "0")&" to adjudicate on the Timeouts sheet (type GnuBG's W, G, B there)", "")`,
  ];
}

function statsNextStep(model: RoundRobinModel): string {
  const total = model.groups.reduce((n, g) => n + g.games.length, 0);
  const [done, adjudicate, problems, toAdjudicate] = [0, 1, 2, 3].map((k) => a1(TOTALS_ROW, GROUP_COUNTS.column + k, true));
  const typeOrImport = `type them on each group's Games sheet (column F), or paste DailyGammon's list into the Import sheet and run ${MENU} ▸ Import results`;
  const stages: Stage[] = [
    problemsStage(problems, "the red results on the Games sheets (each one's Next step line says where), or the scoring in B3"),
    { when: `${done}=0`, say: [`no results yet — ${typeOrImport}`] },
    {
      when: `${done}<${total}`,
      say: [
        ...progressParts(done, total, 'games'),
        ` in over ${model.groups.length} group${model.groups.length === 1 ? '' : 's'}`,
        { text: toAdjudicate },
        ` — ${typeOrImport}`,
      ],
    },
    { when: `${adjudicate}>0`, say: [`all ${total} games in`, { text: toAdjudicate }] },
    { say: [`all ${total} games in: publish the set's statistics (with this sheet open, ${MENU} ▸ Open tournament wizard ▸ Publish standings)`] },
  ];
  return nextStepFormula(stages);
}

/** The scoring's Check (L3): what belongs in B3 when something else was typed or pasted there ("" when it reads). */
export function scoringCheckFormula(): string {
  return `=IF(${scoringReads('B3')}, "", "Scoring (B3): "&CHAR(34)&B3&CHAR(34)&" is not a scoring; type current or original (the whole set reads this cell)")`;
}

export function statsPlan(model: RoundRobinModel): SheetPlan {
  const s = model.settings;
  const p = model.partition;
  const schedule = `${s.double ? 'double' : 'single'} round robin, ${s.invitePhases === 3 ? '3 invitation phases' : '1 invitation phase'}`;
  const entries = model.groups.flatMap((g) => g.players.map((name, index) => ({ group: g, name, index })));
  const lastRow = STATS.firstRow + Math.max(entries.length, 1) - 1;
  const scoring = STATS.scoringCell;
  const codes = rangeA1(STATS.codeRow, CODE_COL, STATS.codeRow, CODE_COL + RESULT_CODES.length - 1);
  const top: PlanCell[][] = [
    [asText(`${s.title} — TTT set`), null, statsNextStep(model)],
    ['Title', asText(s.title), 'Code', ...RESULT_CODES, 'Check'],
    ['Scoring', s.scoring, 'Points', `=TTTSCORE(${codes}, ${scoring})`, ...new Array<PlanCell>(7).fill(null), scoringCheckFormula()],
    ['Seed', asText(s.seed), "Opponent's points", `=TTTSCORE(${codes}, ${scoring}, "opponent")`],
    ['Group size', s.groupSize, 'Schedule', schedule],
    ['Created', asText(s.created), 'Groups', model.groups.length],
    STATS_HEADER,
  ];
  const rows: PlanCell[][] = entries.map((e, i) => {
    const row = STATS.firstRow + i;
    return [e.group.name, asText(e.name), ...entryFormulas(row, e.group.gamesSheet, e.index)];
  });
  const cells: PlanCell[][] = [...top, ...rows];

  // Groups (average ratings), then the waiting list and the offer, to the right of the statistics.
  const w = STATS.waitingColumn;
  const put = (row: number, column: number, v: PlanCell): void => {
    while (cells.length < row) cells.push([]);
    const line = cells[row - 1];
    while (line.length < column) line.push(null);
    line[column - 1] = v;
  };
  put(STATS.headerRow - 1, w, 'Groups');
  GROUPS_HEADER.forEach((h, k) => put(STATS.headerRow, w + k, h));
  model.groups.forEach((g, i) => {
    const row = STATS.firstRow + i;
    put(row, w, g.name);
    put(row, w + 1, g.players.length);
    put(row, w + 2, p.groups[i]?.averageRating ?? 'unrated');
    put(row, w + 3, asText(g.tableSheet));
  });
  GROUP_COUNTS.header.forEach((h, k) => put(STATS.headerRow, GROUP_COUNTS.column + k, h));
  put(TOTALS_ROW - 1, GROUP_COUNTS.column, 'Totals (row 6; the Next step line in C1 reads them; do not edit)');
  totalFormulas(model.groups.length).forEach((f, k) => put(TOTALS_ROW, GROUP_COUNTS.column + k, f));
  model.groups.forEach((g, i) => groupCountFormulas(g.gamesSheet, g.games.length).forEach((f, k) => put(STATS.firstRow + i, GROUP_COUNTS.column + k, f)));
  const waitTitle = STATS.firstRow + model.groups.length + 1;
  put(waitTitle, w, 'Waiting list');
  WAITING_HEADER.forEach((h, k) => put(waitTitle + 1, w + k, h));
  const waiting = [...p.waiting, ...p.unplaced];
  waiting.forEach((e, i) => {
    const row = waitTitle + 2 + i;
    put(row, w, asText(e.name));
    put(row, w + 1, e.entry);
    put(row, w + 2, e.rating);
    put(row, w + 3, e.row);
  });
  const offerRow = waitTitle + 2 + waiting.length + 1;
  put(offerRow, w, asText(offerText(p)));
  if (p.unplaced.length > 0) {
    put(
      offerRow + 1,
      w,
      asText(`Further entries of waiting players (a group takes a player once): ${p.unplaced.map((u) => `${u.name} (entry ${u.entry})`).join(', ')}.`),
    );
  }

  // The spelling table the Games sheets' points formulas look results up in.
  const sp = STATS.spellingColumn;
  const spellings = spellingRows();
  put(STATS.headerRow - 1, sp, 'Result spellings (read by the Games and My matches sheets; do not edit)');
  SPELLING_HEADER.forEach((h, k) => put(STATS.headerRow, sp + k, h));
  spellings.forEach((line, i) => line.forEach((v, k) => put(STATS.firstRow + i, sp + k, v)));
  const spellingLast = STATS.firstRow + spellings.length - 1;

  const statsRange = rangeA1(STATS.firstRow, 3, lastRow, STATS_HEADER.length);
  return {
    name: model.names.stats,
    kind: STATS_SHEET.kind,
    metadata: kindMetadata(STATS_SHEET, { set: model.setKey }),
    cells,
    styles: [
      { range: 'A1', bold: true },
      { range: STATS_NEXT_STEP_CELL, ...NEXT_STEP_STYLE },
      { range: rangeA1(2, 1, 6, 1), bold: true },
      { range: rangeA1(2, 3, 6, 3), bold: true },
      { range: rangeA1(STATS.codeRow, CODE_COL, STATS.codeRow, CODE_COL + 7), bold: true, horizontalAlignment: 'center' },
      { range: 'L2', bold: true },
      { range: 'L3', fontColor: COLOR.problemText },
      { range: 'B3', background: COLOR.input },
      { range: rangeA1(STATS.headerRow, 1, STATS.headerRow, STATS_HEADER.length), bold: true, background: COLOR.header },
      { range: rangeA1(STATS.headerRow, w, STATS.headerRow, w + 3), bold: true, background: COLOR.header },
      { range: a1(STATS.headerRow - 1, w), bold: true },
      { range: a1(STATS.headerRow - 1, sp), bold: true },
      { range: rangeA1(STATS.headerRow, sp, STATS.headerRow, sp + 3), bold: true, background: COLOR.grey },
      { range: rangeA1(STATS.firstRow, sp, spellingLast, sp + 3), fontColor: COLOR.noteText },
      { range: rangeA1(waitTitle + 1, w, waitTitle + 1, w + 3), bold: true, background: COLOR.header },
      { range: a1(waitTitle, w), bold: true },
      { range: rangeA1(STATS.firstRow, w + 2, STATS.firstRow + model.groups.length - 1, w + 2), numberFormat: '0.0' },
      { range: a1(offerRow, w), bold: true, fontColor: COLOR.attentionText },
      { range: rangeA1(STATS.firstRow, 12, lastRow, 13), numberFormat: '0.00' },
      { range: rangeA1(STATS.firstRow, 14, lastRow, 14), numberFormat: '0%' },
    ],
    // The statistics table and the settings above it fit the first screen with the sidebar open (about 1000 px).
    columnWidths: [
      ...widthsFrom(1, [70, 140, 115]),
      ...RESULT_CODES.map((_, k) => ({ column: CODE_COL + k, width: 45 })),
      ...widthsFrom(12, [60, 105, 90, 20]),
      { column: w, width: 150 },
      { column: w + 1, width: 60 },
      { column: w + 2, width: 70 },
      { column: w + 3, width: 90 },
      ...widthsFrom(sp, [160, 60, 60, 110]),
    ],
    // The spelling table and the per-group counts (U:AB) are working columns.
    hiddenColumns: [{ column: WORK_FIRST, count: WORK_LAST - WORK_FIRST + 1 }],
    frozenRows: STATS.headerRow,
    conditionalFormats: [scoringFormat('B3')],
    dropDowns: [
      {
        range: 'B3',
        list: ['current', 'original'],
        allowInvalid: false,
        helpText: 'current or original (current: W3 2.7, L3 0.3; original: W3 3, L3 0.5). The whole set reads this cell.',
      },
    ],
    protections: [
      { range: statsRange, description: 'Statistics (formulas over the Games sheets)' },
      { range: rangeA1(STATS.pointsRow, CODE_COL, STATS.opponentRow, CODE_COL + 7), description: 'Score table (formulas)' },
      { range: rangeA1(STATS.firstRow, sp, spellingLast, sp + 3), description: 'Result spellings (the Games and My matches sheets look results up here)' },
      {
        range: rangeA1(TOTALS_ROW, GROUP_COUNTS.column, STATS.firstRow + Math.max(model.groups.length, 1) - 1, WORK_LAST),
        description: "Each group's games in, to adjudicate and problems (formulas over the Games sheets; the Next step line adds them up)",
      },
    ],
    notes: {
      B3: 'The scoring of the whole set: every Games and Table sheet reads this cell.',
      [a1(STATS.headerRow, 14)]: 'Gammon rate = (W2 + W3) / (W1 + W2 + W3); wins by timeout are left out.',
    },
  };
}

/** One statistics line of the Stats sheet as read (its formulas' values: for tests; run-time code recomputes). */
export interface StatsLine {
  row: number;
  group: string;
  player: string;
  played: number | undefined;
  /** W1 … LT, in RESULT_CODES order. */
  counts: (number | undefined)[];
  points: number | undefined;
  /** Blank ('') with no game played. */
  perGame: number | '' | undefined;
  /** Blank ('') with no win over the board. */
  gammonRate: number | '' | undefined;
}

export interface ParsedStats {
  sheetName: string;
  setKey: string | undefined;
  title: string;
  /** The set's scoring (the one cell the whole set reads), undefined when the cell holds something else. */
  scoring: TttScoring | undefined;
  seed: string;
  groupSize: number | undefined;
  schedule: string;
  created: string;
  /** The groups block (P:S from row 8): name, entries, Table sheet. */
  groups: { name: string; entries: number | undefined; table: string }[];
  lines: StatsLine[];
  problems: string[];
}

/** The rows of the settings (labels in A, values in B; the scoring's row is STATS.scoringCell's). */
const SETTING_ROW = { title: 2, scoring: parseA1(STATS.scoringCell.replace(/\$/g, '')).row, seed: 4, groupSize: 5, created: 6 } as const;

/** A Stats sheet read back: settings, the scoring (a problem names B3 when it is not current/original), groups, statistics lines. */
export function parseStats(grid: SheetGrid): ParsedStats {
  const problems: string[] = [];
  const scoringText = grid.text(SETTING_ROW.scoring, 2);
  const scoring = NAMED_SCORINGS.get(scoringText.trim().toLowerCase());
  if (!scoring) problems.push(`${grid.where(SETTING_ROW.scoring, 2)}: "${scoringText}" is not a scoring; choose current or original.`);
  const lines: StatsLine[] = [];
  const blankOr = (row: number, column: number): number | '' | undefined => (grid.blank(row, column) ? '' : grid.number(row, column));
  for (let row = STATS.firstRow; row <= grid.rows && !grid.blank(row, 1); row++) {
    lines.push({
      row,
      group: grid.text(row, 1),
      player: grid.name(row, 2),
      played: grid.number(row, 3),
      counts: RESULT_CODES.map((_, k) => grid.number(row, CODE_COL + k)),
      points: grid.number(row, CODE_COL + RESULT_CODES.length),
      perGame: blankOr(row, CODE_COL + RESULT_CODES.length + 1),
      gammonRate: blankOr(row, CODE_COL + RESULT_CODES.length + 2),
    });
  }
  const groups: ParsedStats['groups'] = [];
  const w = STATS.waitingColumn;
  for (let row = STATS.firstRow; row <= grid.rows && !grid.blank(row, w); row++)
    groups.push({ name: grid.text(row, w), entries: grid.number(row, w + 1), table: grid.text(row, w + 3) });
  return {
    sheetName: grid.sheetName,
    setKey: grid.meta(STATS_SHEET.keys.set),
    title: grid.text(SETTING_ROW.title, 2),
    scoring,
    seed: grid.text(SETTING_ROW.seed, 2),
    groupSize: grid.number(SETTING_ROW.groupSize, 2),
    schedule: grid.text(SETTING_ROW.groupSize, 4),
    created: grid.text(SETTING_ROW.created, 2),
    groups,
    lines,
    problems,
  };
}
