/**
 * Every sidebar action and menu item a duplicate sheet or message names exists, under that name, in the wizard or the
 * menu (the words come from rules/actions.ts; this checks them against the wizard's own cards and the menu's items,
 * so a renamed card or a typed name cannot drift). Read from a created match, an event with a final (its Standings,
 * protocols, Final and dice), a printed dice set — every cell's value and formula (each text a formula can show is a
 * string in it) and every drop-down's help — and the publishing and finalist messages.
 */
import { createDuplicateMatch, createDuplicateTournament, printDiceSet } from './endpoints';
import { EXTRACTORS, publishFrom } from '../../../publish';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import type { FakeDataValidation } from '../../../../dev/fake/builders';
import { FORMATS } from '../../../../sidebar/formats';
import { PUBLISH } from '../../../../sidebar/publish';
import { MENU_ITEMS } from '../../../shared/server/menu';
import { MENU } from '../../../shared/sheets/nextStep';
import { finalChangeText } from '../rules/publish';
import { CARD, inWizard, OPEN_WIZARD } from '../rules/actions';

/** The wizard's cards as it shows them (sidebar/main.ts: the formats, then Publish standings). */
const CARDS = [...FORMATS, PUBLISH].map((f) => f.title);
const ITEMS = MENU_ITEMS.map(([caption]) => caption);

/** Every text of a sheet: values, formulas, drop-down help. */
function texts(gas: FakeGas, sheet: string): string[] {
  const s = gas.book.sheet(sheet);
  const all = s.getRange(1, 1, s.getMaxRows(), s.getMaxColumns());
  const help = all
    .getDataValidations()
    .flat()
    .filter((r): r is FakeDataValidation => r !== null)
    .map((r) => r.helpText);
  return [...all.getValues().flat().map(String), ...all.getFormulas().flat(), ...help].filter((t) => t !== '');
}

/**
 * The actions a text names, each with what follows it: after "wizard: " or "<menu item> ▸ " a card, after
 * "Tournament director ▸ " a menu item, after "use " a capitalised action.
 */
function named(text: string): { kind: 'card' | 'item'; rest: string }[] {
  const out: { kind: 'card' | 'item'; rest: string }[] = [];
  for (const m of text.matchAll(/wizard: |Open tournament wizard ▸ |\buse (?=[A-Z])/g)) out.push({ kind: 'card', rest: text.slice(m.index + m[0].length) });
  for (const m of text.matchAll(new RegExp(`${MENU} ▸ `, 'g'))) out.push({ kind: 'item', rest: text.slice(m.index + m[0].length) });
  return out;
}

/** Whether `rest` starts with one of `names`, as a whole name (followed by the end, a space or punctuation). */
const startsWithOne = (rest: string, names: readonly string[]): boolean =>
  names.some((n) => rest.startsWith(n) && /^($|[\s).,;:"'])/.test(rest.slice(n.length)));

function unknownNames(all: readonly string[]): string[] {
  const bad: string[] = [];
  for (const t of all) {
    for (const { kind, rest } of named(t)) {
      if (!startsWithOne(rest, kind === 'card' ? CARDS : ITEMS)) bad.push(`${kind}: ${rest.slice(0, 60)}`);
    }
  }
  return bad;
}

describe('the actions the duplicate sheets name exist in the wizard and the menu', () => {
  test("rules/actions.ts's words are the wizard's cards and the menu's item", () => {
    for (const title of Object.values(CARD)) expect(CARDS).toContain(title);
    expect(ITEMS).toContain(OPEN_WIZARD);
  });

  test('every sheet of a match, an event with a final and a dice set, and the messages, name only cards and items that exist', () => {
    const gas = installFakeGas();
    const teams = ['Red', 'Blue', 'Green'].map((name) => ({ name, players: [`${name} 1`, `${name} 2`] as [string, string] }));
    const match = createDuplicateMatch({ title: 'M', teamA: teams[0], teamB: teams[1], seed: 'a' });
    const event = createDuplicateTournament({ title: 'E', teams, seed: 'a', cycles: 1, final: true });
    const dice = printDiceSet({ seed: 'a', set: 3, rolls: 5 });
    const sheets = [...match.sheets, ...event.sheets, ...dice.sheets];
    const all = sheets.flatMap((s) => texts(gas, s));
    // The Final's teams are open (no result yet): publishing it is refused, naming the finalist card.
    let refusal = '';
    try {
      publishFrom(asSpreadsheet(gas), { sheet: event.final!.sheet, format: 'text' }, EXTRACTORS, () => '2026-11-28');
    } catch (e) {
      refusal = (e as Error).message;
    }
    const change = finalChangeText({ decided: false, chosen: [], contenders: ['Red'], open: 2, changed: { named: ['Red'], now: ['Blue', 'Green'] } }) ?? '';
    all.push(refusal, change);
    // The sample names every card the sheets point to, and the menu path.
    const names = all.flatMap((t) => named(t).map((n) => n.rest));
    for (const card of [CARD.finalist, CARD.publish]) expect(names.some((r) => r.startsWith(card))).toBe(true);
    expect(all.some((t) => t.includes(`${MENU} ▸ ${OPEN_WIZARD} ▸ ${CARD.finalist}`))).toBe(true);
    expect(refusal).toContain(inWizard('finalist'));
    expect(change).toContain(CARD.finalist);
    expect(unknownNames(all)).toEqual([]);
  });

  test('a name that is not a card or an item is caught', () => {
    expect(unknownNames(['publish the result (wizard: Publish results)', `${MENU} ▸ Open wizard ▸ ${CARD.finalist}`, 'or use Choose the finalist'])).toEqual([
      'card: Publish results)',
      'item: Open wizard ▸ Choose duplicate finalist',
      'card: Choose the finalist',
    ]);
    expect(unknownNames([`(wizard: ${CARD.finalist} with the teams as played)`, `${MENU} ▸ ${OPEN_WIZARD} ▸ ${CARD.publish}.`])).toEqual([]);
  });
});
