/**
 * publishInvitations on a set written by createRoundRobin (the fake): the pages read from the Games sheets, dated from
 * the set's date (the Stats sheet) or the one given, one player or all, in every publish format.
 */
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { create, gameLines, names } from '../sheets/testHelpers';
import { publishInvitationsIn } from './invitations';

function setUp() {
  const gas = installFakeGas();
  create(gas, { title: 'Inv', players: names(5), groupSize: 5, seed: 'i', invitePhases: 3 });
  return gas;
}

describe('publishInvitations', () => {
  it("every page: each game of the Games sheet once, under its inviter, phases dated from the set's date", () => {
    const gas = setUp();
    const r = publishInvitationsIn(asSpreadsheet(gas), { sheet: 'Inv G1 Table', format: 'text' }, '2025-02-01');
    expect(r.players).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
    for (const p of r.players) expect(r.text).toContain(`${p}: you invite 2 opponents`);
    // the set was created on 2025-01-31 (the Stats sheet): phases open then, +14 and +28 days
    expect(r.text).toContain('2025-01-31');
    expect(r.text).toContain('2025-02-14');
    expect(r.text).toContain('2025-02-28');
    // each inviter/invitee pair of the sheet is on the inviter's page
    for (const g of gameLines(gas, 'Inv G1 Games')) {
      const section = r.text.slice(r.text.indexOf(`${g.inviter}: you invite`));
      const own = section.slice(0, section.indexOf('They invite you'));
      expect(own).toContain(g.invitee);
    }
  });

  it('one player, in BBCode, from a start date given', () => {
    const gas = setUp();
    const r = publishInvitationsIn(asSpreadsheet(gas), { sheet: 'Inv Stats', player: 'p3', format: 'bbcode', start: '2026-05-04' }, '2026-05-01');
    expect(r.text).toContain('P3: you invite 2 opponents');
    expect(r.text).not.toContain('P1: you invite');
    expect(r.text).toContain('2026-05-');
    expect(r.text).toContain('[');
  });

  it('refuses an unknown player (suggesting names), a bad start date, a sheet of no set', () => {
    const gas = setUp();
    const ss = asSpreadsheet(gas);
    expect(() => publishInvitationsIn(ss, { sheet: 'Inv Stats', player: 'P' }, '2026-05-01')).toThrow(
      /"P" is not a player of "Inv": did you mean P1, P2, P3\?/,
    );
    expect(() => publishInvitationsIn(ss, { sheet: 'Inv Stats', player: 'Zed' }, '2026-05-01')).toThrow(/^"Zed" is not a player of "Inv"\.$/);
    expect(() => publishInvitationsIn(ss, { sheet: 'Inv Stats', start: '4 May' }, '2026-05-01')).toThrow(/"4 May" is not yyyy-mm-dd/);
    expect(() => publishInvitationsIn(ss, { sheet: 'Sheet1' }, '2026-05-01')).toThrow(/Open a sheet of the TTT set/);
    expect(() => publishInvitationsIn(ss, { sheet: 'Inv Stats', format: 'pdf' as never }, '2026-05-01')).toThrow(/Unknown publishing format "pdf"/);
  });
});
