/** The sidebar form's reading of the player list. */
import { playerNames } from '../form';

describe('GBQ sidebar: player names', () => {
  it('reads one name per line, or one line of names (a selected row)', () => {
    expect(playerNames('Ann\n\n Bob \nCid')).toEqual(['Ann', 'Bob', 'Cid']);
    expect(playerNames('Ann, Bob, Cid')).toEqual(['Ann', 'Bob', 'Cid']);
    expect(playerNames('Ann\tBob')).toEqual(['Ann', 'Bob']);
    expect(playerNames('Smith, John\nDoe, Jane')).toEqual(['Smith, John', 'Doe, Jane']);
    expect(playerNames('')).toEqual([]);
  });
});
