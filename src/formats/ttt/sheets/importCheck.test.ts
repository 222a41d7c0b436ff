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
import { foldedNames } from './importSheet';

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

describe.each(['en_US', 'de_DE'] as const)('a name pasted without its accents, case or spaces: "did you mean" (%s)', (locale) => {
  const PLAYERS = ['Jürgen Müller', 'Søren Kjær', 'Zoë', 'Zoé', 'Ann', 'Bob', 'Cy', 'Dee'];
  let imp: ReturnType<typeof installFakeGas>['book']['sheets'][number];
  const cases: [string, string[], RegExp | ''][] = [
    ['a name without its accents', ['Jurgen Muller', 'Bob'], /^Jurgen Muller in A Import B2 is not in this set — did you mean Jürgen Müller\?$/],
    [
      'ø and æ, which carry no accent mark, and another case',
      ['soren kjaer', 'Ann'],
      /^soren kjaer in A Import B3 is not in this set — did you mean Søren Kjær\?$/,
    ],
    [
      'the second player, without spaces and in capitals',
      ['Ann', 'JURGENMULLER'],
      /^JURGENMULLER in A Import C4 is not in this set — did you mean Jürgen Müller\?$/,
    ],
    ['a name two players fold to: both named', ['Zoe', 'Ann'], /^Zoe in A Import B5 is not in this set — did you mean (Zoë or Zoé|Zoé or Zoë)\?$/],
    ['the registered name as registered', ['Jürgen Müller', 'Bob'], ''],
    ['the registered name in another case and spacing (the same player)', [' jürgen   MÜLLER ', 'Bob'], ''],
    [
      'neither in the set, one a player without accents: the suggestion, not "neither"',
      ['Xyz', 'Soren Kjaer'],
      /^Soren Kjaer in A Import C8 is not in this set — did you mean Søren Kjær\?$/,
    ],
    ['neither in the set, nothing close', ['Xa', 'Xb'], /^neither Xa nor Xb in A Import B9:C9 is a player of the set: check the spelling$/],
    ['an outsider nothing like a player (a friendly, no problem)', ['Outsider', 'Bob'], ''],
  ];
  beforeAll(() => {
    const world = installFakeGas({ locale });
    create(world, { title: 'A', players: PLAYERS.map((name) => ({ name })), groupSize: 4, seed: 'a' });
    imp = world.book.sheet('A Import');
    asSpreadsheet(world)
      .getSheetByName('A Import')!
      .getRange(2, 1, cases.length, 5)
      .setValues(cases.map(([, [p1, p2]], i) => [200 + i, p1, p2, p2, 'single']));
  });

  it.each(cases.map(([what, , check], i) => [what, i + 2, check] as const))('%s (row %i)', (_what, row, check) => {
    const said = String(imp.valueAt(row, 7));
    if (check === '') expect(said).toBe('');
    else expect(said).toMatch(check);
  });

  it('the rows with a suggestion are red and counted', () => {
    const bad = cases.flatMap(([, , check], i) => (check === '' ? [] : [i + 2]));
    expect(paintedRows(imp, COLOR.bad, 1)).toEqual(bad);
    expect(imp.valueAt(1, 7)).toBe(`Next step: Problems to fix: ${bad.length} — this column says what is wrong on each red row`);
  });
});

describe('foldedNames (the helper columns V:W)', () => {
  it('folds accents, the letters without an accent mark, case and spaces; names that fold alike share a line', () => {
    expect(foldedNames(['Jürgen Müller', 'Søren Kjær', 'Zoë', 'Zoé', 'Straße', 'Łukasz', 'ANN lee'])).toEqual([
      ['jurgenmuller', 'Jürgen Müller'],
      ['sorenkjaer', 'Søren Kjær'],
      ['zoe', 'Zoë or Zoé'],
      ['strasse', 'Straße'],
      ['lukasz', 'Łukasz'],
      ['annlee', 'ANN lee'],
    ]);
  });
});
