/**
 * Every duplicate sheet kind read back as it was written: parse(readSheet(applyPlan(plan(spec)))) gives back the spec,
 * at the smallest and the largest sizes the endpoints accept (games per room 4 and 12; events of 2 teams and of 13
 * teams of two, or 8 teams of four with both disciplines; dice sets of 1 and of 500 rolls per side), with names that
 * Sheets would otherwise read as numbers, dates, booleans or formulas.
 */
import fc from 'fast-check';
import { applyPlan } from '../../../shared/server/applyPlan';
import { applyEdit, readSheet } from '../../../shared/server/readSheet';
import { SheetGrid } from '../../../shared/sheets/read';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { diceSet, MAX_ROLLS_PER_SIDE } from '../rules/dice';
import { eventSchedule, type Discipline } from '../rules/event';
import { VALID_GAMES_PER_ROOM } from '../rules/match';
import { DICE, diceSheetPlan, parseDice, roomCopyPlan } from './dice';
import { EVENT_PROTOCOL, FINAL_PROTOCOL, MATCH_PROTOCOL, parseProtocol, protocolPlan, teamCells, type ProtocolSpec } from './protocol';
import { eventTitle, finalChoiceEdit, parseStandings, standingsPlan, standingsTitle, STANDINGS, type StandingsSpec } from './standings';

const HOSTILE = ['=1+1', "'Tis", 'TRUE', '007', '3/4/2024', '50%', '+49', 'Ann "the rock"', 'x; y', 'Kharkov'];
const SMALLEST = Math.min(...VALID_GAMES_PER_ROOM);
const LARGEST = Math.max(...VALID_GAMES_PER_ROOM);

const book = () => asSpreadsheet(installFakeGas());

describe('protocol sheets read back (match, event round, final)', () => {
  const spec = (games: number, extra: Partial<ProtocolSpec> = {}): ProtocolSpec => ({
    name: `P${games}`,
    title: '=Cup: 007 – TRUE',
    seed: '3/4/2024',
    games,
    firstSet: 5,
    teamA: teamCells({ name: '007', players: ['=1+1', "'Tis"] }),
    teamB: teamCells({ name: 'TRUE', players: ['50%', '+49'] }),
    subtitle: 'OPEN: =1+1 (007) White',
    imp: games === LARGEST ? 'wbf' : 'fairbg',
    ...extra,
  });

  it.each([SMALLEST, LARGEST])('%i games per room: the spec back, every game row blank', (games) => {
    const ss = book();
    for (const [s, kind] of [
      [spec(games), MATCH_PROTOCOL],
      [spec(games, { name: `E${games}`, event: { round: 3, discipline: 'longGammon' } }), EVENT_PROTOCOL],
    ] as const) {
      const grid = readSheet(applyPlan(ss, protocolPlan(s)));
      expect(grid.kind).toBe(kind.kind);
      const read = parseProtocol(grid);
      expect(read).toEqual({
        kind: 'protocol',
        title: '=Cup: 007 – TRUE',
        subtitle: 'OPEN: =1+1 (007) White',
        seed: '3/4/2024',
        games,
        firstSet: 5,
        imp: s.imp,
        teamA: { name: '007', open: '=1+1', closed: "'Tis" },
        teamB: { name: 'TRUE', open: '50%', closed: '+49' },
        rows: Array.from({ length: 2 * games }, (_, i) => ({ cube: '1', proposedBy: '', outcome: '', winner: '', sheetRow: 10 + i })),
        ...(s.event ? { event: s.event } : {}),
        problems: [],
      });
    }
  });

  it.each([SMALLEST, LARGEST])('a final of %i games per room: its standings and discipline from its metadata', (games) => {
    const ss = book();
    const grid = readSheet(applyPlan(ss, protocolPlan(spec(games, { name: 'F', final: { standings: "O'Neil Standings", discipline: 'longGammon' } }))));
    expect(grid.kind).toBe(FINAL_PROTOCOL.kind);
    expect(parseProtocol(grid)).toMatchObject({ kind: 'final', games, final: { standings: "O'Neil Standings", discipline: 'longGammon' } });
  });

  it('property: what the TD types in a game row is read back as typed', () => {
    const ss = book();
    const sheet = applyPlan(ss, protocolPlan(spec(SMALLEST)));
    // The cube column is Sheets' automatic format (a typed 2 is the number 2); the others are plain text.
    const cube = fc.constantFrom('', '1', '2', '64', 'x');
    const entry = fc.constantFrom('', '2', 'gammon', 'P', '9', 'BG', '007', 'TRUE', '=1+1', 'Moscow');
    fc.assert(
      fc.property(fc.array(fc.tuple(cube, entry, entry, entry), { minLength: 2 * SMALLEST, maxLength: 2 * SMALLEST }), (rows) => {
        sheet.getRange(10, 7, rows.length, 4).setValues(rows.map(([c, ...rest]) => [c === '' ? '' : /^\d+$/.test(c) ? Number(c) : c, ...rest]));
        expect(parseProtocol(readSheet(sheet)).rows.map((r) => [r.cube, r.proposedBy, r.outcome, r.winner])).toEqual(rows);
      }),
      { numRuns: 30 },
    );
  });

  it('names the cell when D2 or the IMP table header no longer says what the plan wrote, and reads on from the metadata and the table', () => {
    const ss = book();
    const sheet = applyPlan(ss, protocolPlan(spec(SMALLEST)));
    sheet.getRange('Y9').setValue('IMP');
    sheet.getRange('D2').setValue(9);
    const read = parseProtocol(readSheet(sheet));
    expect(read).toMatchObject({ games: SMALLEST, imp: 'fairbg' });
    expect(read.rows).toHaveLength(2 * SMALLEST);
    expect(read.problems).toEqual([
      { where: '"P4" D2', message: `should hold the games per room, ${SMALLEST}; it holds "9"` },
      { where: '"P4" Y9', message: expect.stringMatching(/^the scoring tables were edited: it should hold "IMP \(fairbg\)"; it holds "IMP"/) },
    ]);
    // The IMP table's values edited too: neither the header nor the values say which table it is.
    sheet.getRange('Y11').setValue(5);
    expect(() => parseProtocol(readSheet(sheet))).toThrow(`'P4': Y9 should name the IMP table ("IMP (fairbg)" or "IMP (WBF)"); it holds "IMP"`);
  });

  it('without its games metadata, D2 gives the games per room; when neither reads, the error names D2', () => {
    const ss = book();
    const sheet = applyPlan(ss, protocolPlan({ ...spec(SMALLEST), name: 'P5' }));
    const grid = readSheet(sheet);
    const bare = new SheetGrid(
      grid.sheetName,
      grid.values,
      [...grid.metadata].filter(([k]) => k !== MATCH_PROTOCOL.keys.games),
    );
    expect(parseProtocol(bare).games).toBe(SMALLEST);
    sheet.getRange('D2').setValue(9);
    const damaged = readSheet(sheet);
    expect(() =>
      parseProtocol(
        new SheetGrid(
          damaged.sheetName,
          damaged.values,
          [...damaged.metadata].filter(([k]) => k !== MATCH_PROTOCOL.keys.games),
        ),
      ),
    ).toThrow(`'P5': D2 should hold the games per room (4 5 6 7 8 10 12); it holds "9". Was the protocol edited?`);
  });
});

