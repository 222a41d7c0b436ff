/**
 * docs/rules.md §0.3: every formula the add-on writes stays readable by a TD who clicks its cell — none over 500
 * characters — in every sheet of every format, at the smallest and largest sizes (bench/creations.ts).
 */
import { installFakeGas, asSpreadsheet } from '../helpers/fakeGas';
import { CREATIONS, formulaCensus } from '../../bench/creations';

const LIMIT = 500;

describe('no generated formula is over 500 characters', () => {
  it.each(CREATIONS.map((c) => [`${c.format}, ${c.size}`, c] as const))('%s', (_label, creation) => {
    const gas = installFakeGas();
    creation.run();
    const census = formulaCensus(asSpreadsheet(gas));
    expect(census.length).toBeGreaterThan(0);
    const over = census.filter((s) => s.longest > LIMIT).map((s) => `${s.sheet}!${s.longestAt}: ${s.longest} characters`);
    expect(over).toEqual([]);
  });
});
