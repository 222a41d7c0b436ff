/**
 * The main swing sheet, both ways: the plan (title, settings with the seed, the "now" block, the per-player rows,
 * the bookkeeping grid — start row plus one row per result already replayed — and a line chart of chips beside it),
 * the reader of its title and metadata (`parseSwingMain`), and the update after a posting (`derivedUpdate`: the
 * derived blocks, and the rows, protection and chart when the grid grows). Every name, title and seed the TD gave is
 * written with asText, so it reads back exactly (a player named TRUE, 007 or 'Tis stays that text). No formulas:
 * the add-on writes the derived values (docs/rules.md §4.10). The main sheet's link to its log sheet (metadata
 * `SWING_MAIN.keys.logId`) is added once the log sheet exists.
 */
import type { SwingState } from '../rules';
import type { Zone } from '../rules/time';
import { a1, columnLetters, rangeA1, type PlanCell, type SheetPlan, widthsFrom } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';
import { sheetKind, type SheetGrid } from '../../../shared/sheets/read';
import { NEXT_STEP_STYLE } from '../../../shared/sheets/nextStep';
import { MAIN_NEXT_STEP, mainNextStepFormula } from './nextStep';
import { gridBlock, playerBlock, statusValues, type Block } from './derived';
import { LOG_INITIAL_LAST_ROW, type Growth } from './log';
import {
  chartAnchorColumn,
  chartRanges,
  CHART_HEIGHT,
  CHART_TITLE,
  CHART_WIDTH,
  FIRST_PLAYER_COL,
  FIXED_COLUMNS,
  GREY_FILL,
  gridColumns,
  GROW_ROWS,
  HEADER_FILL,
  HEADER_ROW,
  lastPlayerColumn,
  LOG_FIRST_ROW,
  INITIAL_CAPACITY,
  NOW_ROW,
  SETTINGS_FIRST_ROW,
  SETTINGS_LABEL_COL,
  START_ROW,
  SWING_LAYOUT,
  STATE_ROW,
  STATUS_FIRST_ROW,
  STATUS_LABEL_COL,
  STATUS_LABELS,
  STATUS_VALUE_COL,
  TITLE_ROW,
} from './layout';

/**
 * The main sheet: its kind and metadata keys — the log sheet's id, the last grid row protected (and covered by the
 * chart), the last log row protected on the log sheet, and the layout version.
 */
export const SWING_MAIN = sheetKind('swing', {
  logId: 'td-swing-log-id',
  gridRows: 'td-swing-grid-rows',
  logRows: 'td-swing-log-rows',
  layout: 'td-swing-layout',
});

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

const GRID_PROTECTION = 'Swing grid: recomputed from the log by the add-on';

export function swingPlan(input: SwingPlanInput): SheetPlan {
  const { state, zone } = input;
  const n = state.settings.players.length;
  const width = gridColumns(n);
  const lastCol = columnLetters(width);
  const capacityRow = START_ROW + INITIAL_CAPACITY;
  const cells: PlanCell[][] = [];
  put(cells, TITLE_ROW, 1, [[asText(input.title)]]);
  put(cells, MAIN_NEXT_STEP.row, MAIN_NEXT_STEP.column, [[mainNextStepFormula(input.logSheet)]]);
  const settings = settingsRows(state, input.logSheet);
  put(cells, SETTINGS_FIRST_ROW, SETTINGS_LABEL_COL, settings);
  put(
    cells,
    STATUS_FIRST_ROW,
    STATUS_LABEL_COL,
    STATUS_LABELS.map((l) => [l]),
  );
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
    kind: SWING_MAIN.kind,
    cells: dense,
    styles: [
      { range: 'A1', bold: true },
      { range: a1(MAIN_NEXT_STEP.row, MAIN_NEXT_STEP.column), ...NEXT_STEP_STYLE },
      { range: rangeA1(SETTINGS_FIRST_ROW, SETTINGS_LABEL_COL, SETTINGS_FIRST_ROW + settings.length - 1, SETTINGS_LABEL_COL), bold: true },
      { range: rangeA1(STATUS_FIRST_ROW, STATUS_LABEL_COL, STATUS_FIRST_ROW + STATUS_LABELS.length - 1, STATUS_LABEL_COL), bold: true },
      { range: rangeA1(NOW_ROW, 1, STATE_ROW, 1), bold: true },
      { range: rangeA1(NOW_ROW, FIRST_PLAYER_COL, NOW_ROW, width), bold: true, horizontalAlignment: 'center' },
      { range: rangeA1(STATE_ROW, FIRST_PLAYER_COL, STATE_ROW, width), horizontalAlignment: 'center', italic: true },
      { range: `A${HEADER_ROW}:${lastCol}${HEADER_ROW}`, bold: true, background: HEADER_FILL },
      { range: rangeA1(START_ROW, 1, capacityRow, 2), horizontalAlignment: 'center' },
      { range: rangeA1(START_ROW, 5, capacityRow, 8), horizontalAlignment: 'center' },
      { range: rangeA1(START_ROW, FIRST_PLAYER_COL, capacityRow, width), numberFormat: '0', horizontalAlignment: 'center' },
      ...(colourStyles(players, NOW_ROW, FIRST_PLAYER_COL) ?? []),
      ...(colourStyles(grid, START_ROW, 1) ?? []),
    ],
    columnWidths: [
      // Standard widths, narrow enough that the first players' chips are on the first screen with the sidebar open.
      ...widthsFrom(1, [40, 60, 150, 100, 60, 150, 60, 60, 60, 150]),
      ...state.settings.players.map((_, i) => ({ column: FIRST_PLAYER_COL + i, width: 80 })),
    ],
    frozenRows: HEADER_ROW,
    frozenColumns: 2,
    notes: {
      [a1(HEADER_ROW, 1)]: 'Derived from the log sheet: recording, undo and re-sync rewrite this grid. Do not edit it by hand.',
      [a1(HEADER_ROW, 9)]: `Times are HH:MM in the spreadsheet's time zone (${zone.name}); the log sheet keeps them in UTC.`,
    },
    metadata: {
      [SWING_MAIN.keys.gridRows]: String(capacityRow),
      [SWING_MAIN.keys.logRows]: String(LOG_INITIAL_LAST_ROW),
      [SWING_MAIN.keys.layout]: SWING_LAYOUT,
    },
    charts: [{ kind: 'line', ...chartSpec(n, state.rows.length) }],
    protections: [{ range: `A${HEADER_ROW}:${lastCol}${capacityRow}`, description: GRID_PROTECTION }],
  };
}