describe('standings sheets read back', () => {
  function event(names: readonly string[], cycles: Partial<Record<Discipline, number>>, final: boolean): StandingsSpec {
    const disciplines = Object.keys(cycles) as Discipline[];
    const schedule = eventSchedule(names, cycles);
    return {
      name: `S${names.length}`,
      title: standingsTitle(`=Cup ${names.length}`),
      seed: '007',
      settings: '4 games per room · IMP table fairbg',
      teams: names.map((name, i) => ({ name, pairs: Object.fromEntries(disciplines.map((d) => [d, [`${d} ${i} a`, `=${d} ${i} b`]])) })),
      matches: schedule.flatMap((r) =>
        r.matches.map((m, k) => ({
          round: r.round,
          discipline: m.discipline,
          cycle: m.cycle,
          teamA: m.teamA,
          teamB: m.teamB,
          protocol: `R${r.round} ${k} ${m.teamA}`,
        })),
      ),
      byes: schedule.filter((r) => r.bye !== undefined).map((r) => ({ round: r.round, team: r.bye as string })),
      final,
    };
  }
  const names = (n: number) => Array.from({ length: n }, (_, i) => HOSTILE[i] ?? `Team ${i + 1}`);

  it.each([
    ['2 teams of two, one round robin, no final', event(names(2), { backgammon: 1 }, false)],
    ['13 teams of two, one round robin, a final (byes)', event(names(13), { backgammon: 1 }, true)],
    ['8 teams of four, backgammon 2 round robins and long gammon 1, a final', event(names(8), { backgammon: 2, longGammon: 1 }, true)],
  ])('%s: the spec back', (_what, spec) => {
    const ss = book();
    const grid = readSheet(applyPlan(ss, standingsPlan(spec)));
    expect(grid.kind).toBe(STANDINGS.kind);
    const read = parseStandings(grid);
    expect(read.problems).toEqual([]);
    expect({ ...read, matches: read.matches.map(({ sheetRow: _row, ...m }) => m) }).toEqual({
      title: spec.title,
      seed: spec.seed,
      settings: spec.settings,
      teams: spec.teams,
      matches: spec.matches,
      byes: spec.byes,
      final: spec.final,
      choice: [undefined, undefined],
      problems: [],
    });
    expect(eventTitle(read.title)).toBe(`=Cup ${spec.teams.length}`);
  });

  it("the TD's finalist choice as an edit, read back; cleared; a choice that is not a team number is named", () => {
    const ss = book();
    const spec = event(names(13), { backgammon: 1 }, true);
    const sheet = applyPlan(ss, standingsPlan(spec));
    applyEdit(sheet, finalChoiceEdit(13, [13, 2]));
    expect(parseStandings(readSheet(sheet)).choice).toEqual([13, 2]);
    applyEdit(sheet, finalChoiceEdit(13, [4]));
    expect(parseStandings(readSheet(sheet)).choice).toEqual([4, undefined]);
    applyEdit(sheet, finalChoiceEdit(13, []));
    expect(parseStandings(readSheet(sheet)).choice).toEqual([undefined, undefined]);
    applyEdit(sheet, finalChoiceEdit(13, [14]));
    expect(parseStandings(readSheet(sheet)).problems).toEqual([{ where: `"S13" O19`, message: 'the TD\'s choice "14" is not a team number 1–13' }]);
  });

  it('a match whose team or discipline no longer says what the plan wrote is a problem naming the cell', () => {
    const ss = book();
    const sheet = applyPlan(ss, standingsPlan(event(names(3), { backgammon: 2 }, true)));
    // 3 teams: the matches block's header is row 12, its first match row 13.
    sheet.getRange('B13:C13').setValues([['darts', 'Lviv']]);
    expect(parseStandings(readSheet(sheet)).problems).toEqual([
      { where: '"S3" B13', message: '"darts" is not a discipline' },
      { where: '"S3" C13', message: '"Lviv" is not one of the teams' },
    ]);
  });

  it('throws when the team count (metadata) is gone', () => {
    const ss = book();
    const sheet = applyPlan(ss, { ...standingsPlan(event(names(2), { backgammon: 1 }, false)), metadata: {} });
    expect(() => parseStandings(readSheet(sheet))).toThrow("'S2' has lost its team count (developer metadata); recreate the event's standings");
  });
});

