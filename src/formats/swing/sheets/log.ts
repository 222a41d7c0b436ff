/**
 * The log sheet "<title> log", both ways: the tournament's settings (label / value rows) and the posted log, one row
 * per entry (SWING_LOG_HEADER, columns A:G). The plan writes it once; a posting appends one row (`appendLogEdit`),
 * undo clears the last one (`clearLastLogEdit`); `parseSwingLog` is the one reader of the log and its settings.
 * Every name, title and seed is written with asText (it reads back exactly). People edit sheets: a setting typed
 * over, a row that cannot be read, a blank row inside the log or text typed below it is reported as damage (where,
 * what is wrong, what belongs there) rather than stopping everything; cells right of column G are never read.
 */
import {
  readLogRow,
  resolveSettings,
  startSwing,
  SWING_DEFAULTS,
  SWING_ENDINGS,
  SWING_LOG_HEADER,
  SWING_MODES,
  SwingError,
  toLogRow,
  type SwingConfig,
  type SwingLogEntry,
  type SwingReplay,
  type SwingSettings,
  type SwingState,
} from '../rules';
import { a1, columnLetters, widthsFrom, type PlanCell, type SheetPlan } from '../../../shared/sheets/plan';
import { cellName, cellText, sheetKind, type CellValue, type SheetEdit, type SheetGrid } from '../../../shared/sheets/read';
import { asText } from '../../../shared/sheets/text';
import { nameKey } from '../../../shared/rules/names';
import {
  GROW_ROWS,
  HEADER_FILL,
  LOG_CHECK_AHEAD,
  LOG_CHECK_COL,
  LOG_COLUMNS,
  LOG_FIRST_ROW,
  LOG_HEADER_ROW,
  LOG_INITIAL_CAPACITY,
  LOG_PART_COLS,
  LOG_PROBLEMS_ROW,
  LOG_SETTING_LABELS,
  LOG_SETTINGS_FIRST_ROW,
} from './layout';
import { NEXT_STEP_STYLE } from '../../../shared/sheets/nextStep';
import { LOG_NEXT_STEP, logNextStepFormula } from './nextStep';
import { logCellMarks, logCheckBlock, logProblemsFormats, logProblemsFormula, SETTING_CHECK_ROW, settingChecks, settingMarks } from './logChecks';

/** The log sheet: its kind (it has no metadata keys of its own; the main sheet records the log's id and size). */
export const SWING_LOG = sheetKind('swing-log', {});

/** The last column the add-on writes on the log (its Check's last helper part). */
const LOG_LAST_WRITTEN = columnLetters(LOG_PART_COLS[LOG_PART_COLS.length - 1]);
/** The log's header: the seven columns read, then the Check and its helper parts (formulas, never read). */
const LOG_HEADER: readonly string[] = [...SWING_LOG_HEADER, 'Check', ...LOG_PART_COLS.map((_, i) => `Helper: check part ${i + 1}`)];

/** The log sheet's A1: this prefix and the event's title. */
const LOG_TITLE_PREFIX = 'Swing log: ';

/**
 * A log entry as the cells the shell writes: names, the time and the match letter through asText, so a player
 * named TRUE, 007 or 'Tis reads back exactly and the replay (which reads the names back from this sheet) still
 * finds them.
 */
export function logCells(entry: SwingLogEntry): PlanCell[] {
  const [type, time, player, loser, cube, kind, match] = toLogRow(entry);
  const text = (v: string): PlanCell => (v === '' ? '' : asText(v));
  return [type, asText(time), text(player), text(loser), cube, kind, text(match)];
}

const LOG_PROTECTION = 'Swing log: written by the add-on (record, undo); repair damaged rows only as the panel says';

/** The last log row the new log sheet protects. */
export const LOG_INITIAL_LAST_ROW = LOG_FIRST_ROW + LOG_INITIAL_CAPACITY - 1;

