/**
 * The GBQ extractors of publishStandings (src/publish.ts): a group table (`gbq-table`) and the cross-group table
 * (`gbq-cross`). The typed cells are read — the settings, options, ENTRY block and results log — checked with the
 * table's own rules and the standings computed (rules/publishRead.ts, rules/publish.ts); the GBQ, GBQSTATUS and
 * other formula cells are never read for the numbers. A table with anything to fix is refused, naming every row.
 * Read only: nothing is written.
 */
import type { PublishContext, StandingsDoc } from '../../../shared/rules/publish';
import { ADDON_SHEET_KEY } from '../../../shared/server/applyPlan';
import { gbqCrossDoc, gbqGroupDoc, type CrossGroupInput } from '../rules/publish';
import { readGroup, type GbqGroup, type RawEntry, type RawGroup } from '../rules/publishRead';
import { CROSS } from '../sheets/cross';
import { defaultTotalFormula } from '../sheets/formulas';
import { ENTRY, gbqRows, OPTIONS, SETTINGS } from '../sheets/layout';
import { LOG, logRows, WITHDRAWN_COLUMN } from '../sheets/logLayout';
import { GBQ_SHEET_KIND } from '../sheets/table';
import { gbqMeta } from './withdraw';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The typed values of a group table, as rules/publishRead.ts reads them. */
export function rawGroup(sheet: Sheet): RawGroup {
  const n = Number(gbqMeta(sheet, 'gbq-players'));
  const logCount = gbqMeta(sheet, 'gbq-log');
  const rows = gbqRows(n);
  const log = logCount === null ? undefined : logRows(rows, Number(logCount));
  const lastRow = log ? log.last : rows.last;
  const width = Math.max(WITHDRAWN_COLUMN, OPTIONS.valueColumn);
  const range = sheet.getRange(1, 1, lastRow, width);
  const values = range.getValues();
  const shown = range.getDisplayValues();
  const formulas = sheet.getRange(rows.first, 1, n, ENTRY.tps).getFormulas();
  const at = (r: number, c: number): unknown => values[r - 1][c - 1];
  const option = (r: number) => at(r, OPTIONS.valueColumn);
  const entries: RawEntry[] = [];
  for (let i = 0; i < n; i++) {
    const r = rows.first + i;
    const f = formulas[i];
    entries.push({
      name: shown[r - 1][ENTRY.player - 1],
      total: at(r, ENTRY.total),
      totalFormula: f[ENTRY.total - 1],
      played: at(r, ENTRY.played),
      playedFormula: f[ENTRY.played - 1],
      wins: at(r, ENTRY.wins),
      draws: at(r, ENTRY.draws),
      losses: at(r, ENTRY.losses),
      tps: at(r, ENTRY.tps),
      tpsFormula: f[ENTRY.tps - 1],
      withdrawn: log ? at(r, WITHDRAWN_COLUMN) : '',
    });
  }
  const raw: RawGroup = {
    title: shown[SETTINGS.titleRow - 1][0] || sheet.getName(),
    q: at(SETTINGS.qualifiersRow, 2),
    win: at(SETTINGS.winRow, 2),
    loss: at(SETTINGS.lossRow, 2),
    gamesPerMatch: option(OPTIONS.gamesPerMatchRow),
    rounds: option(OPTIONS.roundsRow),
    reference: option(OPTIONS.referenceRow),
    step: option(OPTIONS.stepRow),
    firstZero: option(OPTIONS.firstZeroRow),
    firstRow: rows.first,
    entries,
  };
  if (log) {
    raw.log = {
      firstRow: log.first,
      rows: values.slice(log.first - 1, log.last).map((v, k) => ({
        first: shown[log.first - 1 + k][LOG.first - 1],
        second: shown[log.first - 1 + k][LOG.second - 1],
        games: v[LOG.games - 1],
        tps1: v[LOG.tps1 - 1],
        tps2: v[LOG.tps2 - 1],
        pen1: v[LOG.pen1 - 1],
        pen2: v[LOG.pen2 - 1],
      })),
    };
  } else raw.defaultTotalFormula = defaultTotalFormula(n);
  return raw;
}

/**
 * The checked group of a table, or an Error naming every row to fix. Belt and braces: when the rules find nothing
 * but the sheet's own "problems to fix" (B6) is not 0, the sheet and the rules disagree, so nothing is published.
 */
export function checkedGroup(sheet: Sheet, label = `"${sheet.getName()}"`): GbqGroup {
  const { group, problems } = readGroup(rawGroup(sheet));
  if (!group) {
    throw new Error(
      [`Cannot publish the standings of ${label} until these are fixed (the table's Check columns and B6 flag them too):`, ...problems.map((p) => `- ${p}`)].join('\n'),
    );
  }
  const flagged = sheet.getRange(SETTINGS.checkRow, 2).getValue();
  if (flagged !== 0) {
    const why = String(sheet.getRange(SETTINGS.checkRow, 3).getDisplayValue());
    throw new Error(`Cannot publish the standings of ${label}: "Problems to fix" (B6) shows ${String(flagged) || 'nothing'} (${why}). Fix what the table flags, then publish again.`);
  }
  return group;
}

/** `gbq-table`: one group table. */
export function gbqTableExtractor(_ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  return gbqGroupDoc(checkedGroup(sheet), context.date);
}

/** The sheet name a cross-table row reads ("='Group A'!$A$1"), or undefined when the reference is broken. */
export function crossGroupSheet(formula: string): string | undefined {
  const m = /^=\s*(?:'((?:[^']|'')+)'|([^'!"]+))!\$?A\$?1\s*$/i.exec(formula);
  if (!m) return undefined;
  return m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2];
}

/** `gbq-cross`: the best k of the (q+1)-th placed, each group computed from its own table; every problem at once. */
export function gbqCrossExtractor(ss: Spreadsheet, sheet: Sheet, context: PublishContext): StandingsDoc {
  const m = Number(gbqMeta(sheet, 'gbq-cross-groups'));
  const formulas = sheet.getRange(CROSS.firstRow, CROSS.group, m, 1).getFormulas();
  const k = sheet.getRange(CROSS.kRow, 2).getValue();
  const problems: string[] = [];
  if (typeof k !== 'number' || !Number.isInteger(k) || k < 1 || k > m) problems.push(`Best k (B${CROSS.kRow}): enter a whole number from 1 to ${m}.`);
  const groups: CrossGroupInput[] = [];
  formulas.forEach(([formula], i) => {
    const row = CROSS.firstRow + i;
    const name = crossGroupSheet(formula);
    const group = name === undefined ? null : ss.getSheetByName(name);
    if (!group || gbqMeta(group, ADDON_SHEET_KEY) !== GBQ_SHEET_KIND) {
      problems.push(`Row ${row}: its group table${name ? ` "${name}"` : ''} is missing (deleted?) or is not a GBQ group table.`);
      return;
    }
    try {
      const g = checkedGroup(group, `the group "${group.getName()}"`);
      groups.push({ name: g.title, group: g });
    } catch (e) {
      problems.push((e as Error).message);
    }
  });
  if (problems.length > 0) {
    throw new Error([`Cannot publish the cross-group table "${sheet.getName()}" until these are fixed:`, ...problems.map((p) => `- ${p}`)].join('\n'));
  }
  const title = String(sheet.getRange(CROSS.titleRow, 1).getDisplayValue()) || sheet.getName();
  return gbqCrossDoc(title, context.date, k as number, groups);
}
