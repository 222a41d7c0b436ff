/**
 * The main swing sheet as a plan: title, settings (with the seed), the "now" block, the per-player rows, the
 * bookkeeping grid (start row plus one row per result already replayed) and a line chart of chips beside it.
 * Every name, title and seed the TD gave is written with asText, so it reads back exactly (a player named TRUE,
 * 007 or 'Tis stays that text). No formulas: the add-on writes the derived values (docs/rules.md §4.10).
 * The main sheet's link to its log sheet (developer metadata SWING_LOG_ID_KEY) is added once the log sheet exists.
 */
import type { SwingState } from '../rules';
import type { Zone } from '../rules/time';
import { a1, columnLetters, rangeA1, type PlanCell, type SheetPlan, widthsFrom } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';
import { gridBlock, playerBlock, statusValues, type Block } from './derived';
import { LOG_INITIAL_LAST_ROW } from './log';
import {
  chartAnchorColumn,
  chartRanges,
  CHART_TITLE,
  FIRST_PLAYER_COL,
  FIXED_COLUMNS,
  GREY_FILL,
  gridColumns,
  HEADER_ROW,
  INITIAL_CAPACITY,
  NOW_ROW,
  SETTINGS_FIRST_ROW,
  SETTINGS_LABEL_COL,
  START_ROW,
  SWING_GRID_ROWS_KEY,
  SWING_LAYOUT,
  SWING_LAYOUT_KEY,
  SWING_LOG_ROWS_KEY,
  STATE_ROW,
  STATUS_FIRST_ROW,
  STATUS_LABEL_COL,
  STATUS_LABELS,
  STATUS_VALUE_COL,
  SWING_KIND,
  TITLE_ROW,
} from './layout';

export interface SwingPlanInput {
  name: string;
  title: string;
  logSheet: string;
  state: SwingState;
  /** The spreadsheet's time zone: times are shown as HH:MM in it. */
  zone: Zone;
}

function put(cells: PlanCell[][], row: number, col: number, block: PlanCell[][]): void {
  block.forEach((r, i) => {
    const target = (cells[row - 1 + i] ??= []);
    r.forEach((v, j) => (target[col - 1 + j] = v));
  });
}

function colourStyles(block: Block, row: number, col: number): SheetPlan['styles'] {
  const out: NonNullable<SheetPlan['styles']> = [];
  block.fontColors.forEach((r, i) =>
    r.forEach((c, j) => {
      if (c) out.push({ range: a1(row + i, col + j), fontColor: c, background: block.backgrounds[i][j] ?? GREY_FILL });
    }),
  );
  return out;
}

/** The settings block, C2:D8 (the clock and its start are in the "now" block: they change). */
export function settingsRows(state: SwingState, logSheet: string): PlanCell[][] {
  const s = state.settings;
  return [
    ['Chips per player', s.chips],
    ['Ante-up every (min)', s.anteMinutes === 0 ? 'off' : s.anteMinutes],
    ['Jacoby', s.jacoby ? 'on' : 'off'],
    ['Ending', s.ending],
    ['Mode', s.mode],
    ['Seed', asText(s.seed)],
    ['Log sheet', asText(logSheet)],
  ];
}

export function swingPlan(input: SwingPlanInput): SheetPlan {
  const { state, zone } = input;
  const n = state.settings.players.length;
  const width = gridColumns(n);
  const lastCol = columnLetters(width);
  const capacityRow = START_ROW + INITIAL_CAPACITY;
  const cells: PlanCell[][] = [];
  put(cells, TITLE_ROW, 1, [[asText(input.title)]]);
  const settings = settingsRows(state, input.logSheet);
  put(cells, SETTINGS_FIRST_ROW, SETTINGS_LABEL_COL, settings);
  put(cells, STATUS_FIRST_ROW, STATUS_LABEL_COL, STATUS_LABELS.map((l) => [l]));
  put(cells, STATUS_FIRST_ROW, STATUS_VALUE_COL, statusValues(state, zone));
  put(cells, NOW_ROW, 1, [['Chips now'], ['Player state']]);
  const players = playerBlock(state);
  put(cells, NOW_ROW, FIRST_PLAYER_COL, players.values);
  put(cells, HEADER_ROW, 1, [[...FIXED_COLUMNS]]);
  const grid = gridBlock(state, 0, state.rows.length + 1, zone);
  put(cells, START_ROW, 1, grid.values);
  const dense = Array.from(cells, (row) => Array.from(row ?? [], (v) => (v === undefined ? null : v)));

  return {
    name: input.name,
    kind: SWING_KIND,
    cells: dense,
    styles: [
      { range: 'A1', bold: true },
      { range: rangeA1(SETTINGS_FIRST_ROW, SETTINGS_LABEL_COL, SETTINGS_FIRST_ROW + settings.length - 1, SETTINGS_LABEL_COL), bold: true },
      { range: rangeA1(STATUS_FIRST_ROW, STATUS_LABEL_COL, STATUS_FIRST_ROW + STATUS_LABELS.length - 1, STATUS_LABEL_COL), bold: true },
      { range: rangeA1(NOW_ROW, 1, STATE_ROW, 1), bold: true },
      { range: rangeA1(NOW_ROW, FIRST_PLAYER_COL, NOW_ROW, width), bold: true, horizontalAlignment: 'center' },
      { range: rangeA1(STATE_ROW, FIRST_PLAYER_COL, STATE_ROW, width), horizontalAlignment: 'center', italic: true },
      { range: `A${HEADER_ROW}:${lastCol}${HEADER_ROW}`, bold: true, background: '#e8eaed' },
      { range: rangeA1(START_ROW, 1, capacityRow, 2), horizontalAlignment: 'center' },
      { range: rangeA1(START_ROW, 5, capacityRow, 8), horizontalAlignment: 'center' },
      { range: rangeA1(START_ROW, FIRST_PLAYER_COL, capacityRow, width), numberFormat: '0', horizontalAlignment: 'center' },
      ...(colourStyles(players, NOW_ROW, FIRST_PLAYER_COL) ?? []),
      ...(colourStyles(grid, START_ROW, 1) ?? []),
    ],
    columnWidths: [
      ...widthsFrom(1, [40, 55, 130, 130, 50, 150, 50, 45, 55, 190]),
      ...state.settings.players.map((_, i) => ({ column: FIRST_PLAYER_COL + i, width: 80 })),
    ],
    frozenRows: HEADER_ROW,
    frozenColumns: 2,
    notes: {
      [a1(HEADER_ROW, 1)]: 'Derived from the log sheet: recording, undo and re-sync rewrite this grid. Do not edit it by hand.',
      [a1(HEADER_ROW, 9)]: `Times are HH:MM in the spreadsheet's time zone (${zone.name}); the log sheet keeps them in UTC.`,
    },
    metadata: { [SWING_GRID_ROWS_KEY]: String(capacityRow), [SWING_LOG_ROWS_KEY]: String(LOG_INITIAL_LAST_ROW), [SWING_LAYOUT_KEY]: SWING_LAYOUT },
    charts: [{ kind: 'line', title: CHART_TITLE, ranges: chartRanges(n, capacityRow), anchorRow: HEADER_ROW, anchorColumn: chartAnchorColumn(n), width: 600, height: 360 }],
    protections: [{ range: `A${HEADER_ROW}:${lastCol}${capacityRow}`, description: 'Swing grid: recomputed from the log by the add-on' }],
  };
}
