/** createMiniTtt: a three-way tie the games among the tied cannot break → the mini-TTT's sheets in one step. */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { expectSerialized } from '../../../../test/helpers/lock';
import { createMiniTtt, importResults } from './endpoints';
import { asSpreadsheet } from '../../../../test/helpers/fakeGas';
import { create, gameLines, standings, typeResults } from '../sheets/testHelpers';

const PLAYERS = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }, { name: 'Dee' }];
/** Ann > Bob > Cy > Ann (a cycle), and all three beat Dee: 2.5 points each, 1.5 each among themselves. */
const WINNER: Record<string, string> = { 'Ann|Bob': 'Ann', 'Bob|Cy': 'Bob', 'Ann|Cy': 'Cy' };
const code = (g: { inviter: string; invitee: string }): string => {
  if (g.invitee === 'Dee') return 'W1';
  if (g.inviter === 'Dee') return 'L1';
  const winner = WINNER[[g.inviter, g.invitee].sort().join('|')];
  return winner === g.inviter ? 'W1' : 'L1';
};

describe('createMiniTtt', () => {
  it("makes the tied players' round robin with the set's scoring and links it from the Table", () => {
    const gas = installFakeGas();
    create(gas, { title: 'M', players: PLAYERS, groupSize: 4, seed: 'm', scoring: 'original' });
    expect(() => createMiniTtt({ sheet: 'M G1 Table' })).toThrow('The G1 standings do not say "mini-TTT needed"');
    typeResults(gas, 'M G1 Games', code);
    const table = gas.book.sheet('M G1 Table');
    expect(
      standings(gas, 'M G1 Table')
        .filter((l) => l.note === 'mini-TTT needed')
        .map((l) => l.player),
    ).toEqual(expect.arrayContaining(['Ann', 'Bob', 'Cy']));
    expect(table.valueAt(4, 13)).toBe('Mini-TTT needed: with this Table open, Extensions ▸ Tournament director ▸ Open tournament wizard ▸ Create mini-TTT');
    expect(() => createMiniTtt({ sheet: 'M Stats' })).toThrow('is not the Table sheet of a TTT group');

    const before = gas.book.getSheets().length;
    const r = createMiniTtt({ sheet: 'M G1 Table' });
    expect(r.sheets).toEqual(['M G1 mini Games', 'M G1 mini Table']);
    expect([...r.players].sort()).toEqual(['Ann', 'Bob', 'Cy']);
    expect(gas.book.getSheets()).toHaveLength(before + 2);
    expect(table.formulaAt(4, 13)).toMatch(/^=HYPERLINK\("#gid=\d+", "Mini-TTT \(.*\): open M G1 mini Table"\)$/);
    // Three games, the set's scoring (read live from the Stats sheet: original), standings of the three.
    const games = gas.book.sheet('M G1 mini Games');
    expect(games.valueAt(2, 2)).toBe('original');
    typeResults(gas, 'M G1 mini Games', () => 'W3');
    const mini = standings(gas, 'M G1 mini Table');
    expect(mini.map((l) => l.player).sort()).toEqual(['Ann', 'Bob', 'Cy']);
    expect(mini.reduce((s, l) => s + l.points, 0)).toBe(3 * (3 + 0.5));
    // The group's standings now read the mini-TTT's standings (the mini argument), the Status column on, the seeding kept.
    expect(table.formulaAt(5, 1)).toMatch(/^=TTTSTANDINGS\(.*, TRUE\(\), 'M G1 mini Table'!\$A\$5:\$N\$\d+, \$Q\$6:\$Q\$9\)$/);
    expect(standings(gas, 'M G1 Table').filter((l) => l.note === 'mini-TTT needed')).toHaveLength(3);
    // Bob wins both his mini games by gammons: the group Table names him first, the others second.
    typeResults(gas, 'M G1 mini Games', (g) => (g.inviter === 'Bob' ? 'W2' : g.invitee === 'Bob' ? 'L2' : 'W1'));
    expect(standings(gas, 'M G1 Table').map((l) => [l.rank, l.player, l.note])).toEqual([
      [1, 'Bob', 'won the mini-TTT'],
      [2, expect.any(String), 'second after the mini-TTT'],
      [2, expect.any(String), 'second after the mini-TTT'],
      [4, 'Dee', ''],
    ]);
    // A second one is refused while the first exists; the same seed draws the same pairing numbers.
    expect(() => createMiniTtt({ sheet: 'M G1 Table' })).toThrow('G1 already has a mini-TTT ("M G1 mini Table")');
  });

  it("mini-TTT results are imported like a group's: a pair whose group game holds a lower match id gets its mini-TTT game (docs/rules.md §1.11)", () => {
    const gas = installFakeGas();
    create(gas, { title: 'M', players: PLAYERS, groupSize: 4, seed: 'm' });
    const paste = (rows: (string | number)[][]) => asSpreadsheet(gas).getSheetByName('M Import')!.getRange(2, 1, rows.length, 5).setValues(rows);
    // The group's six games imported from the site: the three-way cycle, all three beat Dee.
    const group = gameLines(gas, 'M G1 Games');
    const winnerOf = (g: { inviter: string; invitee: string }) => (code(g) === 'W1' ? g.inviter : g.invitee);
    paste(group.map((g, k) => [100 + k, g.inviter, g.invitee, winnerOf(g), 'single']));
    expect(importResults({ sheet: 'M Import' })).toMatchObject({ imported: 6, friendly: 0 });
    createMiniTtt({ sheet: 'M G1 Table' });
    // The mini-TTT's three games, later on the site (higher ids), each pair already holding its group game's id.
    const mini = gameLines(gas, 'M G1 mini Games');
    const bobWins = (g: { inviter: string; invitee: string }) => (g.inviter === 'Bob' || g.invitee === 'Bob' ? 'Bob' : g.inviter);
    paste(mini.map((g, k) => [200 + k, g.invitee, g.inviter, bobWins(g), 'gammon']));
    const r = importResults({ sheet: 'M Import' });
    expect(r).toMatchObject({ imported: 3, friendly: 0, conflicts: 0, ambiguous: 0 });
    const games = gas.book.sheet('M G1 mini Games');
    expect(mini.map((g) => [games.valueAt(g.row, 5), games.valueAt(g.row, 6)])).toEqual(mini.map((g, k) => [200 + k, bobWins(g) === g.inviter ? 'W2' : 'L2']));
    // The group sheet is untouched, and the group Table names the mini-TTT's winner.
    expect(gameLines(gas, 'M G1 Games')).toEqual(group);
    expect(standings(gas, 'M G1 Table')[0]).toMatchObject({ rank: 1, player: 'Bob', note: 'won the mini-TTT' });
    // Imported again: nothing more is written (the three mini rows and the three group rows still pasted below them).
    expect(importResults({ sheet: 'M Import' })).toMatchObject({ imported: 0, skipped: 6 });
  });

  it('two overlapping requests make one mini-TTT: the check runs inside the document lock, the second is refused', () => {
    const gas = installFakeGas();
    create(gas, { title: 'M', players: PLAYERS, groupSize: 4, seed: 'm' });
    typeResults(gas, 'M G1 Games', code);
    // The first request, about to take the lock, lets a second request run to completion first.
    const world = globalThis as unknown as { LockService: GoogleAppsScript.Lock.LockService };
    const service = world.LockService;
    let second: (() => unknown) | null = () => createMiniTtt({ sheet: 'M G1 Table' });
    world.LockService = {
      ...service,
      getDocumentLock: () => {
        const lock = service.getDocumentLock();
        return {
          ...lock,
          hasLock: () => lock.hasLock(),
          releaseLock: () => lock.releaseLock(),
          waitLock: (ms: number) => lock.waitLock(ms),
          tryLock: (ms: number) => {
            const run = second;
            second = null;
            run?.();
            return lock.tryLock(ms);
          },
        };
      },
    };
    try {
      expect(() => createMiniTtt({ sheet: 'M G1 Table' })).toThrow('G1 already has a mini-TTT ("M G1 mini Table")');
    } finally {
      world.LockService = service;
    }
    expect(second).toBeNull();
    expect(
      gas.book
        .getSheets()
        .map((s) => s.getName())
        .filter((n) => n.includes('mini')),
    ).toEqual(['M G1 mini Games', 'M G1 mini Table']);
    const link = gas.book.sheet('M G1 Table').formulaAt(4, 13);
    expect(link).toContain(`#gid=${gas.book.sheet('M G1 mini Table').getSheetId()}`);
  });

  it('interleaved at the lock, two requests end as if one came after the other (the shared lock harness)', () => {
    const setup = () => {
      const gas = installFakeGas();
      create(gas, { title: 'M', players: PLAYERS, groupSize: 4, seed: 'm' });
      typeResults(gas, 'M G1 Games', code);
      return gas;
    };
    const run = expectSerialized(
      setup,
      () => createMiniTtt({ sheet: 'M G1 Table' }),
      () => createMiniTtt({ sheet: 'M G1 Table' }),
    );
    expect(run.second.ok).toBe(true);
    expect(run.first).toEqual({ ok: false, error: expect.stringContaining('G1 already has a mini-TTT') });
  });
});
