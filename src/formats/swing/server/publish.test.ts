/**
 * publishStandings on swing sheets, end to end on the stand-in for Sheets: createSwing, results posted through
 * recordSwingResult, then the dispatcher (src/publish.ts) with the swing extractor registered. The hand-worked
 * tournament of rules/publish.test.ts is posted here, and the texts must equal the same hand-written golden files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import { publishStandings } from '../../../publish';
import { PUBLISH_FORMATS, type PublishFormat } from '../../../shared/rules/publish';
import { createSwing, recordSwingResult } from './endpoints';
import { HEADER_ROW, LOG_FIRST_ROW, NOW_ROW, START_ROW } from '../sheets/layout';

/** The hand-worked tournament's clock: its results at 10:05, 10:09, 10:14, 10:20, 10:26, … as in rules/publish.test.ts (who went out when is published). */
const T0 = Date.parse('2026-02-14T10:00:00.000Z');
const MINUTES = [5, 9, 14, 20, 26, 31, 37, 44];
const at = (min: number) => new Date(T0 + min * 60_000).toISOString();
const NOW = T0 + 6 * 60 * 60_000;
const DATE = '2026-02-14';

let gas: FakeGas;
beforeEach(() => {
  gas = installFakeGas();
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

const EXT: Record<PublishFormat, string> = { bbcode: 'bbcode.txt', markdown: 'md', text: 'txt', html: 'html' };
const golden = (name: string, format: PublishFormat) => readFileSync(join(__dirname, '..', 'rules', 'golden', `${name}.${EXT[format]}`), 'utf8');
const publish = (sheet: string | undefined, format: PublishFormat, date: string | undefined = DATE) =>
  gas.execute(() => publishStandings({ sheet, format, date }));

/** The hand-worked tournament (rules/publish.test.ts), posted match by match; `upTo` results. */
function playClubNight(upTo: number): void {
  gas.execute(() => createSwing({ title: 'Club swing night', players: ['Ann', 'Bob', 'Cid', 'Dan'], chips: 6, anteMinutes: 0 }));
  const results: [string, string, string, number, string][] = [
    ['A', 'Ann', 'Bob', 2, 'single'],
    ['B', 'Cid', 'Dan', 4, 'gammon'],
    ['C', 'Bob', 'Cid', 1, 'gammon'],
    ['D', 'Ann', 'Cid', 2, 'single'],
    ['E', 'Ann', 'Bob', 2, 'gammon'],
    ['F', 'Cid', 'Ann', 1, 'single'],
    ['G', 'Cid', 'Ann', 1, 'backgammon'],
    ['H', 'Ann', 'Cid', 1, 'single'],
  ];
  results.slice(0, upTo).forEach(([match, winner, loser, cube, kind], i) => {
    gas.execute(() => recordSwingResult({ sheet: 'Club swing night', match, winner, loser, cube, kind: kind as 'single', time: at(MINUTES[i]) }));
  });
}

describe('publishStandings on a swing sheet', () => {
  it('in progress and finished: the hand-written golden texts, in every format', () => {
    playClubNight(4);
    for (const format of PUBLISH_FORMATS)
      expect(publish('Club swing night', format)).toEqual({ sheet: 'Club swing night', text: golden('progress', format), problems: [] });
    gas.execute(() => recordSwingResult({ sheet: 'Club swing night', match: 'E', winner: 'Ann', cube: 2, kind: 'gammon', time: at(MINUTES[4]) }));
    for (const [match, winner, kind] of [
      ['F', 'Cid', 'single'],
      ['G', 'Cid', 'backgammon'],
      ['H', 'Ann', 'single'],
    ] as const) {
      gas.execute(() => recordSwingResult({ sheet: 'Club swing night', match, winner, cube: 1, kind }));
    }
    for (const format of PUBLISH_FORMATS) expect(publish('Club swing night', format).text).toBe(golden('final', format));
  });

  it('publishes the active sheet by default, with today in the title when no date is given', () => {
    playClubNight(8);
    gas.book.setActiveSheet(gas.book.sheet('Club swing night'));
    const text = gas.execute(() => publishStandings({ format: 'text' })).text;
    expect(text.split('\n')[0]).toBe(`Club swing night — ${new Date(NOW).toISOString().slice(0, 10)} — after 8 of 8 results`);
  });

  it('computes from the log, not from the grid: cells typed over on the main sheet change nothing', () => {
    playClubNight(4);
    const main = gas.book.sheet('Club swing night');
    // These are the derived cells: the chips now, each player's state, the first grid row, the "now" block.
    expect(main.getRange(NOW_ROW, 11, 2, 4).getValues()).toEqual([
      [12, 6, 6, 0],
      ['match E', 'match E', 'waiting', 'out'],
    ]);
    expect(main.getRange(HEADER_ROW, 11, 2, 4).getValues()).toEqual([
      ['Ann', 'Bob', 'Cid', 'Dan'],
      [6, 6, 6, 6],
    ]);
    main.getRange(NOW_ROW, 11, 2, 4).setValues([
      [99, 99, 99, 99],
      ['1st', '2nd', '3rd', '4th'],
    ]);
    main.getRange(START_ROW + 1, 11, 1, 4).setValues([[0, 0, 0, 0]]);
    main.getRange('I2:I8').setValues([[7], ['x'], ['x'], ['x'], ['x'], ['Finished: Dan wins'], ['1. Dan']]);
    expect(publish('Club swing night', 'text').text).toBe(golden('progress', 'text'));
  });

  it('the log sheet publishes the same event (the answer names the log sheet)', () => {
    playClubNight(4);
    for (const format of PUBLISH_FORMATS)
      expect(publish('Club swing night log', format)).toEqual({ sheet: 'Club swing night log', text: golden('progress', format), problems: [] });
  });

  it('follows renamed sheets, and the title the TD gives the event in A1', () => {
    playClubNight(4);
    gas.book.sheet('Club swing night').setName('Friday');
    gas.book.sheet('Club swing night log').setName('Friday records');
    expect(publish('Friday', 'text').text).toBe(golden('progress', 'text'));
    expect(publish('Friday records', 'text').text).toBe(golden('progress', 'text'));
    gas.book.sheet('Friday').getRange('A1').setValue('Club swing night, Feb 14');
    expect(publish('Friday records', 'text').text.split('\n')[0]).toBe('Club swing night, Feb 14 — 2026-02-14');
  });

  it('from the log alone when the main sheet was deleted (its title from the log); a deleted log is a clear error', () => {
    playClubNight(8);
    gas.book.deleteSheet(gas.book.sheet('Club swing night'));
    expect(publish('Club swing night log', 'markdown').text).toBe(golden('final', 'markdown'));

    gas.execute(() => createSwing({ title: 'Second night', players: ['Ann', 'Bob'], anteMinutes: 0 }));
    gas.book.deleteSheet(gas.book.sheet('Second night log'));
    expect(() => publish('Second night', 'text')).toThrow(
      'The log sheet of swing "Second night" is missing (it was deleted): the standings are computed from the log, so they cannot be published.',
    );
  });

  it('lists a damaged row above the post (skipped in the replay), naming the row, and writes nothing', () => {
    playClubNight(4);
    const log = gas.book.sheet('Club swing night log');
    log.getRange(LOG_FIRST_ROW + 2, 3).setValue('Zed');
    const before = JSON.stringify([log.getDataRange().getValues(), gas.book.sheet('Club swing night').getDataRange().getValues()]);
    const result = publish('Club swing night', 'text');
    // the row with Zed, and a later row the rules then refuse without it (both skipped, both listed beside the post)
    expect(result.problems).toHaveLength(2);
    expect(result.problems[0]).toMatch(/^"Club swing night log" row 15: .*Zed/);
    expect(result.text).not.toContain('Zed');
    expect(JSON.stringify([log.getDataRange().getValues(), gas.book.sheet('Club swing night').getDataRange().getValues()])).toBe(before);
  });

  it('refuses a log whose settings cannot be read, naming the sheet and the cell', () => {
    playClubNight(1);
    gas.book.sheet('Club swing night log').getRange('A3').setValue('Chip');
    expect(() => publish('Club swing night', 'text')).toThrow(
      'The log on sheet "Club swing night log" has damaged rows, so the standings cannot be computed (row 3: the setting label at "Club swing night log" A3 reads \'Chip\', not \'Chips\'). Repair them as "Log repair" in the swing panel says, then publish again.',
    );
  });

  it('refuses a log whose Start was typed over (12:30), naming the sheet and the cell', () => {
    playClubNight(1);
    gas.book.sheet('Club swing night log').getRange('B9').setValue('12:30');
    expect(() => publish('Club swing night', 'text')).toThrow('(row 9: the setting Start ("Club swing night log" B9) reads a time of day without a date)');
  });
});

describe('names with BBCode, Markdown and HTML specials, and wide characters', () => {
  const PLAYERS = ['[b]Bo[/b]', 'Al|ex', '<i>Cy</i>', '王小明'];
  beforeEach(() => {
    gas.execute(() => createSwing({ title: 'Swing & <friends> *1*', players: PLAYERS, anteMinutes: 0 }));
  });

  it('text: shown as typed, columns aligned by display width (written by hand)', () => {
    expect(publish('Swing & <friends> *1*', 'text').text).toBe(
      [
        'Swing & <friends> *1* — 2026-02-14',
        '==================================',
        '',
        'Chip counts after 0 results',
        '#  Player     Chips  Now',
        '-  ---------  -----  -------',
        '1  [b]Bo[/b]     12  match A',
        '1  Al|ex         12  match A',
        '1  <i>Cy</i>     12  match B',
        '1  王小明        12  match B',
        '',
        'Ante now: 1.',
        'Matches in play: A: [b]Bo[/b] – Al|ex (ante 1), B: <i>Cy</i> – 王小明 (ante 1).',
        '',
      ].join('\n'),
    );
  });

  it('BBCode: no bracket of a name can open a tag or close the code block', () => {
    const text = publish('Swing & <friends> *1*', 'bbcode').text;
    expect(text).toContain('［b］Bo［/b］');
    expect(text.match(/\[\/?[a-z]+\]/g)).toEqual(['[b]', '[/b]', '[b]', '[/b]', '[code]', '[/code]']);
    expect(text).toContain('1  王小明            12  match B');
  });

  it('Markdown: pipes, brackets, angle brackets, stars and ampersands escaped', () => {
    const text = publish('Swing & <friends> *1*', 'markdown').text;
    expect(text.split('\n')[0]).toBe('**Swing \\& \\<friends\\> \\*1\\* — 2026-02-14**');
    expect(text).toContain('| \\[b\\]Bo\\[/b\\] |');
    expect(text).toContain('| Al\\|ex ');
    expect(text).toContain('| \\<i\\>Cy\\</i\\> |');
    // Every table line has the same number of unescaped pipes: no name split a cell.
    const table = text.split('\n').filter((l) => l.startsWith('|'));
    expect(new Set(table.map((l) => l.replace(/\\\|/g, '').split('|').length))).toEqual(new Set([6]));
  });

  it('HTML: every name and the title escaped; no tag but the renderer’s own', () => {
    const text = publish('Swing & <friends> *1*', 'html').text;
    expect(text).toContain('<strong>Swing &#38; &#60;friends&#62; *1*</strong>');
    expect(text).toContain('<td>&#60;i&#62;Cy&#60;/i&#62;</td>');
    expect(text).toContain('<td>[b]Bo[/b]</td>');
    expect(text).not.toMatch(/<i>|<friends>/);
  });
});
