/**
 * The log sheet "<title> log": the tournament's settings (label / value rows) and the posted log, one row per
 * entry (SWING_LOG_HEADER, columns A:G). The plan writes it once; the shell writes one row per posting and reads
 * it back with one getValues, parsed here. Every name, title and seed is written with asText (it reads back
 * exactly). People edit sheets: a row that cannot be read, a blank row inside the log or text typed below it is
 * reported as damage (row, what is wrong, what to fix) rather than stopping everything; cells right of column G
 * are never read.
 */
import { readLogRow, SWING_LOG_HEADER, SwingError, toLogRow, type SwingConfig, type SwingLogEntry, type SwingSettings } from '../rules';
import { widthsFrom, type PlanCell, type SheetPlan } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';
import { LOG_COLUMNS, LOG_FIRST_ROW, LOG_HEADER_ROW, LOG_INITIAL_CAPACITY, LOG_SETTING_LABELS, LOG_SETTINGS_FIRST_ROW, SWING_LOG_KIND } from './layout';

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
    [asText(`Swing log: ${title}`)],
    [
      'Append-only record of what the TD posted; the add-on writes here (record, leaving/back, clock, undo). Do not edit: chips and pairings are replayed from these rows. Start: blank until the clock is started (a start row below).',
    ],
    ...LOG_SETTING_LABELS.map((label, i) => [label, ...settingValues[i]]),
    [],
    [...SWING_LOG_HEADER],
  ];
  return {
    name,
    kind: SWING_LOG_KIND,
    cells,
    styles: [
      { range: 'A1', bold: true },
      { range: `A${LOG_SETTINGS_FIRST_ROW}:A${LOG_SETTINGS_FIRST_ROW + LOG_SETTING_LABELS.length - 1}`, bold: true },
      { range: `A${LOG_HEADER_ROW}:G${LOG_HEADER_ROW}`, bold: true, background: '#e8eaed' },
    ],
    columnWidths: widthsFrom(1, [110, 200, 130, 130, 60, 90, 60]),
    frozenRows: LOG_HEADER_ROW,
    protections: [{ range: `A1:G${LOG_INITIAL_LAST_ROW}`, description: 'Swing log: written by the add-on (record, undo); repair damaged rows only as the panel says' }],
  };
}

/** A log row that cannot be replayed: where, its cells, what is wrong and what to do. */
export interface LogDamage {
  row: number;
  cells: string[];
  problem: string;
  fix: string;
}

export interface ParsedSwingLog {
  settings: SwingSettings;
  /** The readable entries, in order, with their sheet rows. */
  entries: SwingLogEntry[];
  entryRows: number[];
  /** Rows that cannot be read (blank rows inside the log included), in sheet order. */
  damage: LogDamage[];
  /** The last row of the log in use (a non-blank cell in A:G), or LOG_HEADER_ROW when it is empty. */
  lastRow: number;
}

const cellText = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());

function booleanOf(v: unknown, where: string): boolean {
  if (typeof v === 'boolean') return v;
  const t = cellText(v).toLowerCase();
  if (['true', 'yes', 'on'].includes(t)) return true;
  if (['false', 'no', 'off'].includes(t)) return false;
  throw new SwingError(`${where}: Jacoby '${cellText(v)}' is not TRUE or FALSE`);
}

function numberOf(v: unknown, label: string, where: string): number {
  const n = typeof v === 'number' ? v : Number(cellText(v));
  if (cellText(v) === '' || !Number.isFinite(n)) throw new SwingError(`${where}: ${label} '${cellText(v)}' is not a number`);
  return n;
}

function startOf(v: unknown): string | null {
  if (Object.prototype.toString.call(v) === '[object Date]') return (v as Date).toISOString();
  const t = cellText(v);
  return t === '' ? null : t;
}

/**
 * Reads the whole log sheet (getDataRange().getValues()). `sheet` names the log sheet in errors. Settings that
 * cannot be read throw a SwingError naming the row (nothing can be replayed without them); log rows that cannot
 * be read are listed as damage.
 */
export function parseSwingLog(values: readonly (readonly unknown[])[], sheet: string): ParsedSwingLog {
  const row = (r: number): readonly unknown[] => values[r - 1] ?? [];
  const setting = (i: number): readonly unknown[] => {
    const r = LOG_SETTINGS_FIRST_ROW + i;
    const label = cellText(row(r)[0]);
    if (label !== LOG_SETTING_LABELS[i]) {
      throw new SwingError(`Sheet '${sheet}' row ${r}: expected the setting '${LOG_SETTING_LABELS[i]}', found '${label}'. Type '${LOG_SETTING_LABELS[i]}' back in A${r}.`);
    }
    return row(r).slice(1);
  };
  const where = `Sheet '${sheet}'`;
  const settings: SwingSettings = {
    chips: numberOf(setting(0)[0], 'chips', where),
    anteMinutes: numberOf(setting(1)[0], 'ante minutes', where),
    jacoby: booleanOf(setting(2)[0], where),
    ending: cellText(setting(3)[0]) as SwingSettings['ending'],
    mode: cellText(setting(4)[0]) as SwingSettings['mode'],
    seed: cellText(setting(5)[0]),
    start: startOf(setting(6)[0]),
    players: setting(7).map(cellText).filter((p) => p !== ''),
  };
  const cellsOf = (r: number): string[] => Array.from({ length: LOG_COLUMNS }, (_, i) => cellText(row(r)[i]));
  let lastRow = LOG_HEADER_ROW;
  for (let r = LOG_FIRST_ROW; r <= values.length; r++) if (cellsOf(r).some((c) => c !== '')) lastRow = r;
  const parsed: ParsedSwingLog = { settings, entries: [], entryRows: [], damage: [], lastRow };
  for (let r = LOG_FIRST_ROW; r <= lastRow; r++) {
    const cells = cellsOf(r);
    if (cells.every((c) => c === '')) {
      // A run of blank rows inside the log is one damage: where it starts, and how many rows.
      let end = r;
      while (end + 1 <= lastRow && cellsOf(end + 1).every((c) => c === '')) end++;
      const many = end > r;
      parsed.damage.push({
        row: r,
        cells,
        problem: many ? `rows ${r}–${end} are blank, but rows below them are not` : 'the row is blank, but rows below it are not',
        fix: `Delete the empty row${many ? 's' : ''} (select the row number${many ? 's' : ''}, right-click → Delete), or type back the posting${many ? 's' : ''} that ${many ? 'were' : 'was'} there.`,
      });
      r = end;
      continue;
    }
    const reading = readLogRow(row(r).slice(0, LOG_COLUMNS));
    if ('entry' in reading) {
      parsed.entries.push(reading.entry);
      parsed.entryRows.push(r);
    } else parsed.damage.push({ row: r, cells, ...reading });
  }
  return parsed;
}
