/**
 * Round trips of the swing sheet kinds: a sheet written by its plan (and the log's postings written by its edits),
 * read with readSheet and parsed, gives back what was written — at the smallest event (2 players, an empty log) and a
 * large one (64 players, 600 postings: past the log's first 500 protected rows). Names, seeds and titles that Sheets
 * would read as something else (TRUE, 007, 'Tis, =1+1) come back as the same text.
 */
import { applyPlan } from '../../../shared/server/applyPlan';
import { applyEdit, readSheet } from '../../../shared/server/readSheet';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { startSwing, type SwingConfig, type SwingLogEntry } from '../rules';
import { zoneOf } from '../rules/time';
import { INITIAL_CAPACITY, LOG_FIRST_ROW, START_ROW } from '../sheets/layout';
import { appendLogEdit, clearLastLogEdit, LOG_INITIAL_LAST_ROW, logCells, parseSwingLog, SWING_LOG, swingLogPlan } from '../sheets/log';
import { parseSwingMain, SWING_MAIN, swingPlan } from '../sheets/plan';

const ODD = ['TRUE', '007', "'Tis", '=1+1'];
const names = (n: number) => Array.from({ length: n }, (_, i) => (i < ODD.length ? ODD[i] : `P${i + 1}`));
const config = (n: number, extra: Partial<SwingConfig> = {}): SwingConfig => ({
  players: names(n),
  chips: 12,
  anteMinutes: 15,
  jacoby: true,
  ending: 'both',
  mode: 'manual',
  seed: '',
  start: null,
  ...extra,
});

/** `count` postings cycling through every kind of row (results with and without a match, leaving/back, the clock). */
function entries(players: readonly string[], count: number): SwingLogEntry[] {
  const time = (k: number) => new Date(Date.parse('2026-05-02T09:00:00Z') + k * 60_000).toISOString().replace('.000Z', 'Z');
  return Array.from({ length: count }, (_, k): SwingLogEntry => {
    const a = players[k % players.length];
    const b = players[(k + 1) % players.length];
    switch (k % 6) {
      case 0:
        return { type: 'clock', action: k === 0 ? 'start' : 'resume', time: time(k) };
      case 1:
        return { type: 'result', winner: a, loser: b, cube: 2, kind: 'gammon', match: 'A', time: time(k) };
      case 2:
        return { type: 'result', winner: b, loser: a, cube: 1, kind: 'single', time: time(k) };
      case 3:
        return { type: 'status', player: a, leaving: true, time: time(k) };
      case 4:
        return { type: 'status', player: a, leaving: false, time: time(k) };
      default:
        return { type: 'clock', action: 'pause', time: time(k) };
    }
  });
}

function logRoundTrip(cfg: SwingConfig, posted: SwingLogEntry[]) {
  const gas = installFakeGas();
  const sheet = applyPlan(asSpreadsheet(gas), swingLogPlan('007 log', '007 night', cfg));
  if (posted.length > 0) {
    const extra = LOG_FIRST_ROW + posted.length - 1 - sheet.getMaxRows();
    if (extra > 0) sheet.insertRowsAfter(sheet.getMaxRows(), extra);
    applyEdit(sheet, { blocks: [{ row: LOG_FIRST_ROW, column: 1, values: posted.map(logCells) }] });
  }
  return { gas, sheet, parsed: parseSwingLog(readSheet(sheet)) };
}

describe('round trip: the log sheet', () => {
  it('2 players, an empty log: the title and every setting come back', () => {
    const cfg = config(2, { chips: 1, anteMinutes: 0, jacoby: false, ending: 'speed-up', mode: 'automated', seed: '007' });
    const { sheet, parsed } = logRoundTrip(cfg, []);
    expect(readSheet(sheet).kind).toBe(SWING_LOG.kind);
    expect(parsed).toEqual({
      sheet: sheet.getName(),
      title: '007 night',
      settings: cfg,
      settingsDamage: [],
      entries: [],
      entryRows: [],
      damage: [],
      lastRow: LOG_FIRST_ROW - 1,
      empty: true,
    });
  });

  it('64 players, 600 postings: every posting comes back in order, with its row', () => {
    const cfg = config(64, { chips: 400, seed: "'Tis" });
    const posted = entries(cfg.players, 600);
    const { parsed } = logRoundTrip(cfg, posted);
    expect(parsed.settings).toEqual(cfg);
    expect(parsed.damage).toEqual([]);
    expect(parsed.entries).toEqual(posted);
    expect(parsed.entryRows).toEqual(posted.map((_, i) => LOG_FIRST_ROW + i));
    expect(parsed.lastRow).toBe(LOG_FIRST_ROW + 599);
  });

  it('a log of older sheets with its Start setting comes back with it', () => {
    const cfg = config(3, { start: '2026-05-02T10:00:00Z' });
    expect(logRoundTrip(cfg, []).parsed.settings).toEqual(cfg);
  });

  it("a posting appended by its edit and cleared by undo's edit", () => {
    const cfg = config(4);
    const posted = entries(cfg.players, 3);
    const { sheet, parsed } = logRoundTrip(cfg, posted.slice(0, 2));
    applyEdit(sheet, appendLogEdit(parsed, posted[2]));
    const appended = parseSwingLog(readSheet(sheet));
    expect(appended.entries).toEqual(posted);
    expect(appended.entryRows).toEqual([13, 14, 15]);
    applyEdit(sheet, clearLastLogEdit(appended));
    expect(parseSwingLog(readSheet(sheet)).entries).toEqual(posted.slice(0, 2));
  });
});

describe('round trip: the main sheet', () => {
  it.each([2, 64])('%i players: the title and the metadata come back', (n) => {
    const gas = installFakeGas();
    const state = startSwing(config(n)).state();
    const sheet = applyPlan(asSpreadsheet(gas), swingPlan({ name: '007', title: '=1+1 night', logSheet: '007 log', state, zone: zoneOf('UTC') }));
    sheet.addDeveloperMetadata(SWING_MAIN.keys.logId, '42');
    const grid = readSheet(sheet);
    expect(grid.kind).toBe(SWING_MAIN.kind);
    expect(parseSwingMain(grid)).toEqual({
      title: '=1+1 night',
      logId: 42,
      gridRows: START_ROW + INITIAL_CAPACITY,
      logRows: LOG_INITIAL_LAST_ROW,
      layout: '2',
    });
  });
});
