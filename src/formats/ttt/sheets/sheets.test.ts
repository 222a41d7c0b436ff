/** The generated TTT sheets evaluated by the formula engine, checked against plain arithmetic done here. */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { warningOnly } from '../../../../test/helpers/protection';
import { create, gameLines, names, SCORE, standings, typeResults, type GameLine } from './testHelpers';
import { miniStandingsRange, standingsWithMini } from './table';

const CODES = ['W1', 'W2', 'W3', 'L1', 'L2', 'L3', 'WT', 'LT'];
const MIRROR: Record<string, string> = { W1: 'L1', W2: 'L2', W3: 'L3', L1: 'W1', L2: 'W2', L3: 'W3', WT: 'LT', LT: 'WT' };

/** A deterministic spread of codes over the games. */
const codeFor = (g: GameLine): string => CODES[(g.row * 7 + g.inviter.length * 3) % CODES.length];

describe('a 12-player TTT group', () => {
  const gas = installFakeGas();
  const result = create(gas, { title: 'May', players: names(12), seed: 's1' });

  it('creates Games, Table, My matches, Import, Timeouts and Stats sheets, in that (tab) order', () => {
    expect(result.sheets).toEqual(['May G1 Games', 'May G1 Table', 'May My matches', 'May Import', 'May Timeouts', 'May Stats']);
    expect(result.groups).toHaveLength(1);
    expect(result.groups[0]).toHaveLength(12);
    expect(result.waiting).toEqual([]);
    const games = gas.book.sheet('May G1 Games');
    expect(games.frozenRows).toBe(4);
    expect(gameLines(gas, 'May G1 Games')).toHaveLength(66);
    expect(games.validationAt(5, 6)).toBeDefined();
    // The result a TD types (F5) is open; the points computed from it (G5) warn before an edit.
    expect(warningOnly(games)).toBe(true);
    expect(games.protectionsAt(5, 6)).toEqual([]);
    expect(games.protectionsAt(5, 7)).toHaveLength(1);
    expect(gas.book.sheet('May Stats').valueAt(4, 2)).toBe('s1');
    expect(gas.book.sheet('May Stats').valueAt(3, 2)).toBe('current');
    // The Table's one custom function asks for the Status column; its header says how many games are left.
    const table = gas.book.sheet('May G1 Table');
    expect(table.formulaAt(5, 1)).toBe(
      "=TTTSTANDINGS('May G1 Games'!$C$5:$C$70, 'May G1 Games'!$D$5:$D$70, 'May G1 Games'!$F$5:$F$70, $B$2, $O$6:$O$17, TRUE(), \"\", $Q$6:$Q$17)",
    );
    expect(table.valueAt(4, 1)).toBe('Standings: no results yet, 66 games to play');
  });

  it('gives the standings and statistics computed here from the typed results', () => {
    typeResults(gas, 'May G1 Games', codeFor);
    const lines = gameLines(gas, 'May G1 Games');
    const points = new Map<string, number>();
    const counts = new Map<string, Record<string, number>>();
    const add = (p: string, code: string, pts: number): void => {
      points.set(p, (points.get(p) ?? 0) + pts);
      const c = counts.get(p) ?? Object.fromEntries(CODES.map((k) => [k, 0]));
      c[code]++;
      counts.set(p, c);
    };
    for (const g of lines) {
      const code = codeFor(g);
      add(g.inviter, code, SCORE[code][0]);
      add(g.invitee, MIRROR[code], SCORE[code][1]);
    }
    expect(gas.book.sheet('May G1 Table').valueAt(4, 1)).toBe('Standings: 0 of 66 games still to play');
    const table = standings(gas, 'May G1 Table');
    expect(table).toHaveLength(12);
    for (const line of table) {
      expect(line.played).toBe(11);
      expect(line.points).toBeCloseTo(points.get(line.player)!, 9);
    }
    const sorted = [...table].map((l) => l.points);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    // Ranks below first: 1 + number of players with more points.
    for (const line of table.filter((l) => l.rank !== 1)) {
      expect(line.rank).toBe(1 + table.filter((o) => o.points > line.points + 1e-9).length);
    }

    const stats = gas.book.sheet('May Stats');
    for (let row = 8; row < 20; row++) {
      const player = String(stats.valueAt(row, 2));
      const c = counts.get(player)!;
      expect(stats.valueAt(row, 1)).toBe('G1');
      expect(stats.valueAt(row, 3)).toBe(11);
      expect(CODES.map((_, k) => stats.valueAt(row, 4 + k))).toEqual(CODES.map((k) => c[k]));
      expect(stats.valueAt(row, 12) as number).toBeCloseTo(points.get(player)!, 9);
      expect(stats.valueAt(row, 13) as number).toBeCloseTo(points.get(player)! / 11, 9);
      const wins = c.W1 + c.W2 + c.W3;
      if (wins === 0) expect(stats.valueAt(row, 14)).toBe('');
      else expect(stats.valueAt(row, 14) as number).toBeCloseTo((c.W2 + c.W3) / wins, 9);
    }
  });

  it('fills the match table from the typed results', () => {
    const lines = gameLines(gas, 'May G1 Games');
    const table = gas.book.sheet('May G1 Table');
    const header = Array.from({ length: 12 }, (_, j) => String(table.valueAt(5, 18 + j)));
    const rowOf = (p: string): number => 6 + header.indexOf(p);
    const colOf = (p: string): number => 18 + header.indexOf(p);
    for (const g of lines.slice(0, 20)) {
      const code = codeFor(g);
      expect(table.valueAt(rowOf(g.inviter), colOf(g.invitee)) as number).toBeCloseTo(SCORE[code][0], 9);
      expect(table.valueAt(rowOf(g.invitee), colOf(g.inviter)) as number).toBeCloseTo(SCORE[code][1], 9);
    }
    expect(table.valueAt(6, 18)).toBe('—');
    // Clearing a result blanks its two cells.
    const g = lines[0];
    gas.book.sheet('May G1 Games').getRange(`F${g.row}`).setValue('');
    expect(table.valueAt(rowOf(g.inviter), colOf(g.invitee))).toBe('');
    expect(table.valueAt(rowOf(g.invitee), colOf(g.inviter))).toBe('');
    gas.book.sheet('May G1 Games').getRange(`F${g.row}`).setValue(codeFor(g));
  });

  it('strikes a removed player out of the standings and the statistics', () => {
    const lines = gameLines(gas, 'May G1 Games');
    const out = lines[0].inviter;
    gas.book.sheet('May G1 Table').getRange('O6').setValue(out);
    const table = standings(gas, 'May G1 Table');
    const removed = table.find((l) => l.player === out)!;
    expect(removed.note).toBe('removed');
    expect(removed.points).toBe(0);
    expect(table[table.length - 1].player).toBe(out);
    const expected = new Map<string, number>();
    for (const g of lines) {
      if (g.inviter === out || g.invitee === out) continue;
      const code = codeFor(g);
      expected.set(g.inviter, (expected.get(g.inviter) ?? 0) + SCORE[code][0]);
      expected.set(g.invitee, (expected.get(g.invitee) ?? 0) + SCORE[code][1]);
    }
    for (const l of table.filter((x) => x.player !== out)) {
      expect(l.played).toBe(10);
      expect(l.points).toBeCloseTo(expected.get(l.player)!, 9);
    }
    const games = gas.book.sheet('May G1 Games');
    expect(games.valueAt(lines[0].row, 9)).toBe('removed');
    const stats = gas.book.sheet('May Stats');
    const statRow = Array.from({ length: 12 }, (_, i) => 8 + i).find((r) => stats.valueAt(r, 2) === out)!;
    expect(stats.valueAt(statRow, 3)).toBe(0);
    const other = Array.from({ length: 12 }, (_, i) => 8 + i).find((r) => stats.valueAt(r, 2) !== out)!;
    expect(stats.valueAt(other, 3)).toBe(10);
    expect(stats.valueAt(other, 12) as number).toBeCloseTo(expected.get(String(stats.valueAt(other, 2)))!, 9);
    gas.book.sheet('May G1 Table').getRange('O6').setValue('');
    expect(standings(gas, 'May G1 Table').every((l) => l.played === 11)).toBe(true);
  });

  it("shows a chosen player's games on My matches", () => {
    const my = gas.book.sheet('May My matches');
    const lines = gameLines(gas, 'May G1 Games');
    const who = lines[3].invitee;
    my.getRange('B2').setValue(who);
    const mine = lines.filter((g) => g.inviter === who || g.invitee === who);
    expect(mine).toHaveLength(11);
    mine.forEach((g, k) => {
      const row = 5 + k;
      const iInvite = g.inviter === who;
      expect(my.valueAt(row, 1)).toBe('G1');
      expect(my.valueAt(row, 4)).toBe(iInvite ? g.invitee : g.inviter);
      expect(my.valueAt(row, 5)).toBe(g.inviter);
      // from the chosen player's own view: the inviter's code, or its mirror for the invitee
      expect(my.valueAt(row, 7)).toBe(iInvite ? codeFor(g) : MIRROR[codeFor(g)]);
      expect(my.valueAt(row, 8) as number).toBeCloseTo(SCORE[codeFor(g)][iInvite ? 0 : 1], 9);
    });
    expect(my.valueAt(5 + 11, 1)).toBe('');
  });
});