describe('dice sheets read back (referee copy and room copies)', () => {
  it.each([
    ['one set of 1 roll per side', [diceSet('=s', 7, 1)]],
    [`one set of ${MAX_ROLLS_PER_SIDE} rolls per side`, [diceSet('=s', 1, MAX_ROLLS_PER_SIDE)]],
    ['24 sets of 80 rolls per side', Array.from({ length: 24 }, (_, i) => diceSet('=s', 25 + i))],
  ])('%s: the sets back from every copy', (_what, sets) => {
    const ss = book();
    const labels = sets.map((s, i) => `long gammon round ${i + 1}, game ${s.set} · 007`);
    const referee = { name: 'Ref', title: '=Cup: dice — referee copy', seed: '=s', sets, labels, subtitle: 'Game g plays set g; 007' };
    const grid = readSheet(applyPlan(ss, diceSheetPlan(referee)));
    expect(grid.kind).toBe(DICE.kind);
    expect(parseDice(grid)).toEqual({ copy: 'referee', spec: referee });
    for (const room of ['O', 'C'] as const) {
      const copy = { name: `Room ${room}`, title: '=Cup: dice', seed: '=s', room, sets, labels };
      expect(parseDice(readSheet(applyPlan(ss, roomCopyPlan(copy))))).toEqual({ copy: 'room', spec: copy });
    }
  });

  it("a referee copy of the earlier layout (a set's seed in D, beside its label) reads back the same", () => {
    const ss = book();
    const sets = [diceSet('s', 3, 4), diceSet('s', 4, 4)];
    const referee = { name: 'Old ref', title: 'Cup: dice — referee copy', seed: 's', sets, labels: ['game 1', 'game 2'] };
    const plan = diceSheetPlan(referee);
    // The earlier title rows: [title, label, 'Seed', seed].
    const cells = plan.cells.map((row) => (row[3] === 'Seed' ? [row[0], row[1], 'Seed', row[4]] : row));
    expect(cells).not.toEqual(plan.cells);
    expect(parseDice(readSheet(applyPlan(ss, { ...plan, cells })))).toEqual({ copy: 'referee', spec: referee });
  });
});
