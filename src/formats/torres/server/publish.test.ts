/**
 * publishStandings on TORRES sheets through the in-memory Sheets, end to end: a championship created, points typed
 * (a delayed game, a withdrawal), then the group sheet and the league overview published. The standings are
 * checked against TORRESRANK as the formula engine computed it on the sheet (an independent path: the extractor
 * never reads those cells); a typo is named by its cell; names with specials survive the sheet and are escaped.
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { EXTRACTORS, publishFrom } from '../../../publish';
import { TORRESRANK } from '../functions/torresrank';
import { GROUP } from '../sheets/layout';
import { createTorresGroups, withdrawTorresPlayer } from './endpoints';
import { scheduledGames, seasonPoints, standings, typePoints } from './testHelpers';

const names = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const today = () => '2026-06-01';

function season(groups: string[][] = [names('A', 10), names('B', 10), names('C', 10), names('D', 10)]) {
  const gas = installFakeGas();
  createTorresGroups({ title: 'TORRES 2026', groups, seed: 'pub', elo: groups.flat().map((name, i) => ({ name, elo: 1400 + ((i * 7) % 13) * 10 })) });
  const ss = asSpreadsheet(gas);
  const publish = (sheet: string, format: 'text' | 'bbcode' | 'markdown' | 'html' = 'text') => publishFrom(ss, { sheet, format }, EXTRACTORS, today).text;
  return { gas, ss, publish };
}

/** The text table's rows: [mark, #, player, VP, diff, points, games] (fixed width, two spaces between columns). */
function textRows(text: string, caption: string): string[][] {
  const lines = text.split('\n');
  const start = lines.indexOf(caption) + 3;
  const out: string[][] = [];
  for (let i = start; i < lines.length && lines[i] !== ''; i++) {
    const l = lines[i];
    out.push([
      l.slice(0, 1).trim(),
      ...l
        .slice(1)
        .trim()
        .split(/\s{2,}/),
    ]);
  }
  return out;
}

