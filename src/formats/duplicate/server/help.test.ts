/**
 * docs/rules.md §0.3: every drop-down a TD types into has a help text listing the accepted entries. Read from the
 * created sheets (a match, an event's protocols, its Final and its Standings): every validated cell's help names
 * each entry its rule accepts — each value of a fixed list (a run of numbers as "1 to 15"), each team of a team
 * drop-down, each team number with its team — or, for the Final, whose teams are formulas, the cells holding them.
 */
import { createDuplicateMatch, createDuplicateTournament } from './endpoints';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import type { FakeDataValidation } from '../../../../dev/fake/builders';

/** Whether `help` lists `entry`: as a word of its own, or (a number) inside a run "a to b" or "a–b" it names. */
function lists(help: string, entry: string): boolean {
  const escaped = entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`(^|[\\s(,:])${escaped}([\\s),.:;]|$)`).test(help)) return true;
  const n = Number(entry);
  return Number.isInteger(n) && [...help.matchAll(/(\d+) (?:to|–) (\d+)/g)].some((m) => Number(m[1]) <= n && n <= Number(m[2]));
}

/** Every distinct validation of a sheet with the entries it accepts (a range rule's source values, read now). */
function validations(gas: FakeGas, sheet: string): { rule: FakeDataValidation; entries: string[] }[] {
  const s = gas.book.sheet(sheet);
  const rules = new Set(
    s
      .getRange(1, 1, s.getMaxRows(), s.getMaxColumns())
      .getDataValidations()
      .flat()
      .filter((r): r is FakeDataValidation => r !== null),
  );
  return [...rules].map((rule) => {
    if (rule.kind === 'list') return { rule, entries: rule.values ?? [] };
    const [, name, a1] = /^'?(.*?)'?!(.*)$/.exec(rule.source ?? '') as RegExpExecArray;
    const values = gas.book.sheet(name.replace(/''/g, "'")).getRange(a1).getValues().flat();
    return { rule, entries: values.map(String) };
  });
}

const TEAMS = [
  { name: "'Tis", players: ['Rita', 'Ron'] as [string, string] },
  { name: 'Blue Moon', players: ['Bea', 'Bo'] as [string, string] },
  { name: '1850', players: ['Gus', 'Gia'] as [string, string] },
];

describe('every drop-down of the duplicate sheets lists what it accepts in its help text', () => {
  it('a match protocol: cube, outcome, the teams for the double and the winner', () => {
    const gas = installFakeGas();
    const out = createDuplicateMatch({ title: 'M', teamA: { name: "'Tis", players: ['A', 'B'] }, teamB: { name: '=1+1', players: ['C', 'D'] }, seed: 'h' });
    const found = validations(gas, out.sheets[0]);
    expect(found).toHaveLength(4);
    for (const { rule, entries } of found) {
      expect(rule.helpText).not.toBe('');
      for (const e of entries) expect([e, lists(rule.helpText, e)]).toEqual([e, true]);
    }
    expect(found.flatMap((f) => f.entries)).toEqual(expect.arrayContaining(["'Tis", '=1+1', '64', 'BG', '15']));
    for (const name of out.sheets.slice(1)) expect(validations(gas, name)).toEqual([]);
  });

  it("an event: each protocol, the Final (its teams' cells) and the Standings' finalist choice (every team number with its team)", () => {
    const gas = installFakeGas();
    const out = createDuplicateTournament({ title: 'E', teams: TEAMS, seed: 'h', cycles: 1, final: true });
    const standings = out.sheets.find((s) => s.endsWith('Standings'))!;
    const protocols = out.rounds.flatMap((r) => r.matches.map((m) => m.sheet));
    for (const sheet of [...protocols, out.final!.sheet, standings]) {
      const found = validations(gas, sheet);
      expect([sheet, found.length]).toEqual([sheet, sheet === standings ? 1 : 4]);
      for (const { rule, entries } of found) {
        expect(rule.helpText).not.toBe('');
        // The Final's team cells are blank until the standings decide: its help names the cells instead.
        if (sheet === out.final!.sheet && rule.kind === 'range') expect(rule.helpText).toMatch(/B4 or B5/);
        else for (const e of entries) expect([sheet, e, lists(rule.helpText, e)]).toEqual([sheet, e, true]);
      }
    }
    const choice = validations(gas, standings)[0].rule.helpText;
    TEAMS.forEach((t, i) => expect(choice).toContain(`${i + 1} ${t.name}`));
  });
});