describe('ties for first', () => {
  /** Sets results by winner: [winner, loser, code-for-winner]. */
  function play(gas: ReturnType<typeof installFakeGas>, sheet: string, wins: [string, string, string][]): void {
    typeResults(gas, sheet, (g) => {
      const w = wins.find(([a, b]) => (a === g.inviter && b === g.invitee) || (a === g.invitee && b === g.inviter));
      if (!w) return null;
      return w[0] === g.inviter ? w[2] : MIRROR[w[2]];
    });
  }

  it('two tied for first: the head-to-head game decides', () => {
    const gas = installFakeGas();
    create(gas, { title: 'T', players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }], groupSize: 4, seed: 'x' });
    play(gas, 'T G1 Games', [
      ['A', 'B', 'W1'],
      ['A', 'C', 'W2'],
      ['D', 'A', 'W1'],
      ['B', 'C', 'W2'],
      ['B', 'D', 'W1'],
      ['C', 'D', 'W1'],
    ]);
    const t = standings(gas, 'T G1 Table');
    expect(t.slice(0, 2).map((l) => [l.rank, l.player, l.points])).toEqual([
      [1, 'A', 3.5],
      [2, 'B', 3.5],
    ]);
    expect(t[0].note).toMatch(/head-to-head/);
  });

  it('three tied for first with nobody on top: mini-TTT needed', () => {
    const gas = installFakeGas();
    create(gas, { title: 'T', players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], groupSize: 3, seed: 'x' });
    play(gas, 'T G1 Games', [
      ['A', 'B', 'W1'],
      ['B', 'C', 'W1'],
      ['C', 'A', 'W1'],
    ]);
    const t = standings(gas, 'T G1 Table');
    expect(t.map((l) => l.rank)).toEqual([1, 1, 1]);
    expect(t.every((l) => /mini-TTT needed/.test(l.note))).toBe(true);
  });
});

