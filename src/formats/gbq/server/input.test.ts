/** The createGbqTable input check: the shared checks, the name rule, and every problem reported at once. */
import { checkGbqTableInput, MAX_GBQ_PLAYERS } from './input';

const ok = { title: 'Group A', players: ['Ann', 'Bob', 'Cid'], qualifiers: 1 };

function problems(input: unknown): string[] {
  try {
    checkGbqTableInput(input);
  } catch (e) {
    return (e as Error).message.split('\n');
  }
  return [];
}

describe('checkGbqTableInput', () => {
  it('lists every problem of an input at once, one per line, each naming its field or player', () => {
    const input = {
      title: ' ',
      players: ['Ann', '', 'Bob', 'ANN', 7],
      qualifiers: 0,
      winTp: 'x',
      lossTp: -1,
      totalGames: 2.5,
      gamesPerMatch: 0,
      rounds: 'two',
      reference: 'best',
      step: 0.3,
      firstPlaceZero: 'yes',
    };
    expect(problems(input)).toEqual([
      'Title: enter a title for the GBQ table (it names the sheets), e.g. "May 2026".',
      'Player 2 has no name; remove the empty line or type a name.',
      "Player 'ANN' appears twice (players 1 and 4); names must differ, ignoring case and spaces.",
      'Qualifiers 0 is not allowed; use a whole number from 1 to 4 (fewer than the 5 players).',
      "Win TP 'x' is not a number; use the TPs of one game, e.g. 15.",
      'Loss TP -1 is out of range; use 0 to 100000.',
      'Games per match 0 is not allowed; use the games of one match, a whole number from 1 to 20 (blank = 3).',
      'Rounds "two" is not allowed; use how often each pair meets, a whole number from 1 to 20 (blank = 1).',
      "Total games 2.5 is not allowed; use each player's number of games for the group (blank: games per match × opponents × rounds), a whole number from 1 to 1000 (blank = 12).",
      'Reference "best" is not a reference mode; use tp, gbq or wbq.',
      'Rounding step 0.3 is not offered; use one of 0.5, 0.1, 0.25, 1, 0 (0 = no rounding).',
      '1st place = 0 "yes" is not allowed; use true or false.',
    ]);
  });

  it('fills in the defaults: 3-game matches, one round, total games left to the sheet, GBQ by TP% to 0.5', () => {
    const spec = checkGbqTableInput({ ...ok, players: ['A', 'B', 'C', 'D'] });
    expect(spec).toMatchObject({ gamesPerMatch: 3, rounds: 1, reference: 'tp', step: 0.5, firstPlaceZero: false });
    expect(spec.totalGames).toBeUndefined();
    expect(checkGbqTableInput({ ...ok, gamesPerMatch: 2, rounds: 2, reference: ' WBQ ', step: 0, firstPlaceZero: true })).toMatchObject({
      gamesPerMatch: 2,
      rounds: 2,
      reference: 'wbq',
      step: 0,
      firstPlaceZero: true,
    });
  });

  it('compares names by the shared name rule: case and inner spaces do not make a new player', () => {
    expect(problems({ ...ok, players: ['Ann  Lee', 'Bob', ' ann lee '] })).toEqual([
      "Player 'ann lee' appears twice (players 1 and 3); names must differ, ignoring case and spaces.",
    ]);
  });

  it('cleans names and the title (trimmed, inner spaces collapsed) and keeps numbers as names', () => {
    const spec = checkGbqTableInput({ ...ok, title: '  Group   B ', players: [' Ann   Lee ', 1850, '007'] });
    expect(spec.title).toBe('Group B');
    expect(spec.players).toEqual(['Ann Lee', '1850', '007']);
    expect(spec).toMatchObject({ qualifiers: 1, winTp: 15, lossTp: 5 });
    expect(spec.totalGames).toBeUndefined();
    expect(checkGbqTableInput({ ...ok, totalGames: 4 }).totalGames).toBe(4);
  });

  it('names the player count and a missing qualifiers together', () => {
    expect(problems({ title: 'G', players: ['Ann'] })).toEqual([
      'Players: a GBQ table needs at least 2 players; got 1.',
      'Enter the number of qualifiers (fewer than the players).',
    ]);
    const many = Array.from({ length: MAX_GBQ_PLAYERS + 1 }, (_, i) => `P${i + 1}`);
    expect(problems({ ...ok, players: many, qualifiers: 300 })).toEqual([
      `Players: a GBQ table takes at most ${MAX_GBQ_PLAYERS} players; got ${MAX_GBQ_PLAYERS + 1}. Split the players into groups.`,
      `Qualifiers 300 is not allowed; use a whole number from 1 to ${MAX_GBQ_PLAYERS} (fewer than the ${MAX_GBQ_PLAYERS + 1} players).`,
    ]);
  });

  it('checks win against loss only when both are numbers in range', () => {
    expect(problems({ ...ok, winTp: 5, lossTp: 15 })).toEqual(['Win TP (5) must be more than loss TP (15); a won game scores more TPs than a lost one.']);
    expect(problems({ ...ok, winTp: 'x', lossTp: 15 })).toEqual(["Win TP 'x' is not a number; use the TPs of one game, e.g. 15."]);
  });

  it('refuses a request that is not an object', () => {
    expect(problems(null)).toEqual(["Give the GBQ table's title, players and qualifiers."]);
    expect(problems({ ...ok, players: 'Ann, Bob' })).toEqual(['Players: give the players, one name per line.']);
  });
});
