/**
 * Text stays text: names and a title Sheets would otherwise read as a boolean, a number, a date, a percentage, a
 * time or a formula go through createGbqTable onto the sheet and read back exactly, and the live table (which
 * sorts the players and shows their names by formulas) shows them exactly and computes GBQ over them.
 */
import { gbq } from '../rules/gbq';
import { tpOrder } from '../rules/order';
import { scalePlayer, scaleScoring } from '../rules/player';
import { createGbqTable } from './endpoints';
import { ENTRY, LIVE, SETTINGS } from '../sheets/layout';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { checks, errorCells, formulaErrors, liveTable, typeEntries } from './testHelpers';

const NAMES = ['TRUE', '1850', '007', '0042', '50%', '3/4/2024', 'Mar 5', '12:30', '+1', '-2', "'Tis", "O'Neil"];
const TITLE = '=HYPERLINK("http://x"&A2,"x")';
const FIRST = SETTINGS.firstRow;
const LAST = FIRST + NAMES.length - 1;

describe('createGbqTable: names and a title that look like values stay text', () => {
  const gas = installFakeGas();
  const { sheet: name } = gas.execute(() => createGbqTable({ title: TITLE, players: NAMES, qualifiers: 3 }));
  const sheet = gas.book.sheet(name);

  it('names the sheet after the title, and reads the title back exactly (values and display)', () => {
    expect(name).toBe(TITLE);
    expect(sheet.getRange('A1').getValues()).toEqual([[TITLE]]);
    expect(sheet.getRange('A1').getDisplayValues()).toEqual([[TITLE]]);
    expect(sheet.getRange('A1').getFormula()).toBe('');
  });

  it('reads every name back exactly from the entry block (values and display)', () => {
    const column = sheet.getRange(FIRST, ENTRY.player, NAMES.length, 1);
    expect(column.getValues().map((r) => r[0])).toEqual(NAMES);
    expect(column.getDisplayValues().map((r) => r[0])).toEqual(NAMES);
    expect(
      column
        .getFormulas()
        .flat()
        .every((f) => f === ''),
    ).toBe(true);
  });

  it('sorts, shows and scores the players in the live table by those names, with no error anywhere', () => {
    // Every player 3 games; TPs 13.5 … 46.5 (360 in all: 18 games of 20), all different, shuffled (5 is prime to 12).
    const tps = NAMES.map((_, i) => 13.5 + 3 * ((i * 5) % 12));
    typeEntries(
      sheet,
      tps.map((t) => ({ played: 3, tps: t })),
    );
    expect(checks(sheet, NAMES.length)).toEqual(NAMES.map(() => ''));
    expect(formulaErrors(sheet, NAMES.length)).toEqual([]);
    expect(errorCells(sheet)).toEqual([]);

    const scoring = scaleScoring({ winTp: 15, lossTp: 5 });
    const order = tpOrder(tps.map((tp) => scalePlayer({ tp, games: 3 }, scoring)));
    const values = gbq(
      tps.map((tp) => ({ tp, games: 3 })),
      { qualifiers: 3 },
    );
    const live = liveTable(sheet, NAMES.length);
    expect(live.map((r) => r.player)).toEqual(order.map((i) => NAMES[i]));
    expect(live.map((r) => r.gbq)).toEqual(order.map((i) => values[i]));
    expect(live.map((r) => r.tps)).toEqual(order.map((i) => tps[i]));

    const shown = sheet
      .getRange(FIRST, LIVE.player, NAMES.length, 1)
      .getDisplayValues()
      .map((r) => r[0]);
    expect(shown).toEqual(order.map((i) => NAMES[i]));
    // The live names are formulas (INDEX over the entry block), not copies.
    expect(
      sheet
        .getRange(FIRST, LIVE.player, LAST - FIRST + 1, 1)
        .getFormulas()
        .flat()
        .every((f) => f.startsWith('=INDEX(')),
    ).toBe(true);
    expect(sheet.valueAt(SETTINGS.checkRow, 2)).toBe(0);
  });
});
