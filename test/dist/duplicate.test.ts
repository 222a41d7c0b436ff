/** The duplicate endpoints through the built bundle (dist/Code.js in a gas-local context), formulas evaluated. */
import { loadDist } from '../helpers/dist';


const KHARKOV = { name: 'Kharkov', players: ['Garal', 'Krasov'] };
const MOSCOW = { name: 'Moscow', players: ['Chertkov', 'Chelter'] };
const KIEV = { name: 'Kiev', players: ['Ivanenko', 'Petrenko'] };

describe('duplicate endpoints from the bundle', () => {
  it("createDuplicateMatch: the seed's protocol gives IMP 35 – 43 and VP 13 – 17", () => {
    const { gas, ctx } = loadDist({ registerBundleFunctions: true });
    const out = gas.execute(() => ctx.createDuplicateMatch({ title: 'Final', teamA: KHARKOV, teamB: MOSCOW, games: 6, seed: 'yalta' })) as { sheets: string[] };
    expect(out.sheets).toEqual(['Final Protocol', 'Final Dice referee', 'Final Dice OPEN', 'Final Dice CLOSED']);
    const p = gas.book.sheet('Final Protocol');
    const games: [number, string | number, string][] = [
      [2, 9, 'Kharkov'], [2, 'gammon', 'Kharkov'], [2, 'pass', 'Kharkov'], [1, 'pass', 'Kharkov'], [1, 'pass', 'Kharkov'], [1, 'pass', 'Moscow'],
      [1, 'gammon', 'Moscow'], [1, 'pass', 'Moscow'], [1, 14, 'Moscow'], [1, 'pass', 'Moscow'], [1, 14, 'Moscow'], [2, 'gammon', 'Moscow'],
    ];
    p.getRange('G10:J21').setValues(games.map(([cube, outcome, winner]) => [cube, '', outcome, winner]));
    expect(p.getRange('E4:F6').getValues()).toEqual([[35, 13], [43, 17], [-8, 'Moscow wins']]);
  });

  it('createDuplicateTournament and printDiceSet; bad input throws across the realm and writes nothing', () => {
    const { gas, ctx } = loadDist({ registerBundleFunctions: true });
    const out = gas.execute(() => ctx.createDuplicateTournament({ title: 'T', teams: [KHARKOV, MOSCOW, KIEV], seed: 's' })) as { sheets: string[] };
    expect(out.sheets).toHaveLength(1 + 6 + 3); // standings, two backgammon round robins of 3 matches, referee + room dice
    const dice = gas.execute(() => ctx.printDiceSet({ seed: 's', set: 2, rolls: 5 })) as { sheets: string[] };
    expect(dice.sheets).toEqual(['Dice Set 2 referee', 'Dice Set 2 OPEN', 'Dice Set 2 CLOSED']);
    // Set 2 is round 1's second game in the tournament: the same rolls.
    const printed = gas.book.sheet('Dice Set 2 referee').getRange('A7:E12').getValues();
    const round1 = gas.book.sheet('T Dice referee').getRange(`A${5 + 84 + 2}:E${5 + 84 + 7}`).getValues();
    expect(round1).toEqual(printed);
    const before = gas.book.getSheets().map((s) => s.getName());
    expect(() => gas.execute(() => ctx.createDuplicateTournament({ title: 'T', teams: [KHARKOV] }))).toThrow(/at least 2 teams/);
    expect(() => gas.execute(() => ctx.createDuplicateMatch({ title: 'M', teamA: KHARKOV, teamB: MOSCOW, games: 9 }))).toThrow(/4, 5, 6, 7, 8, 10, 12/);
    expect(gas.book.getSheets().map((s) => s.getName())).toEqual(before);
  });
});
