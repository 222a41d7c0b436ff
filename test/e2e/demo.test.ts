/**
 * Browser: the preview's "Load demo" builds a season of every format through the add-on's endpoints, with results
 * typed in; each format's sheets exist and show computed standings, no error cell anywhere. Each format is its own
 * test, named after the format, so a changed endpoint or layout names the format that broke. Screenshots of what a
 * newcomer sees go to test-results/demo/<format>.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { closeBrowser, loadDemo, openTab, preview, type DemoResult, type Preview } from './harness';
import type { DemoFormat, DemoPart } from '../../dev/preview/demo';

jest.setTimeout(180_000);

let p: Preview;
let report: DemoResult;
const shots = join(__dirname, '../../test-results/demo');

beforeAll(async () => {
  p = await preview();
  report = await loadDemo(p.page);
  mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await p.close();
  await closeBrowser();
});

/** The part of the demo a format built, or its failure (which names the format) as the test's error. */
function part(format: DemoFormat): DemoPart {
  const failed = report.failed.find((f) => f.format === format);
  if (failed) throw new Error(failed.error);
  const found = report.parts.find((x) => x.format === format);
  if (!found) throw new Error(`${format} demo: not in the report (${JSON.stringify(report)})`);
  return found;
}

const values = (sheet: string): unknown[][] => {
  const s = p.world.gas.book.getSheetByName(sheet);
  if (!s) throw new Error(`no sheet "${sheet}"`);
  return s.getRange(1, 1, Math.max(s.getLastRow(), 1), Math.max(s.getLastColumn(), 1)).getValues();
};

/** The rows under the header row holding every label (case ignored), as objects keyed by label, up to a blank key cell. */
function table(sheet: string, labels: string[], after = 0): Record<string, unknown>[] {
  const v = values(sheet);
  const r = v.findIndex((row) => labels.every((l) => row.some((x, c) => c >= after && String(x).trim().toLowerCase() === l.toLowerCase())));
  if (r < 0) throw new Error(`no header ${labels.join(', ')} on "${sheet}"`);
  const col = Object.fromEntries(labels.map((l) => [l, v[r].findIndex((x, c) => c >= after && String(x).trim().toLowerCase() === l.toLowerCase())]));
  const out: Record<string, unknown>[] = [];
  for (const row of v.slice(r + 1)) {
    if (row[col[labels[0]]] === '') break;
    out.push(Object.fromEntries(labels.map((l) => [l, row[col[l]]])));
  }
  return out;
}

/** docs/rules.md §1.2, current scoring: a code's points for the inviter and for the invitee. */
const CURRENT: Record<string, [number, number]> = {
  W1: [1, 0.5],
  W2: [2, 0.5],
  W3: [2.7, 0.3],
  L1: [0.5, 1],
  L2: [0.5, 2],
  L3: [0.3, 2.7],
  WT: [1, 0],
  LT: [0, 1],
};

const ERROR = /^#(ERROR!|REF!|N\/A|VALUE!|NAME\?|DIV\/0!|NUM!|NULL!|CYCLE!|SPILL!)/;

/** Every sheet of the part exists, holds no error value, and its standings tab shows no error cell in the browser. */
async function checkSheets(x: DemoPart): Promise<void> {
  const names = p.world.sheetNames();
  for (const sheet of x.sheets) {
    expect(names).toContain(sheet);
    const errors = values(sheet).flatMap((row, r) => row.flatMap((v, c) => (ERROR.test(String(v)) ? [`${sheet}!R${r + 1}C${c + 1} = ${String(v)}`] : [])));
    expect(errors).toEqual([]);
  }
  await openTab(p.page, x.standings);
  expect(await p.page.$$eval('table.grid td.err', (tds) => tds.map((td) => `${td.dataset.a1}: ${td.textContent}`))).toEqual([]);
  await p.page.screenshot({ path: join(shots, `${x.format}.png`) });
}