export function swingLogPlan(name: string, title: string, cfg: SwingConfig): SheetPlan {
  const settingValues: PlanCell[][] = [
    [cfg.chips],
    [cfg.anteMinutes],
    [cfg.jacoby],
    [cfg.ending],
    [cfg.mode],
    [asText(cfg.seed)],
    [cfg.start === null ? '' : asText(cfg.start)],
    cfg.players.map(asText),
  ];
  const cells: PlanCell[][] = [
    [asText(`${LOG_TITLE_PREFIX}${title}`), null, logNextStepFormula()],
    [
      'Append-only record of what the TD posted; the add-on writes here (record, leaving/back, clock, undo). Do not edit: chips and pairings are replayed from these rows. Start: blank until the clock is started (a start row below).',
    ],
    ...LOG_SETTING_LABELS.map((label, i) => [label, ...settingValues[i]]),
    ['Problems to fix', logProblemsFormula(LOG_INITIAL_LAST_ROW)],
    [...LOG_HEADER],
  ];
  const checks = logCheckBlock(name, cfg.players.length, LOG_FIRST_ROW, LOG_FIRST_ROW + LOG_CHECK_AHEAD - 1);
  checks.values.forEach((row, i) => (cells[checks.row - 1 + i] = [...new Array<PlanCell>(LOG_CHECK_COL - 1).fill(null), ...row]));
  settingChecks(name, LOG_INITIAL_LAST_ROW).forEach(([check], i) => {
    const row = cells[SETTING_CHECK_ROW - 1 + i];
    while (row.length < LOG_CHECK_COL - 1) row.push(null);
    row[LOG_CHECK_COL - 1] = check;
  });
  const setting = (label: (typeof LOG_SETTING_LABELS)[number]) => `B${LOG_SETTINGS_FIRST_ROW + LOG_SETTING_LABELS.indexOf(label)}`;
  return {
    name,
    kind: SWING_LOG.kind,
    cells,
    styles: [
      { range: 'A1', bold: true },
      { range: a1(LOG_NEXT_STEP.row, LOG_NEXT_STEP.column), ...NEXT_STEP_STYLE },
      { range: `A${LOG_SETTINGS_FIRST_ROW}:A${LOG_SETTINGS_FIRST_ROW + LOG_SETTING_LABELS.length - 1}`, bold: true },
      { range: `A${LOG_PROBLEMS_ROW}`, bold: true },
      { range: `A${LOG_HEADER_ROW}:${LOG_LAST_WRITTEN}${LOG_HEADER_ROW}`, bold: true, background: HEADER_FILL },
    ],
    // Standard widths; the Check (H) ends inside the first screen with the sidebar open. Its helper parts are hidden.
    columnWidths: widthsFrom(1, [100, 150, 150, 100, 60, 100, 60, 300, ...LOG_PART_COLS.map(() => 60)]),
    hiddenColumns: [{ column: LOG_PART_COLS[0], count: LOG_PART_COLS.length }],
    frozenRows: LOG_HEADER_ROW,
    dropDowns: [
      { range: setting('Jacoby'), list: ['TRUE', 'FALSE'], allowInvalid: true, helpText: 'Jacoby: TRUE (on) or FALSE (off)' },
      { range: setting('Ending'), list: [...SWING_ENDINGS], allowInvalid: true, helpText: `Ending: ${SWING_ENDINGS.join(', ')}` },
      { range: setting('Mode'), list: [...SWING_MODES], allowInvalid: true, helpText: `Mode: ${SWING_MODES.join(' or ')}` },
    ],
    conditionalFormats: [...logProblemsFormats(), ...settingMarks(), ...logCellMarks(LOG_FIRST_ROW, LOG_INITIAL_LAST_ROW)],
    protections: [{ range: `A1:${LOG_LAST_WRITTEN}${LOG_INITIAL_LAST_ROW}`, description: LOG_PROTECTION }],
  };
}

/** A log row or setting that cannot be used: where, its cells, what is wrong and what belongs there. */
export interface LogDamage {
  row: number;
  cells: string[];
  problem: string;
  fix: string;
}

export interface ParsedSwingLog {
  /** The log sheet's name (its Check messages name it). */
  sheet: string;
  /** The event's title as the log's A1 gives it ('' when it was typed over). */
  title: string;
  /** The settings; where one is damaged, its default (nothing is replayed then: see `settingsDamaged`). */
  settings: SwingSettings;
  /** The settings that could not be read (also first in `damage`); nothing is replayed while there is one. */
  settingsDamage: LogDamage[];
  /** The readable entries, in order, with their sheet rows. */
  entries: SwingLogEntry[];
  entryRows: number[];
  /** Damaged settings, then log rows that cannot be read (blank rows inside the log included), in sheet order. */
  damage: LogDamage[];
  /** The last row of the log in use (a non-blank cell in A:G), or the header row when it is empty. */
  lastRow: number;
  /** True when the log has no row in use. */
  empty: boolean;
}

