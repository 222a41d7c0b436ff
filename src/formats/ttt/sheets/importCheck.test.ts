/**
 * The Import sheet's Check (docs/rules.md §0.3, §1.11): each pasted row that Import results would refuse (invalid)
 * or cannot place (neither player in the set) gets a Check cell naming the sheet cell and what to paste, its row
 * is marked red, and the Check header counts the problems. Import results reports exactly those rows.
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { paintedRows } from '../../../../test/helpers/conditional';
import { COLOR } from '../../../shared/sheets/styles';
import { importResults } from '../server/endpoints';
import { create, gameLines, names } from './testHelpers';

const gas = installFakeGas();
create(gas, { title: 'I', players: names(8), groupSize: 4, seed: 'i' });
const sheet = gas.book.sheet('I Import');
const [g] = gameLines(gas, 'I G1 Games');
const [h] = gameLines(gas, 'I G2 Games');

/** Each slip, the row it is pasted on (one good row first), and the Check it must give. */
const rows: [string, (string | number)[], RegExp | ''][] = [
  ['a good row', [101, g.inviter, g.invitee, g.inviter, 'gammon', ''], ''],
  ['no match id', ['', g.inviter, g.invitee, g.inviter, 'single', ''], /^no match id in I Import A3: paste the site's match id$/],
  ['a match id that is not whole', [1.5, g.inviter, g.invitee, g.inviter, 'single', ''], /^match id 1.5 in I Import A4 is not a whole number/],
  ['a player missing', [103, g.inviter, '', g.inviter, 'single', ''], /^a player is missing in I Import B5:C5: paste both players$/],
  ['the same player twice', [104, g.inviter, g.inviter, g.inviter, 'single', ''], new RegExp(`^${g.inviter} is both players in I Import B6:C6$`)],
  [
    'a winner not one of the two',
    [105, g.inviter, g.invitee, 'Zed', 'single', ''],
    new RegExp(`^winner Zed in I Import D7 is not one of the two players: type ${g.inviter} or ${g.invitee}$`),
  ],
  [
    'an unknown kind',
    [106, g.inviter, g.invitee, g.invitee, 'gamon', ''],
    /^kind gamon in I Import E8 is not a kind: type single, gammon, backgammon, timeout or resign$/,
  ],
  ['neither player in the set', [107, 'Xa', 'Xb', 'Xa', 'single', ''], /^neither Xa nor Xb in I Import B9:C9 is a player of the set: check the spelling$/],
  ['an unknown group', [108, h.inviter, h.invitee, h.inviter, 'single', 'G7'], /^there is no group G7 in I Import F10: type G1 or G2 or leave it blank$/],
  ['a group typed as its number', [109, h.inviter, h.invitee, h.inviter, 'resign', '2'], ''],
  ['a friendly with an outsider (not a problem)', [110, g.inviter, 'Outsider', 'Outsider', 'single', ''], ''],
  // The same pair as row 11 with a higher id: a later match, friendly.
  ['names with other case and spaces', [111, ` ${h.invitee.toLowerCase()} `, h.inviter, h.inviter, 'Single', ''], ''],
];

describe('the Import sheet checks every pasted row', () => {
  asSpreadsheet(gas)
    .getSheetByName('I Import')!
    .getRange(2, 1, rows.length, 6)
    .setValues(rows.map(([, r]) => r));

  it.each(rows.map(([what, , check], i) => [what, i + 2, check] as const))('%s (row %i)', (_what, row, check) => {
    const said = String(sheet.valueAt(row, 7));
    if (check === '') expect(said).toBe('');
    else expect(said).toMatch(check);
  });

  it('marks only the bad rows red and counts them in the header', () => {
    const bad = rows.flatMap(([, , check], i) => (check === '' ? [] : [i + 2]));
    expect(paintedRows(sheet, COLOR.bad, 1)).toEqual(bad);
    expect(sheet.valueAt(1, 7)).toBe(`Next step: Problems to fix: ${bad.length} — this column says what is wrong on each red row`);
  });

  it('Import results reports exactly those rows as invalid or unknown, and imports the good ones', () => {
    const result = importResults({ sheet: 'I Import' });
    const bad = rows.flatMap(([, , check], i) => (check === '' ? [] : [i + 2]));
    const report = sheet
      .getRange(3, 8, 40, 4)
      .getValues()
      .filter((r) => r[0] === 'invalid' || r[0] === 'unknown players');
    expect(report.map((r) => r[1])).toEqual(bad);
    expect(result.invalid + result.unknown).toBe(bad.length);
    expect(result.imported).toBe(2);
  });

  it('the header says what the import did once the rows are cleared, and no row is red', () => {
    sheet.getRange(2, 1, rows.length, 6).setValue('');
    expect(sheet.valueAt(1, 7)).toMatch(/^Next step: Imported .*: 12 rows: .* — the report is in H:K; to import more/);
    expect(paintedRows(sheet, COLOR.bad, 1)).toEqual([]);
  });
});