describe('Load demo in the preview', () => {
  it('starts over and builds every format, showing the first standings', async () => {
    expect(report.failed.map((f) => f.error)).toEqual([]);
    expect(report.parts.map((x) => x.format)).toEqual(['TTT', 'Duplicate', 'TORRES', 'Swing', 'GBQ']);
    expect(await p.page.textContent('#note')).toMatch(/^Demo: TTT/);
    expect(p.world.sheetNames()[0]).toBe('Sheet1');
  });

  it('TTT: a 24-player set half played, standings computed, one timeout adjudicated and one to adjudicate', async () => {
    const x = part('TTT');
    await checkSheets(x);
    const tables = x.sheets.filter((s) => / Table$/.test(s));
    expect(tables).toHaveLength(2);
    for (const t of tables) {
      const rows = table(t, ['Rank', 'Player', 'Played', 'Points', 'WT', 'LT']);
      expect(rows).toHaveLength(12);
      // Half of 11 rounds: every player has played the first 6 rounds' games.
      expect(rows.map((r) => r.Played)).toEqual(Array(12).fill(6));
      const points = rows.map((r) => Number(r.Points));
      expect(points).toEqual([...points].sort((a, b) => b - a));
      expect(points[0]).toBeGreaterThan(points[11]);
      // Each player's points recomputed from the typed results with docs/rules.md §1.2's current scoring (an
      // adjudicated timeout: its number for the inviter, 0 for the invitee), independently of the sheets' formulas.
      const games = table(t.replace(/ Table$/, ' Games'), ['Inviter', 'Invitee', 'Result']).filter((g) => g.Result !== '');
      expect(games).toHaveLength(36);
      const expected = new Map<string, number>();
      const add = (name: unknown, pts: number) => expected.set(String(name), (expected.get(String(name)) ?? 0) + pts);
      for (const g of games) {
        // A timeout's result reads its Timeouts row: WT / LT until adjudicated, then `WT x` / `LT x` (§1.3).
        const adjudicated = /^(WT|LT) (\d+(?:\.\d+)?)$/.exec(String(g.Result));
        const x = adjudicated ? Number(adjudicated[2]) : NaN;
        const [mine, theirs] = adjudicated ? (adjudicated[1] === 'WT' ? [x, 0] : [0, x]) : CURRENT[String(g.Result)];
        add(g.Inviter, mine);
        add(g.Invitee, theirs);
      }
      for (const r of rows) expect(Number(r.Points)).toBeCloseTo(expected.get(String(r.Player)) ?? NaN, 6);
    }
    // One timeout per group: one WT for the player who did not time out, one LT for the one who did.
    for (const t of tables) {
      const rows = table(t, ['Player', 'WT', 'LT']);
      expect([rows.reduce((a, r) => a + Number(r.WT), 0), rows.reduce((a, r) => a + Number(r.LT), 0)]).toEqual([1, 1]);
    }
    // The Timeouts sheet: G1's to adjudicate, G2's adjudicated (TTTTIMEOUT of 78.3 / 24.1 / 1.9 %, between 1 and 2.7).
    const timeouts = x.sheets.find((s) => / Timeouts$/.test(s))!;
    const rows = table(timeouts, ['Group', 'Score (TTTTIMEOUT)', "Result (inviter's view)", 'Status']);
    expect(rows.map((r) => r.Group)).toEqual(['G1', 'G2']);
    expect(rows[0].Status).toMatch(/^to adjudicate/);
    expect(rows[1].Status).toBe('adjudicated');
    expect(Number(rows[1]['Score (TTTTIMEOUT)'])).toBeGreaterThan(1);
    expect(Number(rows[1]['Score (TTTTIMEOUT)'])).toBeLessThan(2.7);
    expect(rows[1]["Result (inviter's view)"]).toBe(`LT ${rows[1]['Score (TTTTIMEOUT)']}`);
    await openTab(p.page, timeouts);
    await p.page.screenshot({ path: join(shots, 'TTT-timeouts.png') });
  });

  it('Duplicate: three teams of four, both disciplines, every match complete with VP, and the final decided', async () => {
    const x = part('Duplicate');
    await checkSheets(x);
    const protocols = x.sheets.filter((s) => / R\d+ /.test(s));
    const final = x.sheets.filter((s) => / Final$/.test(s));
    expect({ protocols: protocols.length, final: final.length }).toEqual({ protocols: 6, final: 1 });
    // The protocol's fixed cells (src/formats/duplicate/README.md): E7 games played, F4/F5 the VP once all are in.
    for (const sheet of protocols) {
      const v = values(sheet);
      expect({ sheet, games: v[6][4], vp: Number(v[3][5]) + Number(v[4][5]) }).toEqual({ sheet, games: 8, vp: 30 });
    }
    const f = values(final[0]);
    expect(f[6][4]).toBe(8);
    expect(String(f[5][5])).toMatch(/ wins$|^Draw/);
  });

  it('TORRES: three groups in two leagues, half of each group played, ranks computed', async () => {
    const x = part('TORRES');
    await checkSheets(x);
    for (const sheet of x.sheets.slice(1)) {
      const rows = table(sheet, ['Rank', 'Player', 'VP', 'Games'], 9);
      expect(rows).toHaveLength(8);
      // 5 of 10 four-player games typed: 20 player-games.
      expect(rows.reduce((a, r) => a + Number(r.Games), 0)).toBe(20);
      expect(rows.map((r) => Number(r.Rank))).toEqual([...rows.map((r) => Number(r.Rank))].sort((a, b) => a - b));
      expect(Number(rows[0].VP)).toBeGreaterThan(0);
    }
  });

  it('Swing: eight players, in the finale with one finale match played', async () => {
    const x = part('Swing');
    await checkSheets(x);
    expect(x.summary).toMatch(/Finale/);
    // The main sheet's status cell (F2:I7), as the TD reads it: the finale is on, one finale match played.
    const status = values(x.standings)
      .flat()
      .map(String)
      .find((v) => /^Finale\b/.test(v));
    expect(status).toMatch(/\b1 played\b/);
    expect(values(x.standings).flat()).not.toContainEqual(expect.stringMatching(/^Finished/));
  });

  it('GBQ: eight players after two rounds, live table with GBQ, no problems flagged', async () => {
    const x = part('GBQ');
    await checkSheets(x);
    const entry = table(x.standings, ['Player', 'Games played', 'TPs', 'Check'], 9);
    expect(entry.map((r) => r['Games played'])).toEqual(Array(8).fill(6));
    expect(entry.map((r) => r.Check)).toEqual(Array(8).fill(''));
    // Every game shares out 20 TPs: 8 players × 6 games / 2 × 20.
    expect(entry.reduce((a, r) => a + Number(r.TPs), 0)).toBe(480);
    const live = table(x.standings, ['Place', 'Player', 'TP%', 'GBQ', 'Status']);
    expect(live.map((r) => r.Place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const pct = live.map((r) => Number(r['TP%']));
    expect(pct).toEqual([...pct].sort((a, b) => b - a));
    expect(live.every((r) => typeof r.GBQ === 'number')).toBe(true);
  });
});