const isDate = (v: unknown): v is Date => Object.prototype.toString.call(v) === '[object Date]';
/** Sheets' day zero: a time typed without a date (12:30) reads as that time on 30 December 1899. */
const isTimeOnly = (d: Date): boolean => d.getUTCFullYear() < 1900;
/** A log cell as text for the rows and messages: dates as ISO-8601, the rest by the one text reader, trimmed. */
const logText = (v: CellValue): string => (isDate(v) ? (Number.isNaN(v.getTime()) ? '' : v.toISOString()) : cellText(v).trim());
const shownValue = (v: CellValue): string => (isDate(v) && isTimeOnly(v) ? 'a time of day without a date' : `'${logText(v)}'`);

type Reading<T> = { value: T } | { problem: string; fix: string };

/** A number cell, or text that is a number ("12"); else undefined. */
const numberIn = (v: CellValue): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

/**
 * Reads the whole log sheet (readSheet). A setting typed over is damage at its cell, with what belongs there, and
 * its default stands in (nothing is replayed until it is repaired); log rows that cannot be read are damage too.
 */
export function parseSwingLog(grid: SheetGrid): ParsedSwingLog {
  const damage: LogDamage[] = [];
  const cellsOf = (r: number): string[] => Array.from({ length: LOG_COLUMNS }, (_, i) => logText(grid.at(r, i + 1)));
  let lastRow = LOG_HEADER_ROW;
  for (let r = LOG_FIRST_ROW; r <= grid.rows; r++) if (cellsOf(r).some((c) => c !== '')) lastRow = r;
  const rowReadings: { row: number; reading: ReturnType<typeof readLogRow> }[] = [];
  for (let r = LOG_FIRST_ROW; r <= lastRow; r++) {
    const cells = cellsOf(r);
    if (cells.every((c) => c === '')) {
      // A run of blank rows inside the log is one damage: where it starts, and how many rows.
      let end = r;
      while (end + 1 <= lastRow && cellsOf(end + 1).every((c) => c === '')) end++;
      const many = end > r;
      rowReadings.push({
        row: r,
        reading: {
          problem: many ? `rows ${r}–${end} are blank, but rows below them are not` : 'the row is blank, but rows below it are not',
          fix: `Delete the empty row${many ? 's' : ''} (select the row number${many ? 's' : ''}, right-click → Delete), or type back the posting${many ? 's' : ''} that ${many ? 'were' : 'was'} there.`,
        },
      });
      r = end;
      continue;
    }
    rowReadings.push({ row: r, reading: readLogRow(Array.from({ length: LOG_COLUMNS }, (_, i) => grid.at(r, i + 1))) });
  }
  const startRow = rowReadings.find(({ reading }) => 'entry' in reading && reading.entry.type === 'clock' && reading.entry.action === 'start')?.row;
  const { settings, damaged } = readSettings(grid, startRow);
  damage.push(...damaged);
  const parsed: ParsedSwingLog = {
    sheet: grid.sheetName,
    title: logTitle(grid),
    settings,
    settingsDamage: damaged,
    entries: [],
    entryRows: [],
    damage,
    lastRow,
    empty: lastRow === LOG_HEADER_ROW,
  };
  for (const { row, reading } of rowReadings) {
    if ('entry' in reading) {
      parsed.entries.push(reading.entry);
      parsed.entryRows.push(row);
    } else parsed.damage.push({ row, cells: cellsOf(row), ...reading });
  }
  return parsed;
}

function logTitle(grid: SheetGrid): string {
  const a1Text = grid.text(1, 1).trim();
  return a1Text.startsWith(LOG_TITLE_PREFIX) ? a1Text.slice(LOG_TITLE_PREFIX.length).trim() : '';
}

