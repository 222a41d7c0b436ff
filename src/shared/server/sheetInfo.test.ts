/**
 * describeSheet reads the open sheet's name and add-on kind; the wizard's first section ("This sheet") lists exactly
 * the actions that work on each sheet kind, every kind the add-on makes has a name in the sidebar, and Publish standings
 * is offered on exactly the kinds the server can publish.
 */
import { applyPlan } from './applyPlan';
import { describe as describeOf, describeSheet, openSheetOfKind } from './sheetInfo';
import { asSpreadsheet, installFakeGas } from '../../../test/helpers/fakeGas';
import { FORMATS } from '../../../sidebar/formats';
import { PUBLISH, PUBLISHED_KINDS } from '../../../sidebar/publish';
import { startSections } from '../../../sidebar/sections';
import { SHEET_LABELS, sheetLabel } from '../../../sidebar/sheetKinds';
import { EXTRACTORS } from '../../publish';

describe('describeSheet', () => {
  it("gives the active sheet's name and the kind stored on it: '' for a sheet the add-on did not make", () => {
    const gas = installFakeGas();
    const ss = asSpreadsheet(gas);
    const made = applyPlan(ss, { name: 'June TTT G1 Table', kind: 'test-kind', cells: [['x']] });
    expect(describeOf(made)).toEqual({ name: 'June TTT G1 Table', kind: 'test-kind' });
    const blank = ss.insertSheet('Notes');
    expect(describeOf(blank)).toEqual({ name: 'Notes', kind: '' });
    made.activate();
    expect(describeSheet()).toEqual({ name: 'June TTT G1 Table', kind: 'test-kind' });
  });

  it('openSheetOfKind opens the first sheet of one of the kinds, in tab order, and describes it; none: an error saying so', () => {
    const gas = installFakeGas();
    const ss = asSpreadsheet(gas);
    applyPlan(ss, { name: 'A', kind: 'kind-a', cells: [['x']] });
    applyPlan(ss, { name: 'B1', kind: 'kind-b', cells: [['x']] });
    applyPlan(ss, { name: 'B2', kind: 'kind-b', cells: [['x']] });
    ss.getSheetByName('A')!.activate();
    expect(openSheetOfKind({ kinds: ['kind-c', 'kind-b'] })).toEqual({ name: 'B1', kind: 'kind-b' });
    expect(ss.getActiveSheet().getName()).toBe('B1');
    expect(() => openSheetOfKind({ kinds: ['kind-c'] })).toThrow('This spreadsheet has no such sheet yet');
    expect(() => openSheetOfKind({ kinds: [''] })).toThrow('no such sheet yet');
  });
});

/** The actions valid on each sheet kind, in the order listed (the formats' actions, then Publish standings). */
const VALID: Record<string, string[]> = {
  '': [],
  'ttt-table': ['tttRedraw', 'tttInvitations', 'tttMini', 'publish'],
  'ttt-games': ['tttRedraw', 'tttInvitations', 'publish'],
  'ttt-stats': ['tttRedraw', 'tttInvitations', 'publish'],
  'ttt-import': ['tttRedraw', 'tttInvitations', 'tttImport'],
  'ttt-timeouts': ['tttRedraw', 'tttInvitations'],
  'ttt-my-matches': ['tttRedraw', 'tttInvitations'],
  'torres-group': ['torres-withdraw', 'publish'],
  'torres-overview': ['torres-rollover', 'publish'],
  'torres-rollover': [],
  'duplicate-standings': ['duplicate-finalist', 'publish'],
  'duplicate-protocol': ['dice-set', 'publish'],
  'duplicate-final': ['dice-set', 'duplicate-finalist', 'publish'],
  'duplicate-dice': ['dice-set', 'publish'],
  'gbq-table': ['gbq-withdraw', 'publish'],
  'gbq-cross': ['publish'],
  swing: ['swing-live', 'publish'],
  'swing-log': ['swing-live', 'publish'],
};

describe("the wizard's start page", () => {
  it('"This sheet" lists exactly the actions valid for each sheet kind', () => {
    for (const [kind, ids] of Object.entries(VALID)) {
      expect([kind, startSections(FORMATS, [PUBLISH], kind).here.map((d) => d.id)]).toEqual([kind, ids]);
    }
    expect(startSections(FORMATS, [PUBLISH], 'a-kind-of-a-later-version').here).toEqual([]);
  });

  it('every kind the add-on makes is named and covered by the table above', () => {
    expect(Object.keys(SHEET_LABELS).sort()).toEqual(
      Object.keys(VALID)
        .filter((k) => k !== '')
        .sort(),
    );
    expect(sheetLabel('ttt-table')).toBe('A TTT group Table.');
    expect(sheetLabel('')).toBe('Not a sheet the add-on made.');
  });

  it('Publish standings is offered on exactly the kinds the server publishes', () => {
    expect([...PUBLISHED_KINDS].sort()).toEqual(Object.keys(EXTRACTORS).sort());
  });

  it('"New event" has one card per format, its follow-up actions inside it; "Any sheet" has Publish standings', () => {
    const { events, any } = startSections(FORMATS, [PUBLISH], '');
    expect(events.map((e) => [e.head.id, e.followUps.map((f) => f.id)])).toEqual([
      ['roundRobin', ['tttThread', 'tttRedraw', 'tttInvitations', 'tttImport', 'tttMini']],
      ['torres', ['torres-championship', 'torres-withdraw', 'torres-rollover']],
      ['swing', ['swing-live']],
      ['duplicate', ['dice-set', 'duplicate-finalist']],
      ['gbq', ['gbq-cross', 'gbq-withdraw']],
    ]);
    expect(any.map((t) => t.id)).toEqual(['publish']);
  });

  it('an action that works only from a particular sheet says which sheet to open', () => {
    for (const d of [...FORMATS, PUBLISH].filter((x) => x.needs !== undefined)) expect([d.id, (d.sheets ?? []).length > 0]).toEqual([d.id, true]);
    expect(FORMATS.find((d) => d.id === 'tttMini')?.needs).toBe('the Table of a group that says "mini-TTT needed"');
  });
});
