/**
 * The preview world's person edits (typed cells, pasted blocks, clears, undo and redo, protections) and its .xlsx
 * download read back with exceljs: drop-downs, conditional formats and notes survive. Needs `npm run build` (dist/).
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { FakeDataValidationBuilder } from '../fake/builders';
import { parseTsv, PreviewWorld, PROTECTED_MESSAGE, WARNING_MESSAGE } from './world';

let world: PreviewWorld;
beforeAll(() => {
  world = new PreviewWorld(join(__dirname, '../../dist'));
});
beforeEach(() => world.reset());

const sheet = () => world.gas.book.sheets[0];
const values = (a1: string) => sheet().getRange(a1).getValues();

describe('parseTsv', () => {
  it('reads rows by newline and cells by tab, drops the final newline, and unquotes quoted cells', () => {
    expect(parseTsv('a\tb\r\nc\td\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseTsv('"x\ty"\t"say ""hi"""\n1')).toEqual([['x\ty', 'say "hi"'], ['1']]);
    expect(parseTsv('a\t\tb')).toEqual([['a', '', 'b']]);
  });
});

describe('a person editing the preview', () => {
  it('pastes a block read as typed, and undo puts back what was there (values, formulas, formats); redo does it again', () => {
    const name = sheet().name;
    expect(world.personEdit(name, 1, 1, [['=2*3', "'007"]])).toEqual({ ok: true });
    expect(world.personEdit(name, 1, 1, parseTsv('1,850\t50%\nTRUE\tAnna'))).toEqual({ ok: true });
    expect(values('A1:B2')).toEqual([
      [1850, 0.5],
      [true, 'Anna'],
    ]);
    expect(sheet().styleAt(1, 2).numberFormat).toBe('0%');
    expect(world.undo()).toEqual({ sheet: name, range: 'A1:B2' });
    expect(values('A1:B2')).toEqual([
      [6, '007'],
      ['', ''],
    ]);
    expect(sheet().getRange('A1').getFormula()).toBe('=2*3');
    expect(sheet().styleAt(1, 2).numberFormat).toBeUndefined();
    expect(world.redo()).toEqual({ sheet: name, range: 'A1:B2' });
    expect(values('A1:B2')[0]).toEqual([1850, 0.5]);
    world.undo();
    world.undo();
    expect(values('A1:B1')).toEqual([['', '']]);
    expect(world.undo()).toBeNull();
  });

  it('clears a range (an undoable edit) and reads a typed decimal by the locale', () => {
    const name = sheet().name;
    world.personEdit(name, 3, 3, [['98.7'], ['x']]);
    world.personEdit(name, 3, 3, [[''], ['']]);
    expect(values('C3:C4')).toEqual([[''], ['']]);
    world.undo();
    expect(values('C3:C4')).toEqual([[98.7], ['x']]);
    world.gas.book.setSpreadsheetLocale('de_DE');
    world.personEdit(name, 5, 1, [['98,7']]);
    expect(values('A5')).toEqual([[98.7]]);
  });

  it('refuses a paste past the sheet edge without growing it, and a drop-down entry not on its list', () => {
    const name = sheet().name;
    const out = world.personEdit(name, 1000, 26, [['1', '2']]);
    expect(out).toEqual({ ok: false, error: expect.stringMatching(/past the sheet's edge \(1000 rows, 26 columns\); nothing was pasted/) });
    expect([sheet().getMaxRows(), sheet().getMaxColumns()]).toEqual([1000, 26]);
    sheet().setValidation(1, 1, new FakeDataValidationBuilder().requireValueInList(['win', 'loss']).setAllowInvalid(false).build());
    expect(world.personEdit(name, 1, 1, [['draw']])).toEqual({ ok: false, error: expect.stringMatching(/Invalid entry/) });
    expect(world.undo()).toBeNull();
  });

  it("accepts a strict drop-down's item typed in another letter case and keeps it as typed (the stand-in's choice: README, known differences)", () => {
    const name = sheet().name;
    sheet().setValidation(1, 1, new FakeDataValidationBuilder().requireValueInList(['W1', 'L1']).setAllowInvalid(false).build());
    expect(world.personEdit(name, 1, 1, [['w1']])).toEqual({ ok: true });
    expect(values('A1')).toEqual([['w1']]);
  });

  it('asks before an edit to a warning-only protected cell and refuses a protected one', () => {
    const name = sheet().name;
    sheet().protections.push({ a1: 'B2:C3', description: 'Standings (formulas)', warningOnly: true });
    expect(
      world.personEdit(name, 1, 1, [
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toEqual({ ok: false, confirm: `${WARNING_MESSAGE}\n\nStandings (formulas)` });
    expect(values('A1')).toEqual([['']]);
    expect(
      world.personEdit(
        name,
        1,
        1,
        [
          ['a', 'b'],
          ['c', 'd'],
        ],
        true,
      ),
    ).toEqual({ ok: true });
    sheet().protections.push({ a1: 'E5', description: '', warningOnly: false });
    expect(world.personEdit(name, 5, 5, [['x']], true)).toEqual({ ok: false, error: PROTECTED_MESSAGE });
  });
});

describe('the .xlsx download', () => {
  it('keeps drop-downs (lists and ranges, strict or not, with help text), conditional formats and notes', async () => {
    const s = sheet();
    const name = s.name;
    world.personEdit(name, 1, 1, parseTsv('Result\tScore\nwin\t3\nloss\t1'));
    s.setValidation(
      2,
      1,
      new FakeDataValidationBuilder().requireValueInList(['win', 'loss', 'draw']).setAllowInvalid(false).setHelpText('Pick a result').build(),
    );
    s.setValidation(3, 1, new FakeDataValidationBuilder().requireValueInRange({ _a1WithSheet: () => `'${name}'!A2:A3` }).build());
    s.setValidation(4, 1, new FakeDataValidationBuilder().requireValueInList(['a, b', 'c']).build());
    s.notes.set('1,2', 'Points: 3 a win');
    s.setConditionalFormatRules([
      { formula: '=$B2>2', ranges: [{ sheetName: name, a1: 'A2:B3' }], background: '#b7e1cd', bold: true },
      { formula: '=B2=1', ranges: [{ sheetName: name, a1: 'B2:B3' }], fontColor: '#d93025', strikethrough: true },
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await world.xlsx()) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet(name)!;
    expect(ws.getCell('A2').value).toBe('win');
    expect(ws.getCell('A2').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"win,loss,draw"'],
      showErrorMessage: true,
      errorStyle: 'stop',
      prompt: 'Pick a result',
    });
    expect(ws.getCell('A3').dataValidation).toMatchObject({ type: 'list', formulae: [`'${name}'!$A$2:$A$3`] });
    expect(ws.getCell('A3').dataValidation.showErrorMessage).toBeFalsy();
    const long = ws.getCell('A4').dataValidation;
    expect(long.formulae[0]).toMatch(/^Lists!\$A\$1:\$A\$2$/);
    expect(wb.getWorksheet('Lists')!.getCell('A1').value).toBe('a, b');
    const note = ws.getCell('B1').note;
    expect(typeof note === 'string' ? note : note.texts?.map((t) => t.text).join('')).toBe('Points: 3 a win');
    const cf = (ws as unknown as { conditionalFormattings: { ref: string; rules: { type: string; formulae: string[]; style: ExcelJS.Style }[] }[] })
      .conditionalFormattings;
    expect(cf.map((c) => [c.ref, c.rules[0].type, c.rules[0].formulae[0]])).toEqual([
      ['A2:B3', 'expression', '$B2>2'],
      ['B2:B3', 'expression', 'B2=1'],
    ]);
    expect(cf[0].rules[0].style.fill).toMatchObject({ type: 'pattern', pattern: 'solid', bgColor: { argb: 'FFB7E1CD' } });
    expect(cf[0].rules[0].style.font).toMatchObject({ bold: true });
    expect(cf[1].rules[0].style.font).toMatchObject({ color: { argb: 'FFD93025' }, strike: true });
  });
});

describe('the charts the page draws', () => {
  it('sends each chart with its anchor, offsets and size, the first column as domain, and a blank or text cell as null (a gap), not 0', () => {
    const s = sheet();
    s.getRange('A1:D5').setValues([
      ['#', 'Anna', 'Boris', 'Chen'],
      [0, 3, 3, 3],
      [1, '', 4, 2],
      [2, 5, 'out', 0],
      [3, 6, 7, ''],
    ]);
    const chart = s
      .newChart()
      .setChartType('LINE')
      .addRange(s.getRange('A1:A5'))
      .addRange(s.getRange('B1:D5'))
      .setPosition(2, 6, 10, 4)
      .setOption('title', 'Chips')
      .setOption('width', 400)
      .setOption('height', 250)
      .build();
    s.insertChart(chart);
    const sent = JSON.parse(JSON.stringify(world.view(s.name))).charts;
    expect(sent).toEqual([
      {
        type: 'LINE',
        title: 'Chips',
        anchorRow: 2,
        anchorColumn: 6,
        offsetX: 10,
        offsetY: 4,
        width: 400,
        height: 250,
        domain: ['0', '1', '2', '3'],
        series: [
          { name: 'Anna', points: [3, null, 5, 6] },
          { name: 'Boris', points: [3, 4, null, 7] },
          { name: 'Chen', points: [3, 2, 0, null] },
        ],
      },
    ]);
  });

  it('gives a chart without size options Sheets’ default size', () => {
    const s = sheet();
    s.getRange('A1:B2').setValues([
      ['x', 'y'],
      [1, 2],
    ]);
    s.insertChart(s.newChart().addRange(s.getRange('A1:B2')).setPosition(1, 4, 0, 0).build());
    expect(world.view(s.name).charts[0]).toMatchObject({ anchorRow: 1, anchorColumn: 4, width: 600, height: 371, series: [{ name: 'y', points: [2] }] });
  });
});

describe('File ▸ Settings ▸ Locale', () => {
  afterAll(() => world.setLocale('en_US'));

  it('reads what a person types by the chosen locale from then on, keeps it on Start over, and refuses an unknown one', () => {
    world.setLocale('de_DE');
    const name = sheet().name;
    world.personEdit(name, 1, 1, [['98,7'], ['1.5']]);
    expect(values('A1:A2')[0]).toEqual([98.7]);
    expect(values('A1:A2')[1][0]).toBeInstanceOf(Date);
    world.reset();
    expect(world.gas.book.getSpreadsheetLocale()).toBe('de_DE');
    expect(() => world.setLocale('xx_XX')).toThrow(/knows the locales en_US, de_DE, fr_FR/);
  });
});

describe('a google.script.run call', () => {
  it('that only reads (the sidebar asking which sheet is open) leaves the page as it is; one that writes redraws it', () => {
    const version = world.version;
    expect(world.run('describeSheet', [])).toMatchObject({ ok: true, value: { name: sheet().name, kind: '' } });
    expect(world.version).toBe(version);
    const made = world.run('createGbqTable', [{ title: 'Q', players: ['Ann', 'Bob'], qualifiers: 1 }]);
    expect(made.ok).toBe(true);
    expect(world.version).toBeGreaterThan(version);
    const after = world.version;
    expect(world.run('describeSheet', [])).toMatchObject({ ok: true });
    expect(world.version).toBe(after);
  });
});