/** Every setting read from its cell; a damaged one as damage at that cell, its default standing in. */
function readSettings(grid: SheetGrid, startRow: number | undefined): { settings: SwingSettings; damaged: LogDamage[] } {
  const damaged: LogDamage[] = [];
  const rowOf = (i: number) => LOG_SETTINGS_FIRST_ROW + i;
  const cellsOf = (r: number): string[] => Array.from({ length: LOG_COLUMNS }, (_, i) => logText(grid.at(r, i + 1)));
  LOG_SETTING_LABELS.forEach((label, i) => {
    const r = rowOf(i);
    const found = cellText(grid.at(r, 1)).trim();
    if (found !== label) {
      damaged.push({
        row: r,
        cells: cellsOf(r),
        problem: `the setting label at ${grid.where(r, 1)} reads '${found}', not '${label}'`,
        fix: `Type '${label}' back in ${a1(r, 1)}: the settings stay in rows ${rowOf(0)}–${rowOf(LOG_SETTING_LABELS.length - 1)}, in this order.`,
      });
    }
  });
  /** The value of setting i (column B), or its default with the damage recorded. */
  const value = <T>(i: number, fallback: T, read: (v: CellValue) => Reading<T>): T => {
    const r = rowOf(i);
    const reading = read(grid.at(r, 2));
    if ('value' in reading) return reading.value;
    damaged.push({ row: r, cells: cellsOf(r), problem: `the setting ${LOG_SETTING_LABELS[i]} (${grid.where(r, 2)}) ${reading.problem}`, fix: reading.fix });
    return fallback;
  };
  const main = (what: string) => `the main sheet shows it as "${what}"`;
  const chips = value(0, SWING_DEFAULTS.chips as number, (v) => {
    const n = numberIn(v);
    return n !== undefined && Number.isInteger(n) && n >= 1
      ? { value: n }
      : {
          problem: `reads ${shownValue(v)}, not a whole number of chips`,
          fix: `Type back the chips each player started with, a whole number of at least 1 (${main('Chips per player')}).`,
        };
  });
  const anteMinutes = value(1, SWING_DEFAULTS.anteMinutes as number, (v) => {
    const n = isDate(v) ? undefined : numberIn(v);
    return n !== undefined && n >= 0
      ? { value: n }
      : {
          problem: `reads ${shownValue(v)}, not a number of minutes`,
          fix: `Type back the minutes between timed ante-ups, 0 for none (${main('Ante-up every (min)')}).`,
        };
  });
  const jacoby = value(2, SWING_DEFAULTS.jacoby as boolean, (v) => {
    const t = typeof v === 'boolean' ? String(v) : logText(v).toLowerCase();
    if (['true', 'yes', 'on'].includes(t)) return { value: true };
    if (['false', 'no', 'off'].includes(t)) return { value: false };
    return { problem: `reads ${shownValue(v)}, not TRUE or FALSE`, fix: `Type back TRUE (Jacoby on) or FALSE (off), as ${main('Jacoby')}.` };
  });
  const ending = value(3, SWING_DEFAULTS.ending as SwingSettings['ending'], (v) => {
    const t = logText(v);
    return (SWING_ENDINGS as readonly string[]).includes(t)
      ? { value: t as SwingSettings['ending'] }
      : { problem: `reads ${shownValue(v)}, not ${SWING_ENDINGS.join(', ')}`, fix: `Type back one of ${SWING_ENDINGS.join(', ')}, as ${main('Ending')}.` };
  });
  const mode = value(4, SWING_DEFAULTS.mode as SwingSettings['mode'], (v) => {
    const t = logText(v);
    return (SWING_MODES as readonly string[]).includes(t)
      ? { value: t as SwingSettings['mode'] }
      : { problem: `reads ${shownValue(v)}, not ${SWING_MODES.join(' or ')}`, fix: `Type back ${SWING_MODES.join(' or ')}, as ${main('Mode')}.` };
  });
  const seed = value(5, '', (v) =>
    mode === 'automated' && logText(v) === ''
      ? { problem: 'is blank, but an automated tournament draws with its seed', fix: `Type back the seed: ${main('Seed')}.` }
      : { value: logText(v) },
  );
  const start = value<string | null>(6, null, (v) => startReading(v, startRow));
  const playersRow = rowOf(7);
  const players: string[] = [];
  for (let c = 2; c <= grid.columns; c++) {
    const name = cellName(grid.at(playersRow, c));
    if (name !== '') players.push(name);
  }
  const keys = players.map(nameKey);
  const twice = players.find((_, i) => keys.indexOf(keys[i]) !== i);
  const playersFix = "Type back the player names, one per cell from B across, in the order of the main sheet's player columns.";
  if (players.length < 2 || twice !== undefined) {
    damaged.push({
      row: playersRow,
      cells: cellsOf(playersRow),
      problem: `the setting Players (${grid.where(playersRow, 2)} on) ${twice !== undefined ? `names '${twice}' twice` : `lists ${players.length} player(s); a swing has at least two`}`,
      fix: playersFix,
    });
  }
  const settings: SwingSettings = {
    chips,
    anteMinutes,
    jacoby,
    ending,
    mode,
    seed,
    start,
    players: players.length >= 2 && twice === undefined ? players : standIns(players),
  };
  if (damaged.length === 0) {
    // The settings' own rules (docs/rules.md §4.1) on what was read: a problem there is damage at the settings too.
    try {
      resolveSettings(settings);
    } catch (e) {
      if (!(e instanceof SwingError)) throw e;
      damaged.push({
        row: playersRow,
        cells: cellsOf(playersRow),
        problem: `the settings (${grid.where(rowOf(0), 2)}:${a1(playersRow, 2)}) cannot be used: ${e.message.replace(/\n/g, '; ')}`,
        fix: playersFix,
      });
      return { settings: { ...SWING_DEFAULTS, seed: '', start: null, players: standIns(players) }, damaged };
    }
  }
  return { settings, damaged: damaged.sort((a, b) => a.row - b.row) };
}

