/**
 * Representative standings docs, one per kind of standings the formats publish, for the golden tests (and
 * the browser test of the sidebar's publish panel). Names mix wide characters, emoji and combining marks.
 */
import { GAMES, MATCHES, ROUNDS, type StandingsDoc } from './model';

const left = (label: string) => ({ label, align: 'left' as const });
const right = (label: string) => ({ label, align: 'right' as const });

/** TTT: one group's table of a round robin set, the two best qualify, a tie still open. */
export const TTT_GROUP: StandingsDoc = {
  title: 'DailyGammon TTT set 7',
  date: '2026-05-17',
  progress: { done: 14, total: 30, unit: MATCHES },
  sections: [
    {
      caption: 'Group 1',
      columns: [right('#'), left('Player'), right('Played'), right('Won'), right('Lost'), right('Score')],
      rows: [
        { cells: [1, 'Ann Lee', 5, 4, 1, 12], mark: 'qualified' },
        { cells: [2, '王小明', 5, 3, 2, 9], mark: 'tie' },
        { cells: [2, 'Jose\u0301 Pe\u0301rez', 4, 3, 1, 9], mark: 'tie' },
        { cells: [4, 'ｆｕｌｌ', 5, 1, 4, 3] },
        { cells: [5, 'Bob', 5, 0, 5, 0] },
      ],
      notes: ['Places 2 and 3 are tied on score: decided by the head-to-head game still to be played.'],
    },
  ],
};

/** TORRES: the league overview, two leagues with promotion and relegation. */
export const TORRES_OVERVIEW: StandingsDoc = {
  title: 'TORRES championship 2026',
  date: '2026-06-01',
  progress: { done: 3, total: 6, unit: ROUNDS },
  sections: [
    {
      caption: 'League 1',
      columns: [right('#'), left('Player'), right('VP'), right('Points')],
      rows: [
        { cells: [1, 'Claire Dubois', 20, 187] },
        { cells: [2, 'Marc', 14, 160] },
        { cells: [3, 'Søren', 6, 131], mark: 'relegated' },
        { cells: [4, 'Yuki 佐藤', 4, 98], mark: 'relegated' },
      ],
    },
    {
      caption: 'League 2, group A',
      columns: [right('#'), left('Player'), right('VP'), right('Points')],
      rows: [
        { cells: [1, 'Élodie', 22, 201], mark: 'promoted' },
        { cells: [2, 'Hans-Peter', 12, 150], mark: 'promoted' },
        { cells: [3, '🎲 Dice Rollers', 8, 122] },
        { cells: [4, 'Lin', 2, 90] },
      ],
    },
  ],
};

/** GBQ: a Tantrix group table, qualifiers and players out. */
export const GBQ_TABLE: StandingsDoc = {
  title: 'Tantrix Gold Cup, group B',
  date: '2026-03-08',
  progress: { done: 5, total: 6, unit: GAMES },
  sections: [
    {
      columns: [right('#'), left('Player'), right('Games'), right('TP'), right('Score %'), right('GBQ')],
      rows: [
        { cells: [1, 'Dee', 3, '60', '100.0', '+1.5'], mark: 'qualified' },
        { cells: [2, 'Cid', 3, '60', '100.0', '+1.5'], mark: 'qualified' },
        { cells: [3, 'Bob', 2, '30', '50.0', '0.0'], mark: 'qualified' },
        { cells: [4, 'Ann', 2, '10', '16.7', '-1.5'], mark: 'out' },
      ],
      notes: ['3 of 4 qualify.'],
    },
  ],
};

/** Swing: the final ranking with the chip counts and who was eliminated when. */
export const SWING_RANKING: StandingsDoc = {
  title: 'Club swing night',
  date: '2026-02-14',
  progress: { done: 23, total: 23, unit: GAMES },
  sections: [
    {
      caption: 'Final ranking',
      columns: [right('#'), left('Player'), right('Chips'), left('Out at')],
      rows: [
        { cells: [1, 'Mia', 48, ''], mark: 'winner' },
        { cells: [2, 'Noah', 0, 'game 23'], mark: 'eliminated' },
        { cells: [3, 'Olga', 0, 'game 19'], mark: 'eliminated' },
        { cells: [4, 'Pável', 0, 'game 12'], mark: 'eliminated' },
      ],
    },
  ],
};

/** Duplicate: team standings of a tournament, no marks, notes on the tie-break. */
export const DUPLICATE_TEAMS: StandingsDoc = {
  title: 'Duplicate backgammon teams cup',
  date: '2026-04-20',
  progress: { done: 1, total: 1, unit: ROUNDS },
  sections: [
    {
      caption: 'Team standings',
      columns: [right('#'), left('Team'), right('Matches'), right('VP'), right('IMP +/-')],
      rows: [{ cells: [1, 'Blue Doubles', 1, 16.32, '+12'] }, { cells: [2, 'Red Gammons', 1, 3.68, '-12'] }],
      notes: ['VP by the WBF scale; ties broken by IMP difference.'],
    },
  ],
};

export const GOLDEN_DOCS: Record<string, StandingsDoc> = {
  'ttt-group': TTT_GROUP,
  'torres-overview': TORRES_OVERVIEW,
  'gbq-table': GBQ_TABLE,
  'swing-ranking': SWING_RANKING,
  'duplicate-teams': DUPLICATE_TEAMS,
};
