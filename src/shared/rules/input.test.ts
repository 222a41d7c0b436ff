import { checkNameList, checkSeed, checkTitle, Problems, shownInput } from './input';
import { cleanName, nameKey } from './names';

describe('the name-identity rule (docs/rules.md §0)', () => {
  it.each([
    ['Ann Lee', ' ann  lee '],
    ['ANN LEE', 'Ann\tLee'],
    ['Ann Lee', 'ann lee'],
  ])('%j and %j are one player', (a, b) => expect(nameKey(a)).toBe(nameKey(b)));

  it('keeps different names apart and shows names trimmed with single spaces', () => {
    expect(nameKey('Ann Lee')).not.toBe(nameKey('AnnLee'));
    expect(cleanName('  Ann   Lee ')).toBe('Ann Lee');
  });
});

describe('shared input checks: every problem at once, each naming its line or field', () => {
  it('collects the problems of a whole input and throws them together, one per line', () => {
    const p = new Problems();
    const title = checkTitle('  ', 'TTT set', p);
    const seed = checkSeed({}, p);
    const names = checkNameList(['Ann', '', ' ann ', 7, null], 'player', p);
    expect(title).toBe('');
    expect(seed).toBeUndefined();
    expect(names).toEqual(['Ann', '', 'ann', '7', '']);
    expect(() => p.throwIfAny()).toThrow(
      [
        'Title: enter a title for the TTT set (it names the sheets), e.g. "May 2026".',
        'Seed: give text or a number (blank = drawn by the add-on).',
        'Player 2 has no name; remove the empty line or type a name.',
        "Player 'ann' appears twice (players 1 and 3); names must differ, ignoring case and spaces.",
        'Player 5 is not a name; give names as text.',
      ].join('\n'),
    );
  });

  it('passes good input through cleaned, and a blank seed as undefined (the server draws one)', () => {
    const p = new Problems();
    expect(checkTitle(' May   2026 ', 'set', p)).toBe('May 2026');
    expect(checkSeed('  0042 ', p)).toBe('0042');
    expect(checkSeed(42, p)).toBe('42');
    expect(checkSeed('', p)).toBeUndefined();
    expect(checkNameList(['TRUE', '007', "'Tis"], 'team', p)).toEqual(['TRUE', '007', "'Tis"]);
    expect(p.count).toBe(0);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  it('turns a throwing check into problems, line by line', () => {
    const p = new Problems();
    expect(
      p.collect(() => {
        throw new Error('a\nb');
      }),
    ).toBeUndefined();
    expect(p.collect(() => 5)).toBe(5);
    expect(() => p.throwIfAny()).toThrow('a\nb');
  });

  it('asks for a list when none is given', () => {
    const p = new Problems();
    expect(checkNameList('Ann', 'team', p)).toEqual([]);
    expect(() => p.throwIfAny()).toThrow('Teams: give the teams, one name per line.');
  });
});

describe('shownInput: a sent value as a message shows it', () => {
  it.each([
    [undefined, 'nothing'],
    [null, 'nothing'],
    ['  ', 'nothing'],
    ['May', "'May'"],
    [12, '12'],
    [NaN, 'something that is not a number'],
    [-Infinity, 'a number too large to use'],
    [true, 'true'],
    [[1, 2], 'a list of 2'],
    [{ a: 1 }, 'a group of fields'],
  ])('%p → %s', (value, shown) => {
    expect(shownInput(value)).toBe(shown);
  });
});