/** Players to stand in while the Players row is damaged: the distinct names read, then "(player k)" up to two. */
function standIns(players: readonly string[]): string[] {
  const seen = new Set<string>();
  const out = players.filter((p) => !seen.has(nameKey(p)) && seen.add(nameKey(p)));
  while (out.length < 2) out.push(`(player ${out.length + 1})`);
  return out;
}

/** Start: blank (the clock is started by a "start" row), or the ISO-8601 date-time play started (older logs). */
function startReading(v: CellValue, startRow: number | undefined): Reading<string | null> {
  const text = logText(v);
  if (text === '') return { value: null };
  const clear = startRow === undefined ? '' : ` the clock was started by row ${startRow} of the log, so this cell stays blank`;
  if (isDate(v) && isTimeOnly(v)) {
    return {
      problem: `reads a time of day without a date`,
      fix:
        startRow !== undefined
          ? `Clear it:${clear}.`
          : 'Clear it (the clock is started from the panel), or type the date-time play started as 2026-05-02T10:00:00Z (UTC).',
    };
  }
  if (Number.isNaN(Date.parse(text)) || (!isDate(v) && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text))) {
    return {
      problem: `reads '${text}', not a date-time`,
      fix:
        startRow !== undefined
          ? `Clear it:${clear}.`
          : 'Clear it (the clock is started from the panel), or type the date-time play started as 2026-05-02T10:00:00Z (UTC).',
    };
  }
  if (startRow !== undefined) return { problem: `reads '${text}', but${clear}`, fix: 'Clear it.' };
  return { value: isDate(v) ? v.toISOString() : text };
}

/**
 * The posting as an edit of the log: its row right after the last row in use, with its Check, and the Check of the
 * LOG_CHECK_AHEAD − 1 rows below it (blank in A:G, as every row below the last row in use is), up to `lastRow`
 * (the rows the sheet holds). One block, so one write.
 */
export function appendLogEdit(parsed: ParsedSwingLog, entry: SwingLogEntry, lastRow = Infinity): SheetEdit {
  const row = parsed.lastRow + 1;
  const last = Math.max(row, Math.min(row + LOG_CHECK_AHEAD - 1, lastRow));
  const checks = logCheckBlock(parsed.sheet, parsed.settings.players.length, row, last).values;
  const values = checks.map((check, i) => [...(i === 0 ? logCells(entry) : new Array<PlanCell>(LOG_COLUMNS).fill(null)), ...check]);
  return { blocks: [{ row, column: 1, values }] };
}

