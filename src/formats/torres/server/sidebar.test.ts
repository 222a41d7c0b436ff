/** The TORRES sidebar forms' reading of pasted lists. */
import { formatPrevious, parseEloList, parseGroups, parseNames, parseNewPlayers, parsePrevious, parseReturning, parseVp, rollOverInput } from '../form';

describe('TORRES sidebar: pasted lists', () => {
  it('groups: one per line, blocks separated by blank lines, or a single column', () => {
    expect(parseGroups('Ann, Bob, Cid\nDee; Eve; Fay\n')).toEqual([
      ['Ann', 'Bob', 'Cid'],
      ['Dee', 'Eve', 'Fay'],
    ]);
    expect(parseGroups('Ann\nBob\n\nCid\nDee, Eve\n \n')).toEqual([
      ['Ann', 'Bob'],
      ['Cid', 'Dee', 'Eve'],
    ]);
    expect(parseGroups('Ann\nBob\nCid\nDee')).toEqual([['Ann', 'Bob', 'Cid', 'Dee']]);
    expect(parseGroups('Ann\tBob\tCid\tDee')).toEqual([['Ann', 'Bob', 'Cid', 'Dee']]);
    expect(parseGroups('')).toEqual([]);
  });

  it('Elo lists and new players', () => {
    expect(parseEloList('Ann, 1500\nBob\t1450.5\nCid,')).toEqual([
      { name: 'Ann', elo: 1500 },
      { name: 'Bob', elo: 1450.5 },
    ]);
    expect(() => parseEloList('Ann, high')).toThrow(/Line 1: the Elo of 'Ann' "high" is not a number/);
    expect(parseNewPlayers('Gus, 1480')).toEqual([{ name: 'Gus', elo: 1480 }]);
    expect(() => parseNewPlayers('Gus')).toThrow(/line 1: give 'Gus' an Elo/);
    // Every bad line at once, one per line.
    expect(() => parseEloList('Ann, high\nBob, 1500\nCid, x')).toThrow(
      'Line 1: the Elo of \'Ann\' "high" is not a number\nLine 3: the Elo of \'Cid\' "x" is not a number',
    );
    expect(() => parseNewPlayers('Gus\nHal, 1500\nIda, ?')).toThrow(
      /^New players, line 1: give 'Gus' an Elo.*\nLine 3: the Elo of 'Ida' "\?" is not a number$/,
    );
  });

  it('previous groups round-trip through the text the overview button fills in', () => {
    const groups = [
      { league: 1, group: 1, players: ['Ann', 'Bob'] },
      { league: 2, group: 3, players: ['Cid'] },
    ];
    expect(parsePrevious(formatPrevious(groups))).toEqual(groups);
    expect(parsePrevious('1.1: A, B\nLeague 2 group 1: C\nl2g2: D')).toEqual([
      { league: 1, group: 1, players: ['A', 'B'] },
      { league: 2, group: 1, players: ['C'] },
      { league: 2, group: 2, players: ['D'] },
    ]);
    expect(() => parsePrevious('Ann, Bob')).toThrow(/line 1: start with the league and group/);
    expect(() => parsePrevious('Ann, Bob\nL1 G1: A\nCid')).toThrow(/line 1: start with .*\n.*line 3: start with/);
  });

  it('names, VP and the roll-over request', () => {
    expect(parseNames('Ann, Bob\nCid')).toEqual(['Ann', 'Bob', 'Cid']);
    expect(parseVp('8, 4, 2, 1')).toEqual([8, 4, 2, 1]);
    expect(parseVp('3 2 1 0')).toEqual([3, 2, 1, 0]);
    expect(parseVp(' ')).toBeUndefined();
    expect(() => parseVp('8, x')).toThrow(/place 2 "x" is not a number/);
    expect(() => parseVp('y, 4, x')).toThrow(/place 1 "y" is not a number.*\n.*place 3 "x" is not a number/);
    const v = { title: ' S2 ', previous: 'L1 G1: A, B', newPlayers: 'N, 1500', unregistered: 'B', withdrawn: '', vpByPlace: '', seed: ' s ' };
    expect(rollOverInput(v, true)).toEqual({
      title: 'S2',
      previous: [{ league: 1, group: 1, players: ['A', 'B'] }],
      newPlayers: [{ name: 'N', elo: 1500 }],
      returning: [],
      unregistered: ['B'],
      withdrawn: [],
      previewOnly: true,
      seed: 's',
    });
    // the results read with the overview follow the players by name (a tied pair reordered keeps them); the Elo
    // list, returning players and the ties decision
    const read = [
      {
        league: 1,
        group: 1,
        players: ['A', 'B'],
        results: [
          { rank: 1, vp: 9, difference: 1, points: 100 },
          { rank: 1, vp: 9, difference: 1, points: 100 },
        ],
      },
    ];
    const w = { ...v, previous: 'L1 G1: B, A', elo: 'A, 1500\nB, 1400', returning: 'Kim, 1710, 2\nLee, 1600, L3' };
    expect(rollOverInput(w, false, read, true)).toMatchObject({
      previous: [{ league: 1, group: 1, players: ['B', 'A'], results: read[0].results }],
      elo: [
        { name: 'A', elo: 1500 },
        { name: 'B', elo: 1400 },
      ],
      returning: [
        { name: 'Kim', elo: 1710, league: 2 },
        { name: 'Lee', elo: 1600, league: 3 },
      ],
      tiesDecided: true,
    });
    expect(rollOverInput({ ...w, previous: 'L1 G1: B, C' }, false, read).previous[0].results).toBeUndefined();
    expect(() => parseReturning('Kim, 1710\nLee, x, 2')).toThrow(/line 1: give the league 'Kim' last played in[\s\S]*line 2/);
  });
});
