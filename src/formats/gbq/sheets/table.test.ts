/** The GBQ sheet plan as data: formulas the preview engine can compute, the spill area, the sheet's furniture. */
import { buildGbqTablePlan, GbqTableSpec, LAST_PLACE_BAND } from './table';
import { ENTRY, LIVE, SETTINGS, WORK } from './layout';
import { a1, columnLetters } from '../../../shared/sheets/plan';
import { CELL_COLUMNS } from '../rules/publishRead';
import { LOG, WITHDRAWN_COLUMN } from './logLayout';
import { partColumns } from './checkParts';

const spec = (n: number, extra: Partial<GbqTableSpec> = {}): GbqTableSpec => ({
  title: 'Group A',
  players: Array.from({ length: n }, (_, i) => `P${i + 1}`),
  qualifiers: 2,
  winTp: 15,
  lossTp: 5,
  totalGames: n - 1,
  gamesPerMatch: 1,
  rounds: 1,
  reference: 'tp',
  step: 0.5,
  firstPlaceZero: false,
  ...extra,
});

const formulas = (n: number) =>
  buildGbqTablePlan(spec(n), 'G')
    .cells.flat()
    .filter((c): c is string => typeof c === 'string' && c.startsWith('='));

describe('buildGbqTablePlan', () => {
  it('uses no function the preview engine lacks or that sizes arrays by content (SORT, RANK, FILTER …); the place column is one ARRAYFORMULA', () => {
    const forbidden = /\b(SORT|SORTN|RANK|RANK\.EQ|FILTER|UNIQUE|INDIRECT|QUERY|JOIN|REGEXMATCH|LET|LAMBDA|MAP)\s*\(/i;
    const all = formulas(6);
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((f) => forbidden.test(f))).toEqual([]);
    expect(all.filter((f) => /ARRAYFORMULA\(/.test(f))).toEqual([expect.stringMatching(/^=ARRAYFORMULA\(1\+MMULT\(/)]);
  });

  it('calls GBQ and GBQSTATUS once each, at the top of their workings columns, with the cells below left empty for the spill', () => {
    const plan = buildGbqTablePlan(spec(5), 'G');
    const gbqCalls = formulas(5).filter((f) => /\bGBQ\(/.test(f));
    // TPs, games (0 on flagged rows), GBQ's q (1 when "1st place = 0"), win, loss, reference and step as used
    expect(gbqCalls).toEqual(['=GBQ(AB10:AB14,AC10:AC14,$V$4,$T$4,$T$5,$V$2,$V$3)']);
    const statusCalls = formulas(5).filter((f) => /\bGBQSTATUS\(/.test(f));
    // player ids (entry row numbers), TPs, games, totals (1 on flagged rows), q, no remaining list, win, loss
    expect(statusCalls).toEqual(['=GBQSTATUS(S10:S14,AB10:AB14,AC10:AC14,Z10:Z14,$T$6,,,$T$4,$T$5)']);
    expect(plan.cells[SETTINGS.firstRow - 1][WORK.gbq - 1]).toBe(gbqCalls[0]);
    expect(plan.cells[SETTINGS.firstRow - 1][WORK.mark - 1]).toBe(statusCalls[0]);
    for (let r = SETTINGS.firstRow + 1; r < SETTINGS.firstRow + 5; r++) {
      expect(plan.cells[r - 1][WORK.gbq - 1] ?? null).toBeNull();
      expect(plan.cells[r - 1][WORK.mark - 1] ?? null).toBeNull();
    }
  });

  it('leaves the entry cells the TD types into empty, with total games filled in', () => {
    const plan = buildGbqTablePlan(spec(3, { totalGames: 7 }), 'G');
    const row = plan.cells[SETTINGS.firstRow - 1];
    // Names go through asText: "P1" has a digit, so it is written as text ('P1) and reads back as P1.
    expect(row.slice(ENTRY.player - 1, ENTRY.tps)).toEqual(["'P1", 7, null, null, null, null, null]);
    // a blank name is flagged too (it used to skip the checks)
    expect(String(row[ENTRY.check - 1])).toMatch(/^=IF\(IF\(AG10<>"",AG10,/);
    expect(String(row[partColumns(false)[0] - 1])).toMatch(/^=IF\(TRIM\(J10\)="","J"&ROW\(\)&": no name/);
    // without a number, total games is a formula: games per match × opponents × rounds
    const plain = buildGbqTablePlan(spec(3, { totalGames: undefined }), 'G').cells[SETTINGS.firstRow - 1];
    expect(plain[ENTRY.total - 1]).toBe('=IF(AND(ISNUMBER($L$2),ISNUMBER($L$3)),$L$2*2*$L$3,"")');
  });

  it('freezes the headers, bands place q, protects the formulas and offers drop-downs', () => {
    const plan = buildGbqTablePlan(spec(4), 'G');
    expect(plan.frozenRows).toBe(SETTINGS.headerRow);
    expect(plan.conditionalFormats!.filter((c) => c.background === LAST_PLACE_BAND).map((c) => [c.range, c.formula])).toEqual([
      ['A10:G13', '=AND($A10=$T$6,SUM($U$10:$U$13)>0)'],
      ['H10:H13', '=AND($A10=$T$6,SUM($U$10:$U$13)>0)'],
    ]);
    // The workings (S…) and the Check parts right of them are hidden; the tables and the options stay in view.
    expect(plan.hiddenColumns).toEqual([{ column: WORK.index, count: partColumns(false)[5] - WORK.index + 1 }]);
    expect(plan.protections!.map((p) => p.range)).toEqual(expect.arrayContaining(['A9:H13', 'Q9:Q13']));
    expect(plan.dropDowns!.map((d) => d.range)).toEqual(['B2', 'L2', 'L3', 'L4', 'L5', 'L6', 'L10:O13']);
    expect(plan.notes![a1(SETTINGS.headerRow, LIVE.status)]).toMatch(/Sound bound/);
    expect(plan.columnWidths!.length).toBeGreaterThan(20);
  });

  it('explains D as the seed does: "(TPs scored – 10 x games played) / 10", half the standard wins less losses (80 TPs from 6 games: D = 2)', () => {
    const note = buildGbqTablePlan(spec(4), 'G').notes![a1(SETTINGS.headerRow, LIVE.d)];
    expect(note).toMatch(/half the standard wins less losses/);
    expect(note).toMatch(/80 TPs from 6 games.*D = 2/);
    expect(note).not.toMatch(/D = 4/);
  });

  it('with a results log, Wins / Draws / Losses are not read (issue 28: "they keep their drop-downs although they are not read"): no drop-down, and the sheet says so', () => {
    const plan = buildGbqTablePlan(spec(4, { logRows: 12, gamesPerMatch: 3, totalGames: undefined }), 'G');
    const f = SETTINGS.firstRow;
    const last = f + 3;
    const covers = (range: string, row: number, column: number) => {
      const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(range)!;
      const col = (l: string) => [...l].reduce((a, ch) => a * 26 + ch.charCodeAt(0) - 64, 0);
      const [c1, r1, c2, r2] = [col(m[1]), Number(m[2]), col(m[3] ?? m[1]), Number(m[4] ?? m[2])];
      return row >= r1 && row <= r2 && column >= c1 && column <= c2;
    };
    for (const column of [ENTRY.wins, ENTRY.draws, ENTRY.losses])
      for (let r = f; r <= last; r++) expect(plan.dropDowns!.filter((d) => covers(d.range, r, column)).map((d) => d.range)).toEqual([]);
    expect(plan.notes![a1(SETTINGS.headerRow, ENTRY.wins)]).toMatch(/not read/);
    expect(String(plan.notes!.A1)).toMatch(/[Ww]ins \/ draws \/ losses are not read/);
    // without a log they are typed beside games played and keep their drop-down
    expect(buildGbqTablePlan(spec(4), 'G').dropDowns!.map((d) => d.range)).toContain('L10:O13');
  });

  it('caps the games drop-downs at 100 for very long groups (more is accepted with a warning)', () => {
    const games = buildGbqTablePlan(spec(4, { totalGames: 300 }), 'G').dropDowns!.find((d) => d.range === 'L10:O13')!;
    expect(games.list).toHaveLength(101);
    expect(games.allowInvalid).toBe(true);
  });

  it('writes the title and every name with asText (a formula, a number, a boolean stay text)', () => {
    const plan = buildGbqTablePlan(spec(4, { players: ['=A1', '+Bob', 'TRUE', 'Ann'], qualifiers: 1, title: '-Open' }), 'G');
    expect(plan.cells[0][0]).toBe("'-Open");
    expect(plan.cells.slice(SETTINGS.firstRow - 1, SETTINGS.firstRow + 3).map((r) => r[ENTRY.player - 1])).toEqual(["'=A1", "'+Bob", "'TRUE", 'Ann']);
  });
});

describe('the columns the published problems name', () => {
  it('are the ENTRY block, Withdrawn and log columns of the sheet', () => {
    const L = (c: number) => columnLetters(c);
    expect(CELL_COLUMNS).toEqual({
      player: L(ENTRY.player),
      total: L(ENTRY.total),
      played: L(ENTRY.played),
      wins: L(ENTRY.wins),
      tps: L(ENTRY.tps),
      withdrawn: L(WITHDRAWN_COLUMN),
      first: L(LOG.first),
      second: L(LOG.second),
      games: L(LOG.games),
      tps1: L(LOG.tps1),
      tps2: L(LOG.tps2),
      pen1: L(LOG.pen1),
      pen2: L(LOG.pen2),
    });
  });
});