/** Undo as an edit of the log: the last row in use (a posting or a damaged row) cleared. */
export function clearLastLogEdit(parsed: ParsedSwingLog): SheetEdit {
  return { blocks: [{ row: parsed.lastRow, column: 1, values: [new Array<PlanCell>(LOG_COLUMNS).fill(null)] }] };
}

/** Rows a sheet grows by before a write, and the protection (warning only) that then covers them. */
export interface Growth {
  /** Insert `count` rows after `after` (the sheet's last row); 0: the sheet is tall enough already. */
  after: number;
  count: number;
  /** The range protected (A1) and its description. */
  protect: string;
  description: string;
  /** The new protected extent, recorded in the main sheet's metadata under `key`. */
  key: string;
  extent: number;
  /** What else changes with the new rows (the log: the marks of their bad cells, the count of Problems to fix). */
  edit?: SheetEdit;
}

/**
 * The log's growth for a posting: none while the next row is within the protected rows (`protectedRows`), else
 * GROW_ROWS more rows protected (and inserted where the sheet, `maxRows()` rows tall, is too short; asked only then).
 */
export function logGrowth(parsed: ParsedSwingLog, protectedRows: number, maxRows: () => number, key: string): Growth | undefined {
  const row = parsed.lastRow + 1;
  if (row <= protectedRows) return undefined;
  const grown = row + GROW_ROWS;
  const max = maxRows();
  const first = protectedRows + 1;
  return {
    after: max,
    count: Math.max(0, grown - max),
    protect: `A${first}:${LOG_LAST_WRITTEN}${grown}`,
    description: LOG_PROTECTION,
    key,
    extent: grown,
    edit: { blocks: [{ row: LOG_PROBLEMS_ROW, column: 2, values: [[logProblemsFormula(grown)]] }], conditionalFormats: logCellMarks(first, grown) },
  };
}

// ---------------------------------------------------------------- replay

/** A replay of the log without its damaged rows, with every damaged row (unreadable, or refused by the rules). */
export interface Replayed {
  replay: SwingReplay;
  state: SwingState;
  damage: LogDamage[];
}

/**
 * Replays the readable entries, skipping every damaged row (a slip stays on its row); a damaged setting
 * comes before every row: nothing is replayed then. A row the rules refuse is damage too (with the rules' reason),
 * and skipped the same way. `skipLast`: leave out the last log row (what undo removes).
 */
export function replayLog(parsed: ParsedSwingLog, skipLast = false): Replayed {
  const last = skipLast ? parsed.lastRow : Infinity;
  // Without the last row, blank rows just above it end the log: they are no longer damage.
  const kept = parsed.damage.filter((d) => d.row !== last);
  const used = [
    ...parsed.entryRows.filter((r) => r !== last),
    ...kept.filter((d) => d.row >= LOG_FIRST_ROW && d.cells.some((c) => c !== '')).map((d) => d.row),
  ];
  const newLast = Math.max(LOG_FIRST_ROW - 1, ...used);
  const damage = kept.filter((d) => d.row <= newLast);
  // A damaged setting stops everything (nothing can be replayed); a damaged row is skipped (a slip stays on
  // its row) and the rows after it are replayed; a row the rules then refuse is damage too, and skipped the same way.
  const firstBad = parsed.settingsDamage.length > 0 ? -Infinity : Infinity;
  const refused: LogDamage[] = [];
  const replay = startSwing(parsed.settings);
  for (let i = 0; i < parsed.entries.length; i++) {
    const row = parsed.entryRows[i];
    if (firstBad === -Infinity || row === last) break;
    try {
      replay.post(parsed.entries[i]);
    } catch (e) {
      if (!(e instanceof SwingError)) throw e;
      const problem = e.message.replace(/^Log entry \d+: /, '');
      const cells = logCells(parsed.entries[i]).map((c) => String(c ?? '').replace(/^'/, ''));
      const fix = 'Correct this row to what was played, or delete it; it is left out of the replay until it is fixed.';
      refused.push({ row, cells, problem, fix });
    }
  }
  if (refused.length > 0) return { replay, state: replay.state(), damage: [...damage, ...refused].sort((a, b) => a.row - b.row) };
  return { replay, state: replay.state(), damage };
}
