/**
 * The protocol sheet's formulas and the rule publishing scores a protocol with (scoreProtocol: docs/rules.md
 * §2.3–§2.6), tied cell for cell: random game rows typed into the protocol in the in-memory Sheets (words SMP accepts
 * in any case, typos, text cubes, winners in any case and spacing (docs/rules.md §0.1; a no-break space or a tab counts
 * as a space), half-typed rows), the sheet's SMP, IMP, totals, games played, VP and winner read back, and the same rows
 * read with parseProtocol and scored by the rules.
 */
import fc from 'fast-check';
import { applyPlan } from '../../../shared/server/applyPlan';
import { readSheet } from '../../../shared/server/readSheet';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { matchWinner, scoreProtocol } from '../rules/publish';
import { parseProtocol, PROTOCOL_CELLS, PROTOCOL_COLUMNS, PROTOCOL_FIRST_GAME_ROW, protocolPlan, teamCells, typedProtocol } from './protocol';
import { parseA1 } from '../../../shared/sheets/plan';

const GAMES = 4;
const A = 'Red Star';
const B = '1850';

describe('the protocol sheet and scoreProtocol agree', () => {
  it('property: random typed rows give the same SMP, IMP, totals, games played, VP and winner', () => {
    const ss = asSpreadsheet(installFakeGas());
    const sheets = (['fairbg', 'wbf'] as const).map((imp) =>
      applyPlan(
        ss,
        protocolPlan({
          name: imp,
          title: 'T',
          seed: 's',
          games: GAMES,
          firstSet: 1,
          imp,
          teamA: teamCells({ name: A, players: ['a1', 'a2'] }),
          teamB: teamCells({ name: B, players: ['b1', 'b2'] }),
        }),
      ),
    );
    const cube = fc.constantFrom<string | number>(1, 1, 2, 4, 8, 64, '', '2', 3, 'x');
    const outcome = fc.constantFrom('9', '1', '15', 'gammon', 'G', 'pass', 'P', 'p', 'triple', 'B', 'bg', 'Backgammon', 'g a m m o n', '16', 'gamon');
    const winner = fc.constantFrom(
      A,
      B,
      A.toUpperCase(),
      'red star',
      'Lviv',
      'Red Star ',
      ' 1850',
      'red  STAR',
      'RedStar',
      '\u00a0Red Star',
      'red star\t',
      '1850\u00a0',
    );
    // Mostly complete rows (so a match is often complete and has VP), sometimes blank, half typed or mistyped.
    const row = fc.oneof(
      { weight: 12, arbitrary: fc.tuple(cube, outcome, winner) },
      { weight: 1, arbitrary: fc.tuple(cube, fc.constant(''), fc.constant('')) },
      { weight: 1, arbitrary: fc.tuple(cube, outcome, fc.constant('')) },
      { weight: 1, arbitrary: fc.tuple(cube, fc.constant(''), winner) },
    );
    // Or every row a result the sheet counts, so the VP and the winner show.
    const clean = fc.tuple(
      fc.constantFrom<string | number>(1, 2, 4, '', '8'),
      outcome.filter((o) => !['16', 'gamon'].includes(o)),
      fc.constantFrom(A, B, ' RED  star'),
    );
    const match = fc.oneof(fc.array(row, { minLength: 2 * GAMES, maxLength: 2 * GAMES }), fc.array(clean, { minLength: 2 * GAMES, maxLength: 2 * GAMES }));
    let complete = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 }), match, (which, rows) => {
        const sheet = sheets[which];
        const C = PROTOCOL_COLUMNS;
        sheet.getRange(PROTOCOL_FIRST_GAME_ROW, C.cube, rows.length, C.winner - C.cube + 1).setValues(rows.map(([c, o, w]) => [c, '', o, w]));
        const grid = readSheet(sheet);
        const { totals } = scoreProtocol(typedProtocol(parseProtocol(grid)));
        const at = (addr: string) => {
          const r = parseA1(addr);
          return grid.at(r.row, r.column);
        };
        totals.games.forEach((g, i) => {
          const r = PROTOCOL_FIRST_GAME_ROW + i;
          const imps = [grid.at(r, C.impA), grid.at(r, C.impB)];
          // A row the rules count has its SMP and, in its winner's column only, its IMP; any other row has no IMP.
          if (g.played) {
            expect(grid.at(r, C.smp)).toBe(g.smp);
            expect(imps).toEqual(g.winner === 'A' ? [g.imp, ''] : ['', g.imp]);
          } else {
            expect(imps.filter((v) => typeof v === 'number')).toEqual([]);
          }
        });
        expect(at(PROTOCOL_CELLS.played)).toBe(totals.played);
        // A mistyped row is left out of the totals (its SMP says why, its IMP cells stay blank): the totals are the rules' over the good rows.
        expect([at(PROTOCOL_CELLS.impA), at(PROTOCOL_CELLS.impB)]).toEqual([totals.impA, totals.impB]);
        // Every row the rules leave out has a Check message naming its sheet row; every counted row has none.
        const { problems } = scoreProtocol(typedProtocol(parseProtocol(grid)));
        for (const x of problems)
          expect(grid.text(PROTOCOL_FIRST_GAME_ROW + x.row, C.check)).toMatch(new RegExp(`^${sheet.getName()} [GIJ]${PROTOCOL_FIRST_GAME_ROW + x.row}: `));
        totals.games.forEach((g, i) => g.played && expect(grid.text(PROTOCOL_FIRST_GAME_ROW + i, C.check)).toBe(''));
        expect(at(PROTOCOL_CELLS.problems)).toBe(totals.games.filter((_, i) => grid.text(PROTOCOL_FIRST_GAME_ROW + i, C.check) !== '').length);
        expect([at(PROTOCOL_CELLS.vpA), at(PROTOCOL_CELLS.vpB)]).toEqual([totals.vpA ?? '', totals.vpB ?? '']);
        expect(at(PROTOCOL_CELLS.winner)).toBe(matchWinner(totals, A, B) ?? '');
        if (totals.complete) complete++;
      }),
      { numRuns: 80 },
    );
    expect(complete).toBeGreaterThan(10);
  });
});
