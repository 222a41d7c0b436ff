import { createRng } from '../../../shared/rules/rng';
import { divideLeague } from './division';
import type { Mover } from './movement';

const mover = (name: string, league: number, group: number, place: number, slot = 0): Mover => ({
  name,
  from: { league, group, place },
  groupIdx: group - 1,
  slot,
});

describe('divideLeague: evening out group sizes (issue 28 item 4)', () => {
  it.each(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'])(
    '"players who stay are spread so that no two players from the same old group share a new group where avoidable": the move that evens the sizes breaks up a group of three rather than making one (seed %s)',
    (seed) => {
      // Two groups. Old group 1 has 4 stayers (rotated 2 + 2), old group 2 has 5 (2 + 3), and a 2nd moving up joins
      // group 2: sizes 4 and 6, so one stayer moves to group 1. Any stayer makes a pair there into three; moving one
      // of old group 2's three leaves one group of three in the league, moving one of old group 1's makes two.
      const stayers = [[1, 2, 3, 4].map((i) => mover(`a${i}`, 2, 1, i + 2)), [1, 2, 3, 4, 5].map((i) => mover(`b${i}`, 2, 2, i + 2))];
      const up = mover('u', 3, 1, 2, 1);
      const { groups } = divideLeague({ groups: 2, fromAbove: [], aboveGroups: 0, stayers, fromBelow: [up], belowGroups: 1, entering: [] }, createRng(seed));
      expect(groups.map((g) => g.length).sort()).toEqual([5, 5]);
      const threes = groups.flatMap((g) => ['a', 'b'].filter((o) => g.filter((p) => p.startsWith(o)).length >= 3));
      expect(threes).toEqual(['b']);
    },
  );
});
