/**
 * Every check-then-act of the TTT endpoints runs inside the document lock (docs/rules.md §0.3): a second request
 * that runs to completion just before the first takes the lock leaves the spreadsheet exactly as if the two had
 * come one after the other, and both get the same answers (test/helpers/lock.ts). The endpoints: createRoundRobin
 * (its sheet names are chosen against the names already taken), importResults (it reconciles against what the
 * Games sheets hold), createMiniTtt (at most one mini-TTT per group: also in mini.test.ts).
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { expectSerialized } from '../../../../test/helpers/lock';
import { createMiniTtt, createRoundRobin, importResults } from './endpoints';
import { create, gameLines, names, typeResults } from '../sheets/testHelpers';

const PLAYERS = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }, { name: 'Dee' }];
const set = (title: string, groupSize = 4) => ({ title, players: names(8), groupSize, seed: 'l' });

describe('createRoundRobin', () => {
  it('two identical requests: two sets, the second named apart, as one after the other', () => {
    const run = expectSerialized(
      () => installFakeGas(),
      () => createRoundRobin(set('L')),
      () => createRoundRobin(set('L')),
    );
    expect(run.first.ok && run.second.ok).toBe(true);
  });

  it('two different sets under one title', () => {
    const run = expectSerialized(
      () => installFakeGas(),
      () => createRoundRobin(set('L', 4)),
      () => createRoundRobin(set('L', 8)),
    );
    expect(run.first.ok && run.second.ok).toBe(true);
  });
});

/** A set of 4 (G1) with three finished matches pasted on its Import sheet, one of them a timeout. */
function pasted() {
  const gas = installFakeGas();
  create(gas, { title: 'I', players: names(4), groupSize: 4, seed: 'i' });
  const lines = gameLines(gas, 'I G1 Games');
  asSpreadsheet(gas)
    .getSheetByName('I Import')!
    .getRange(2, 1, 3, 5)
    .setValues([
      [11, lines[0].inviter, lines[0].invitee, lines[0].inviter, 'gammon'],
      [12, lines[1].invitee, lines[1].inviter, lines[1].inviter, 'single'],
      [13, lines[2].inviter, lines[2].invitee, lines[2].invitee, 'timeout'],
    ]);
  return gas;
}

describe('importResults', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-05-17T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval'] });
  });
  afterEach(() => jest.useRealTimers());

  it('two identical imports: the results and the timeout written once, the second finds them recorded', () => {
    const run = expectSerialized(
      pasted,
      () => importResults({ sheet: 'I Import' }),
      () => importResults({ sheet: 'I Import' }),
    );
    expect(run.second).toMatchObject({ ok: true, value: { imported: 3 } });
    expect(run.first).toMatchObject({ ok: true, value: { imported: 0, skipped: 3 } });
  });

  it('an import while the group is made its mini-TTT', () => {
    const setup = () => {
      const gas = installFakeGas();
      create(gas, { title: 'M', players: PLAYERS, groupSize: 4, seed: 'm' });
      // Ann > Bob > Cy > Ann and all beat Dee, Dee – Cy still open: imported by the second request.
      const winner: Record<string, string> = { 'Ann|Bob': 'Ann', 'Bob|Cy': 'Bob', 'Ann|Cy': 'Cy' };
      typeResults(gas, 'M G1 Games', (g) => {
        const pair = [g.inviter, g.invitee].sort().join('|');
        if (pair === 'Cy|Dee') return null;
        if (g.invitee === 'Dee') return 'W1';
        if (g.inviter === 'Dee') return 'L1';
        return winner[pair] === g.inviter ? 'W1' : 'L1';
      });
      asSpreadsheet(gas)
        .getSheetByName('M Import')!
        .getRange(2, 1, 1, 5)
        .setValues([[21, 'Cy', 'Dee', 'Cy', 'single']]);
      return gas;
    };
    expectSerialized(
      setup,
      () => createMiniTtt({ sheet: 'M G1 Table' }),
      () => importResults({ sheet: 'M Import' }),
    );
  });
});