// ---------------------------------------------------------------- reading back and updating

/** The main sheet as read back: its title (A1) and what its metadata records. */
export interface ParsedSwingMain {
  title: string;
  /** The log sheet's id, or undefined when the link is missing. */
  logId?: number;
  /** Last protected grid row, last protected log row (on the log sheet). */
  gridRows: number;
  logRows: number;
  /** The layout version ('' before versions). */
  layout: string;
}

/** Reads the main sheet back (a grid of its metadata alone gives everything but the title). */
export function parseSwingMain(grid: SheetGrid): ParsedSwingMain {
  const logId = grid.metaInt(SWING_MAIN.keys.logId);
  const num = (key: string, fallback: number): number => {
    const v = Number(grid.meta(key));
    return grid.meta(key) !== undefined && Number.isFinite(v) ? v : fallback;
  };
  const parsed: ParsedSwingMain = {
    title: grid.text(TITLE_ROW, 1).trim(),
    gridRows: num(SWING_MAIN.keys.gridRows, HEADER_ROW),
    logRows: num(SWING_MAIN.keys.logRows, LOG_FIRST_ROW - 1),
    layout: grid.meta(SWING_MAIN.keys.layout) ?? '',
  };
  if (logId !== undefined) parsed.logId = logId;
  return parsed;
}

/** True when the main sheet was made with the current layout (the clock, the Ante-up column). */
export const currentLayout = (main: ParsedSwingMain): boolean => main.layout === SWING_LAYOUT;

/** Grid display rows in use on a main sheet whose last row with content is `lastRow` (the tail undo clears). */
export function usedGridRows(lastRow: number): number {
  return Math.max(lastRow - START_ROW + 1, 0);
}

/** One block of the main sheet: its values, font colours and backgrounds (null: none). */
export interface PlacedBlock {
  row: number;
  column: number;
  values: PlanCell[][];
  fontColors?: (string | null)[][];
  backgrounds?: (string | null)[][];
}

/** The chart redrawn over the grid rows in use (when their number changed). */
export interface ChartSpec {
  ranges: string[];
  anchorRow: number;
  anchorColumn: number;
  title: string;
  width: number;
  height: number;
}

/** The main sheet's update after a posting: growth first (rows, protection), then the chart, then the blocks. */
export interface SwingMainUpdate {
  growth?: Growth;
  chart?: ChartSpec;
  blocks: PlacedBlock[];
}

/** The chart over the start row and `results` result rows, beside the grid. */
export function chartSpec(players: number, results: number): ChartSpec {
  return {
    ranges: chartRanges(players, results),
    anchorRow: HEADER_ROW,
    anchorColumn: chartAnchorColumn(players),
    title: CHART_TITLE,
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
  };
}

/**
 * The derived blocks after a posting: the "now" values, the player rows, and grid display rows from..to-1 (rows past
 * the state's last are cleared); when the grid would run past the protected rows (`main.gridRows`), GROW_ROWS
 * more rows protected (rows inserted where the sheet, `maxRows()` tall, is too short; asked only then); and the
 * chart redrawn over exactly the rows in use when their number is not `chartResults` (the result rows the chart
 * spans already; undefined when unknown — undo, re-sync — and the chart is redrawn).
 */
export function derivedUpdate(
  state: SwingState,
  from: number,
  to: number,
  zone: Zone,
  main: ParsedSwingMain,
  maxRows: () => number,
  chartResults?: number,
): SwingMainUpdate {
  const players = state.settings.players.length;
  const update: SwingMainUpdate = { blocks: [] };
  const lastRow = START_ROW + to - 1;
  if (lastRow > main.gridRows) {
    const grown = lastRow + GROW_ROWS;
    const max = maxRows();
    update.growth = {
      after: max,
      count: Math.max(0, grown - max),
      protect: `A${main.gridRows + 1}:${lastPlayerColumn(players)}${grown}`,
      description: GRID_PROTECTION,
      key: SWING_MAIN.keys.gridRows,
      extent: grown,
    };
  }
  if (chartResults !== state.rows.length) update.chart = chartSpec(players, state.rows.length);
  update.blocks.push({ row: STATUS_FIRST_ROW, column: STATUS_VALUE_COL, values: statusValues(state, zone) });
  const placed = (row: number, column: number, b: Block): PlacedBlock => ({
    row,
    column,
    values: b.values,
    fontColors: b.fontColors,
    backgrounds: b.backgrounds,
  });
  update.blocks.push(placed(NOW_ROW, FIRST_PLAYER_COL, playerBlock(state)));
  if (to > from) update.blocks.push(placed(START_ROW + from, 1, gridBlock(state, from, to, zone)));
  return update;
}