describe('a Table before and after the first result (issue 27)', () => {
  const gas = installFakeGas();
  const result = create(gas, { title: 'Seed', players: names(12), seed: 'q' });
  const seeding = result.groups[0];

  it('lists the players in seeding order (as drawn), unranked, "no results yet", no Status mark', () => {
    const schedule = [...new Set(gameLines(gas, 'Seed G1 Games').flatMap((g) => [g.inviter, g.invitee]))];
    expect(schedule).not.toEqual(seeding); // the schedule's order is another order
    const table = standings(gas, 'Seed G1 Table');
    expect(table.map((l) => l.player)).toEqual(seeding);
    expect(table.every((l) => (l.rank as unknown) === '' && l.played === 0 && l.note === 'no results yet')).toBe(true);
    const sheet = gas.book.sheet('Seed G1 Table');
    expect(seeding.map((_, i) => sheet.valueAt(6 + i, 14))).toEqual(seeding.map(() => ''));
  });

  it('the first result ranks them: the winner first, the loser next, the others level behind', () => {
    const [game] = gameLines(gas, 'Seed G1 Games');
    typeResults(gas, 'Seed G1 Games', (g) => (g.row === game.row ? 'W2' : null));
    const table = standings(gas, 'Seed G1 Table');
    expect(table.slice(0, 2).map((l) => [l.rank, l.player, l.points])).toEqual([
      [1, game.inviter, SCORE.W2[0]],
      [2, game.invitee, SCORE.W2[1]],
    ]);
    expect(table.slice(2).every((l) => l.rank === 3 && l.points === 0 && l.note === '')).toBe(true);
    expect(table).toHaveLength(12);
  });
});

describe("a group Table's standings once its mini-TTT exists", () => {
  const range = "'May G1 mini Table'!$A$5:$N$11";
  it('a Table written with the seeding list keeps it, after the mini-TTT', () => {
    const now = "=TTTSTANDINGS('May G1 Games'!$C$5:$C$70, 'May G1 Games'!$D$5:$D$70, 'May G1 Games'!$F$5:$F$70, $B$2, $O$6:$O$17, TRUE(), \"\", $Q$6:$Q$17)";
    expect(standingsWithMini(now, range)).toBe(
      "=TTTSTANDINGS('May G1 Games'!$C$5:$C$70, 'May G1 Games'!$D$5:$D$70, 'May G1 Games'!$F$5:$F$70, $B$2, $O$6:$O$17, TRUE(), 'May G1 mini Table'!$A$5:$N$11, $Q$6:$Q$17)",
    );
  });
  it('keeps the games, scoring and removed list, turns the Status column on and reads the mini-TTT last', () => {
    const old = "=TTTSTANDINGS('May, G1 Games'!$C$5:$C$70, 'May, G1 Games'!$D$5:$D$70, 'May, G1 Games'!$F$5:$F$70, $B$2, $O$6:$O$17)";
    expect(standingsWithMini(old, range)).toBe(
      "=TTTSTANDINGS('May, G1 Games'!$C$5:$C$70, 'May, G1 Games'!$D$5:$D$70, 'May, G1 Games'!$F$5:$F$70, $B$2, $O$6:$O$17, TRUE(), 'May G1 mini Table'!$A$5:$N$11)",
    );
    expect(standingsWithMini(standingsWithMini(old, range)!, range)).toBe(standingsWithMini(old, range));
    expect(miniStandingsRange({ tableSheet: 'May G1 mini Table', games: [{}, {}, {}] as never })).toBe(range);
  });
  it('leaves a formula typed over alone', () => {
    expect(standingsWithMini('=SUM(A1:A3)', range)).toBeNull();
    expect(standingsWithMini('=TTTSTANDINGS(A1:A3, B1:B3)', range)).toBeNull();
    expect(standingsWithMini('', range)).toBeNull();
  });
});
