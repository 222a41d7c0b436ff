import { partitionSet } from './partition';
import { checkSignUps, SignUpError, type SignUp } from './signups';

const three: SignUp[] = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }];

const problems = (f: () => unknown): string[] => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(SignUpError);
    return [...(e as SignUpError).problems];
  }
  throw new Error('expected a SignUpError');
};

describe('checkSignUps', () => {
  it('cleans names, reads numeric text, defaults entries to 1 and blank ratings to unrated', () => {
    const players = checkSignUps([{ name: '  Ann  Lee ' }, { name: 'Bob', rating: '1850', entries: '2' }, { name: 'Cy', rating: '', entries: null }], 12);
    expect(players).toEqual([
      { name: 'Ann Lee', rating: null, entries: 1, index: 0, row: 1 },
      { name: 'Bob', rating: 1850, entries: 2, index: 1, row: 2 },
      { name: 'Cy', rating: null, entries: 1, index: 2, row: 3 },
    ]);
  });

  it('duplicate names, case-insensitive and trimmed, name both rows', () => {
    expect(problems(() => checkSignUps([...three, { name: ' ann ' }], 3))).toEqual(["row 4 ('ann'): 'ann' already signed up on row 1"]);
  });

  it('fewer than 3 players', () => {
    expect(problems(() => checkSignUps(three.slice(0, 2), 3))).toEqual(['a TTT set needs at least 3 players; the list has 2']);
  });

  it.each([2, 0, 3.5, NaN])('group size %p', (size) => {
    expect(problems(() => checkSignUps(three, size))[0]).toMatch(/^group size must be a whole number ≥ 3/);
  });

  it.each([0, 4, 1.5, 'two', -1])('entries %p name the player', (entries) => {
    expect(problems(() => checkSignUps([...three, { name: 'Dee', entries }], 3))).toEqual([`row 4 ('Dee'): entries must be 1, 2 or 3, not '${entries}'`]);
  });

  it.each(['abc', '18o0'])('rating %p names the player and row', (rating) => {
    expect(problems(() => checkSignUps([...three, { name: 'Dee', rating }], 3))).toEqual([`row 4 ('Dee'): rating '${rating}' is not a number`]);
  });

  it.each([NaN, Infinity, -Infinity])('rating %p names the player and row without showing it', (rating) => {
    expect(problems(() => checkSignUps([...three, { name: 'Dee', rating }], 3))).toEqual([
      "row 4 ('Dee'): the rating is not a usable number; use the player's rating on the site",
    ]);
  });

  it('a rating beyond any site rating is a slip, named with the limit', () => {
    expect(problems(() => checkSignUps([...three, { name: 'Dee', rating: 1e308 }], 3))).toEqual([
      "row 4 ('Dee'): rating 1e+308 is not a rating; use the player's rating on the site (at most 1,000,000)",
    ]);
  });

  it('empty names name the row', () => {
    expect(problems(() => checkSignUps([...three, { name: '   ' }], 3))).toEqual(['row 4: the name is empty']);
  });

  it('collects every problem at once, with rows offset by firstRow', () => {
    const list = problems(() => checkSignUps([{ name: 'Ann', rating: 'x' }, { name: '' }, { name: 'ANN', entries: 5 }], 2, 2));
    expect(list).toEqual([
      'group size must be a whole number ≥ 3, not 2',
      "row 2 ('Ann'): rating 'x' is not a number",
      'row 3: the name is empty',
      "row 4 ('ANN'): 'ANN' already signed up on row 2",
      "row 4 ('ANN'): entries must be 1, 2 or 3, not '5'",
    ]);
  });

  it('partitionSet throws before drawing anything', () => {
    expect(() => partitionSet([{ name: 'Ann' }, { name: 'ann' }, { name: 'Cy' }], { seed: 1, groupSize: 3 })).toThrow(/already signed up/);
  });
});