describe('publishStandings on a TORRES group sheet', () => {
  it('equals TORRESRANK on the sheet (ranks, players, VP, points, games), with the zones, a delayed game and a withdrawal', () => {
    const { gas, publish } = season();
    const l2 = gas.book.sheet('TORRES 2026 L2 G1');
    const games = scheduledGames(l2, 15);
    const points = seasonPoints(games, 'x');
    points[0][0] = 'D 95';
    typePoints(l2, points.slice(0, 6));
    withdrawTorresPlayer({ sheet: 'TORRES 2026 L2 G1', player: 'B4' });
    typePoints(
      l2,
      seasonPoints(scheduledGames(l2, 15), 'y')
        .slice(0, 9)
        .map((p, g) => (g < 6 ? points[g] : p)),
    );
    const text = publish('TORRES 2026 L2 G1');
    expect(text.split('\n')[0]).toBe('TORRES 2026 — 2026-06-01 — after 9 of 15 games');
    const rows = textRows(text, 'League 2 group 1');
    const sheetRows = standings(l2, 11);
    expect(rows.map((r) => r[2].replace(/ \((withdrawn|fictitious, for B4)\)$/, ''))).toEqual(sheetRows.map((r) => r[1]));
    expect(rows.map((r) => Number(r[3]))).toEqual(sheetRows.map((r) => Math.round(Number(r[2]) * 100) / 100));
    expect(rows.map((r) => Number(r[4]))).toEqual(sheetRows.map((r) => r[3]));
    expect(rows.map((r) => [Number(r[5]), Number(r[6])])).toEqual(sheetRows.map((r) => [r[4], r[5]]));
    const real = rows.filter((r) => r[1] !== '-');
    const realSheet = sheetRows.filter((s) => s[1] !== 'forfait');
    const places: number[] = [];
    realSheet.forEach((s, i) => places.push(i > 0 && realSheet[i - 1][0] === s[0] ? places[i - 1] : i + 1));
    expect(real.map((r) => Number(r[1]))).toEqual(places);
    expect(rows.find((r) => r[2] === 'forfait (fictitious, for B4)')).toEqual([
      '',
      '-',
      'forfait (fictitious, for B4)',
      expect.any(String),
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
    expect(rows.find((r) => r[2] === 'B4 (withdrawn)')?.[0]).toBe('X');
    // 6 games still to play: the certainty marks (docs/rules.md §6) are TORRESRANK's Status on the sheet's own cells
    // (the sheet's formula, run on the values the sheet holds; the extractor never reads those cells)
    const statusOf = () => {
      const values = (a1: string) => l2.getRange(a1).getValues();
      const table = TORRESRANK(
        values('B10:I24') as never,
        values('R10:T20') as never,
        values('X3:AA3') as never,
        values('X4') as never,
        'middle',
      ) as string[][];
      return new Map(table.slice(1).map((r) => [r[1], r[6]]));
    };
    const status = statusOf();
    expect(rows.map((r) => r[0])).toEqual(rows.map((r) => (r[0] === 'X' ? 'X' : (status.get(r[2].replace(/ \(fictitious, for B4\)$/, '')) ?? '?'))));
    expect(text).toMatch(/Marks hold whatever the results of the 6 games still to play \(any finishing order, or delays at the deadline\)/);
    // every game played: promotion: the two highest real players not withdrawn; relegation: real bottom four, withdrawn out
    typePoints(
      l2,
      seasonPoints(scheduledGames(l2, 15), 'y').map((p, g) => (g < 6 ? points[g] : p)),
    );
    const final = textRows(publish('TORRES 2026 L2 G1'), 'League 2 group 1').filter((r) => r[1] !== '-');
    const movers = final.filter((r) => r[0] !== 'X');
    expect(movers.slice(0, 2).every((r) => r[0] === 'P' || r[0] === 'T')).toBe(true);
    expect(movers.slice(2, 4).every((r) => r[0] === 'S' || r[0] === 'T')).toBe(true);
    expect(
      final
        .slice(6)
        .filter((r) => r[0] !== 'X')
        .every((r) => r[0] === 'R' || r[0] === 'T'),
    ).toBe(true);
    expect(text).toMatch(/Delayed at the deadline \(0 VP, placed last in the game; their score counts\): game 1 \(B\d+\)\./);
    expect(text).toContain('Withdrawn during the season: B4 (unplayed games to forfait).');
  });

  it('lists each typo above the post, naming its cell, and publishes the standings over the good games', () => {
    const { gas, ss } = season();
    const l1 = gas.book.sheet('TORRES 2026 L1');
    const points = seasonPoints(scheduledGames(l1, 15), 'typo');
    typePoints(l1, points);
    const clean = publishFrom(ss, { sheet: 'TORRES 2026 L1', format: 'text' }, EXTRACTORS, today);
    expect(clean.problems).toEqual([]);
    l1.getRange(`C${GROUP.firstGameRow + 2}`).setValue('9O');
    l1.getRange(`E${GROUP.firstGameRow + 3}`).setValue('D');
    const post = publishFrom(ss, { sheet: 'TORRES 2026 L1', format: 'text' }, EXTRACTORS, today);
    expect(post.problems).toEqual([
      expect.stringMatching(/^"TORRES 2026 L1" C12: "9O" is not points/),
      expect.stringMatching(/^"TORRES 2026 L1" E13: D without a score/),
    ]);
    expect(post.text.split('\n')[0]).toBe('TORRES 2026 — 2026-06-01 — after 13 of 15 games');
    // the post is TORRESRANK's standings on the sheet, which leaves the same two games out
    expect(textRows(post.text, 'League 1').map((r) => r[2])).toEqual(standings(l1, 10).map((r) => r[1]));
    expect(textRows(post.text, 'League 1').map((r) => Number(r[6]))).toEqual(standings(l1, 10).map((r) => r[5]));
    expect(post.text).not.toContain('9O');
    // the overview lists the group's problems too
    expect(publishFrom(ss, { sheet: 'TORRES 2026 leagues', format: 'text' }, EXTRACTORS, today).problems).toEqual(post.problems);
  });

  it('refuses only when the settings cannot be read at all, naming the cells', () => {
    const { gas, publish } = season();
    const l1 = gas.book.sheet('TORRES 2026 L1');
    l1.getRange('C3').setValue('four');
    l1.getRange('X3').setValue('x');
    expect(() => publish('TORRES 2026 L1')).toThrow(
      /Cannot publish the standings of "TORRES 2026 L1" until the sheet is fixed:\n"TORRES 2026 L1" C3: "four" is not a VP/,
    );
  });

  it('names with BBCode, Markdown and HTML specials read back from the sheet and escaped in every format', () => {
    const odd = ['[b]Ann[/b]', 'Bo|b', '<i>Cid</i>', 'Dee & Co', '*Eve*', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo'];
    const { gas, publish } = season([odd]);
    const l1 = gas.book.sheet('TORRES 2026 L1');
    typePoints(l1, seasonPoints(scheduledGames(l1, 15), 'z'));
    expect(
      textRows(publish('TORRES 2026 L1'), 'League 1')
        .map((r) => r[2])
        .sort(),
    ).toEqual([...odd].sort());
    expect(publish('TORRES 2026 L1', 'bbcode')).not.toContain('[b]Ann[/b]');
    expect(publish('TORRES 2026 L1', 'html')).not.toMatch(/<i>Cid/);
    expect(publish('TORRES 2026 L1', 'markdown')).toContain('Bo\\|b');
  });
});

describe('publishStandings on the league overview', () => {
  it('every group, league by league, with the games of the whole championship', () => {
    const { gas, publish } = season();
    const l1 = gas.book.sheet('TORRES 2026 L1');
    typePoints(l1, seasonPoints(scheduledGames(l1, 15), 'o'));
    const text = publish('TORRES 2026 leagues');
    expect(text.split('\n')[0]).toBe('TORRES 2026 — 2026-06-01 — after 15 of 60 games');
    expect(text.split('\n').filter((l) => l.startsWith('League '))).toEqual(['League 1', 'League 2 group 1', 'League 2 group 2', 'League 3 group 1']);
    expect(textRows(text, 'League 1').map((r) => r[2])).toEqual(standings(l1, 10).map((r) => r[1]));
    // league 1 played to the end: its final marks; the other groups have no game complete: listed as drawn, no place
    expect(textRows(text, 'League 1').map((r) => r[0])).toEqual(['S', 'S', 'S', 'S', 'S', 'S', 'R', 'R', 'R', 'R']);
    // (no mark in a section: the table has no mark column, each row starts with its place, here "-")
    const unmarked = (caption: string) => {
      const lines = text.split('\n');
      return lines.slice(lines.indexOf(caption) + 3, lines.indexOf(caption) + 13).map((l) => /^ ?- {2}/.test(l));
    };
    expect(unmarked('League 2 group 2')).toEqual(new Array(10).fill(true));
    expect(unmarked('League 3 group 1')).toEqual(new Array(10).fill(true));
  });

  it('names a missing group sheet', () => {
    const { gas, publish } = season();
    gas.book.deleteSheet(gas.book.sheet('TORRES 2026 L2 G2'));
    gas.book.deleteSheet(gas.book.sheet('TORRES 2026 L3'));
    expect(() => publish('TORRES 2026 leagues')).toThrow(
      /League 2 group 2: its group sheet "TORRES 2026 L2 G2" is missing.*\n.*League 3 group 1: its group sheet "TORRES 2026 L3" is missing/,
    );
  });
});
