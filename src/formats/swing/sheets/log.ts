/**
 * The log sheet "<title> log": the tournament's settings (label / value rows) and the posted log, one row per
 * entry (SWING_LOG_HEADER). The plan writes it once; the shell appends one row per posting and reads it back
 * with one getValues, parsed here. Every name, title and seed is written with asText (it reads back exactly).
 */
import { fromLogRow, SWING_LOG_HEADER, SwingError, toLogRow, type SwingConfig, type SwingLogEntry, type SwingSettings } from '../rules';
import { widthsFrom, type PlanCell, type SheetPlan } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';
import { LOG_COLUMNS, LOG_FIRST_ROW, LOG_HEADER_ROW, LOG_SETTING_LABELS, LOG_SETTINGS_FIRST_ROW, SWING_LOG_KIND } from './layout';

/**
 * A log entry as the cells the shell appends: names and the time through asText, so a player named TRUE, 007 or
 * 'Tis reads back exactly and the replay (which reads the names back from this sheet) still finds them.
 */
export function logCells(entry: SwingLogEntry): PlanCell[] {
  const [type, time, player, loser, cube, kind] = toLogRow(entry);
  return [type, asText(time), asText(player), loser === '' ? '' : asText(loser), cube, kind];
}

export function swingLogPlan(name: string, title: string, cfg: SwingConfig): SheetPlan {
  const settingValues: PlanCell[][] = [
    [cfg.chips],
    [cfg.anteMinutes],
    [cfg.jacoby],
    [cfg.ending],
    [cfg.mode],
    [asText(cfg.seed)],
    [asText(cfg.start)],
    cfg.players.map(asText),
  ];
  const cells: PlanCell[][] = [
    [asText(`Swing log: ${title}`)],
    ['Append-only record of what the TD posted; the add-on writes here (record, leaving/back, undo). Do not edit: chips and pairings are replayed from these rows.'],
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
      { range: `A${LOG_HEADER_ROW}:F${LOG_HEADER_ROW}`, bold: true, background: '#e8eaed' },
    ],
    columnWidths: widthsFrom(1, [110, 200, 130, 130, 60, 90]),
    frozenRows: LOG_HEADER_ROW,
    protections: [{ range: `A1:F${LOG_HEADER_ROW}`, description: 'Swing settings and log header: written by the add-on' }],
  };
}

export interface ParsedSwingLog {
  settings: SwingSettings;
  entries: SwingLogEntry[];
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

/**
 * Reads the whole log sheet (getDataRange().getValues()). `sheet` names the log sheet in errors. Throws a
 * SwingError naming the row when a settings cell or a log row cannot be read.
 */
export function parseSwingLog(values: readonly (readonly unknown[])[], sheet: string): ParsedSwingLog {
  const row = (r: number): readonly unknown[] => values[r - 1] ?? [];
  const setting = (i: number): readonly unknown[] => {
    const r = LOG_SETTINGS_FIRST_ROW + i;
    const label = cellText(row(r)[0]);
    if (label !== LOG_SETTING_LABELS[i]) {
      throw new SwingError(`Sheet '${sheet}' row ${r}: expected the setting '${LOG_SETTING_LABELS[i]}', found '${label}'. Was the log sheet edited?`);
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
    start: cellText(setting(6)[0]),
    players: setting(7).map(cellText).filter((p) => p !== ''),
  };
  const entries: SwingLogEntry[] = [];
  for (let r = LOG_FIRST_ROW; r <= values.length; r++) {
    const cells = row(r).slice(0, LOG_COLUMNS);
    if (cells.every((c) => cellText(c) === '')) {
      const later = values.slice(r).some((x) => x.slice(0, LOG_COLUMNS).some((c) => cellText(c) !== ''));
      if (later) throw new SwingError(`${where} row ${r} is blank but later rows are not: the log must have no gaps.`);
      break;
    }
    entries.push(fromLogRow(cells, r));
  }
  return { settings, entries };
}
