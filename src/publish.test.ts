/**
 * The publishStandings dispatcher on the stand-in: finding the sheet, reading the kind the add-on stored on
 * it, the errors for a sheet it did not make or cannot publish yet, and the hand-off to a registered extractor.
 */
import { asSpreadsheet, installFakeGas } from '../test/helpers/fakeGas';
import { EXTRACTORS, publishFrom, publishStandings, todayIn } from './publish';
import { ADDON_SHEET_KEY } from './shared/server/applyPlan';
import { render, type PublishContext, type StandingsDoc, type StandingsExtractor } from './shared/rules/publish';
import { GBQ_TABLE } from './shared/rules/publish/testHelpers';
import type { FakeGas } from '../dev/fake/gas';

let gas: FakeGas;
let ss: GoogleAppsScript.Spreadsheet.Spreadsheet;
beforeEach(() => {
  gas = installFakeGas();
  ss = asSpreadsheet(gas);
  ss.insertSheet('Group B').addDeveloperMetadata(ADDON_SHEET_KEY, 'gbq-table');
  ss.insertSheet('Notes').addDeveloperMetadata('something-else', 'x');
  ss.insertSheet('Season 2 roll-over').addDeveloperMetadata(ADDON_SHEET_KEY, 'torres-rollover');
});

const today = () => '2026-05-17';

describe('without an extractor', () => {
  it('registers the formats\u2019 extractors, every key a sheet kind or a kind family ending in "-"', () => {
    expect(EXTRACTORS['swing-log']).toBe(EXTRACTORS.swing);
    for (const kind of [
      'ttt-table',
      'ttt-stats',
      'duplicate-standings',
      'duplicate-protocol',
      'torres-group',
      'torres-overview',
      'swing',
      'gbq-table',
      'gbq-cross',
    ]) {
      expect(EXTRACTORS[kind]).toBeDefined();
    }
    for (const key of Object.keys(EXTRACTORS)) expect(key).toMatch(/^[a-z]+(-[a-z]+)*-?$/);
  });

  it('refuses a sheet the add-on did not make, naming it', () => {
    ss.setActiveSheet(ss.getSheetByName('Sheet1')!);
    expect(() => publishStandings({ format: 'text' })).toThrow('"Sheet1" is not a sheet the add-on made');
    expect(() => publishStandings({ sheet: 'Notes', format: 'text' })).toThrow('"Notes" is not a sheet the add-on made');
  });

  it('says publishing is not available yet for an add-on sheet, naming the sheet and its kind', () => {
    expect(EXTRACTORS['torres-rollover']).toBeUndefined();
    expect(() => publishStandings({ sheet: 'Season 2 roll-over', format: 'bbcode' })).toThrow(
      'Publishing is not available for this sheet yet: "Season 2 roll-over" is a torres-rollover sheet',
    );
  });
});

describe('with an extractor', () => {
  const seen: { sheet: string; context: PublishContext }[] = [];
  const gbq: StandingsExtractor = (_ss, sheet, context) => {
    seen.push({ sheet: sheet.getName(), context });
    return { ...GBQ_TABLE, date: context.date };
  };
  const registry = { 'gbq-': gbq };
  beforeEach(() => (seen.length = 0));

  it('publishes the active sheet by default, in each format, with the given date', () => {
    ss.setActiveSheet(ss.getSheetByName('Group B')!);
    for (const format of ['bbcode', 'markdown', 'text', 'html'] as const) {
      const result = publishFrom(ss, { format }, registry, today);
      expect(result).toEqual({ sheet: 'Group B', text: render({ ...GBQ_TABLE, date: '2026-05-17' }, format), problems: [] });
    }
    expect(seen[0]).toEqual({ sheet: 'Group B', context: { kind: 'gbq-table', date: '2026-05-17' } });
  });

  it("returns the extractor's problems beside the text, never inside it", () => {
    const problems = ['"Group B" C9: \'x\' is not a number of TPs: type the TPs of the game'];
    const withProblems = { 'gbq-': (_ss: unknown, _sheet: unknown, context: { date: string }) => ({ ...GBQ_TABLE, date: context.date, problems }) };
    const result = publishFrom(ss, { sheet: 'Group B', format: 'text' }, withProblems as never, today);
    expect(result.problems).toEqual(problems);
    expect(result.text).toBe(render({ ...GBQ_TABLE, date: '2026-05-17' }, 'text'));
  });

  it('publishes a named sheet, with a date the TD gives', () => {
    ss.setActiveSheet(ss.getSheetByName('Sheet1')!);
    const result = publishFrom(ss, { sheet: 'Group B', format: 'text', date: '2026-03-08' }, registry, today);
    expect(result.text.split('\n')[0]).toBe('Tantrix Gold Cup, group B — 2026-03-08 — after 5 of 6 games');
  });

  it('names the input that is wrong', () => {
    expect(() => publishFrom(ss, { sheet: 'Gone', format: 'text' }, registry, today)).toThrow('There is no sheet named "Gone"');
    expect(() => publishFrom(ss, { sheet: 'Group B', format: 'pdf' as never }, registry, today)).toThrow(
      "Choose how to publish: bbcode, markdown, text, html (got 'pdf').",
    );
    expect(() => publishFrom(ss, undefined as never, registry, today)).toThrow('Choose how to publish');
    expect(() => publishFrom(ss, { sheet: 'Group B', format: 'text', date: '17/05/2026' }, registry, today)).toThrow(
      'The date "17/05/2026" is not a date written yyyy-mm-dd',
    );
    expect(seen).toEqual([]);
  });

  it('passes on an extractor error, and an extractor bug as a named doc problem', () => {
    const failing: StandingsExtractor = () => {
      throw new Error('Group B!C10: "x" is not a number of games');
    };
    expect(() => publishFrom(ss, { sheet: 'Group B', format: 'text' }, { 'gbq-table': failing }, today)).toThrow('Group B!C10');
    const buggy: StandingsExtractor = () => ({ ...GBQ_TABLE, sections: [] }) as StandingsDoc;
    expect(() => publishFrom(ss, { sheet: 'Group B', format: 'text' }, { 'gbq-table': buggy }, today)).toThrow(
      'Cannot publish these standings: there is no section.',
    );
  });

  it('only reads: no service call that writes', () => {
    gas.calls.reset();
    publishFrom(ss, { sheet: 'Group B', format: 'html' }, registry, today);
    const names = [...gas.calls.byName.keys()];
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => /\.(set|insert|add|delete|clear|append|remove|activate)/i.test(n))).toEqual([]);
  });
});

describe('todayIn', () => {
  it('falls back to the UTC date where the time zone cannot be read', () => {
    expect(todayIn(ss, new Date(Date.UTC(2026, 4, 17, 23, 30)))).toBe('2026-05-17');
  });

  it('uses the spreadsheet time zone through Utilities.formatDate where there is one', () => {
    const calls: unknown[][] = [];
    const g = globalThis as { Utilities?: unknown };
    const saved = g.Utilities;
    g.Utilities = { formatDate: (...a: unknown[]) => (calls.push(a), '2026-05-18') };
    try {
      const withZone = { getSpreadsheetTimeZone: () => 'Asia/Tokyo' } as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet;
      const now = new Date(Date.UTC(2026, 4, 17, 23, 30));
      expect(todayIn(withZone, now)).toBe('2026-05-18');
      expect(calls).toEqual([[now, 'Asia/Tokyo', 'yyyy-MM-dd']]);
    } finally {
      g.Utilities = saved;
    }
  });
});
