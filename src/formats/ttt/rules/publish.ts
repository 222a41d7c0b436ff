/**
 * Published TTT standings (docs/rules.md §1.5, §1.6, §1.12; publishStandings in src/publish.ts): the StandingsDoc
 * of one group's table and of a set's statistics, computed from the games' results with the format's own rules
 * (tttStandings with the set's scoring and removed players; `WT x` / `LT x` as adjudicated). Pure: the server
 * reads the sheets (server/publish.ts), this turns the games into the doc.
 *
 * Rulings:
 * - Progress "after N of M games": M = the group's scheduled games (all groups' for the statistics), N = those
 *   with a result (a removed player's games included: they were played, then struck out).
 * - Marks (docs/rules.md §6, rules/certainty.ts): W = first whatever happens in the games still to play (the
 *   tie-break for first applied; a tie that would need a mini-TTT is no W), or the winner of the group's mini-TTT
 *   once no game is left; X = cannot finish first or level for first, and a removed player; T = tied for first
 *   now with the tie not decided by the games (mini-TTT needed, head-to-head not played) and not yet W or X.
 * - Points are written as the sheet shows them: one decimal (5.0, 2.7).
 * - Notes under the table: the open tie for first (who, and what is needed), a tie decided on head-to-head or
 *   on games among the tied, the removed players, the timeouts still to adjudicate (counted 1 : 0 meanwhile) and
 *   the adjudicated ones.
 */
import { GAMES as GAMES_UNIT, type Row, type StandingsDoc, type StandingsSection } from '../../../shared/rules/publish';
import { TTT_CODES } from './codes';
import {
  NOTE_FIRST_AMONG,
  NOTE_FIRST_H2H,
  NOTE_H2H_UNPLAYED,
  NOTE_LOST_MINI,
  NOTE_MINI_TTT,
  NOTE_REMOVED,
  NOTE_WON_MINI,
  playerKey,
  tttStandings,
  withMiniTtt,
  type TttGame,
  type TttStanding,
} from './standings';
import { toScoreUnits, type TttScoring } from './scores';
import { tttCertainty } from './certainty';
import { groupStatistics } from './statistics';

export interface PublishedGroup {
  /** "G1", "G1 mini". */
  name: string;
  games: readonly TttGame[];
  /** The Table sheet's removed players. */
  removed: readonly string[];
  /** The winner of the group's mini-TTT (miniWinnerOf), null or absent while there is none. */
  miniWinner?: string | null;
}

/** The player certainly first of a mini-TTT (W over its games, docs/rules.md §6), or null while it is open. */
export function miniWinnerOf(mini: PublishedGroup, scoring: TttScoring): string | null {
  const marks = tttCertainty(mini.games, scoring, mini.removed).marks;
  const winner = tttStandings(mini.games, scoring, mini.removed).find((r) => marks.get(playerKey(r.player)) === 'W');
  return winner === undefined ? null : winner.player;
}

/**
 * Points as the sheets show them: one decimal on a Table (number format 0.0), two on the Stats sheet (0.00); halves
 * up, on the exact total.
 */
export function showPoints(points: number, decimals: 1 | 2 = 1): string {
  const step = decimals === 1 ? 10000 : 1000;
  const scaled = Math.round(Math.abs(toScoreUnits(points)) / step);
  const unit = decimals === 1 ? 10 : 100;
  const sign = points < 0 && scaled > 0 ? '-' : '';
  return `${sign}${Math.floor(scaled / unit)}.${String(scaled % unit).padStart(decimals, '0')}`;
}

const COUNT_COLUMNS = TTT_CODES.map((label) => ({ label, align: 'right' as const }));

const played = (games: readonly TttGame[]): number => games.filter((g) => g.result !== null).length;

const list = (names: readonly string[]): string =>
  names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

function timeoutNotes(games: readonly TttGame[]): string[] {
  const adjudicated = games.filter((g) => g.result !== null && typeof g.result !== 'string').length;
  const open = games.filter((g) => g.result === 'WT' || g.result === 'LT').length;
  return [
    ...(adjudicated > 0 ? [`${adjudicated} timeout(s) or resignation(s) adjudicated with GnuBG (WT x / LT x: the winner scores x).`] : []),
    ...(open > 0 ? [`${open} timeout(s) or resignation(s) still to adjudicate, counted as WT / LT meanwhile.`] : []),
  ];
}

/** The notes that explain the first place and the removed players. */
function standingNotes(rows: readonly TttStanding[]): string[] {
  const notes: string[] = [];
  const withNote = (note: string) => rows.filter((r) => r.note === note).map((r) => r.player);
  const mini = withNote(NOTE_MINI_TTT);
  if (mini.length > 0) notes.push(`Tie for first between ${list(mini)}: mini-TTT needed.`);
  const won = withNote(NOTE_WON_MINI);
  if (won.length > 0) notes.push(`${won[0]} won the mini-TTT (against ${list(withNote(NOTE_LOST_MINI))}) and is first.`);
  const unplayed = withNote(NOTE_H2H_UNPLAYED);
  if (unplayed.length > 0) notes.push(`Tie for first between ${list(unplayed)}: their game is not played yet (head-to-head decides).`);
  const secondOf = (first: TttStanding) => rows.filter((r) => r !== first && r.rank === 2 && r.points === first.points).map((r) => r.player);
  for (const r of rows) {
    if (r.note === NOTE_FIRST_H2H) notes.push(`${r.player} is first on head-to-head against ${list(secondOf(r))} (level on points).`);
    if (r.note === NOTE_FIRST_AMONG) notes.push(`${r.player} is first on the games among the players level on points (${list(secondOf(r))}).`);
  }
  const removed = withNote(NOTE_REMOVED);
  if (removed.length > 0) notes.push(`Removed: ${list(removed)} (their games are struck out).`);
  return notes;
}

/** One group's table: rank, player, played, points, the eight counts, note; marks and notes as ruled above. */
export function tttGroupSection(group: PublishedGroup, scoring: TttScoring, caption = `Group ${group.name}`): StandingsSection {
  const certainty = tttCertainty(group.games, scoring, group.removed);
  const rows = withMiniTtt(tttStandings(group.games, scoring, group.removed), certainty.remaining, group.miniWinner ?? null);
  const marks = certainty.marks;
  const out: Row[] = rows.map((r) => {
    const cells = [r.rank === '' ? '–' : r.rank, r.player, r.played, showPoints(r.points), ...r.counts, r.note];
    const mark = marks.get(playerKey(r.player));
    if (r.note === NOTE_REMOVED) return { cells, mark: 'out' };
    if (r.note === NOTE_WON_MINI || mark === 'W') return { cells, mark: 'winner' };
    if (r.note === NOTE_LOST_MINI || mark === 'X') return { cells, mark: 'out' };
    if (r.note === NOTE_MINI_TTT || r.note === NOTE_H2H_UNPLAYED) return { cells, mark: 'tie' };
    return { cells };
  });
  const legend = certainty.remaining > 0 ? ['W: first whatever happens in the games still to play; X: can no longer finish first or level for first.'] : [];
  return {
    caption,
    columns: [
      { label: 'Rank', align: 'right' },
      { label: 'Player', align: 'left' },
      { label: 'Played', align: 'right' },
      { label: 'Points', align: 'right' },
      ...COUNT_COLUMNS,
      { label: 'Note', align: 'left' },
    ],
    rows: out,
    notes: [...standingNotes(rows), ...legend, ...timeoutNotes(group.games), `Scoring: ${scoring.name}.`],
  };
}

export function tttGroupDoc(title: string, date: string, group: PublishedGroup, scoring: TttScoring): StandingsDoc {
  return {
    title,
    date,
    progress: { done: played(group.games), total: group.games.length, unit: GAMES_UNIT },
    sections: [tttGroupSection(group, scoring)],
  };
}

const round = (x: number, digits: number): number => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * The set's statistics (docs/rules.md §1.12): one line per entry of every group, in the group's order of first
 * appearance: played, W1 … LT, points, points per game (2 decimals), gammon rate (W2 + W3) ÷ (W1 + W2 + W3) in %
 * ("–" without such a win). A removed player's games are left out (as on the Stats sheet: struck out).
 */
export function tttStatsDoc(title: string, date: string, groups: readonly PublishedGroup[], scoring: TttScoring): StandingsDoc {
  const rows: Row[] = groups.flatMap((group) =>
    groupStatistics(group, scoring).map((e): Row => ({
      cells: [
        e.group,
        e.player,
        e.played,
        ...e.counts,
        showPoints(e.points, 2),
        e.pointsPerGame === null ? '–' : round(e.pointsPerGame, 2).toFixed(2),
        e.gammonRate === null ? '–' : `${round(e.gammonRate * 100, 1)} %`,
      ],
      ...(e.removed ? { mark: 'out' as const } : {}),
    })),
  );
  const all = groups.flatMap((g) => g.games);
  const removed = groups.flatMap((g) => g.removed.map((p) => `${p} (${g.name})`));
  return {
    title,
    date,
    progress: { done: played(all), total: all.length, unit: GAMES_UNIT },
    sections: [
      {
        caption: 'Set statistics',
        columns: [
          { label: 'Group', align: 'left' },
          { label: 'Player', align: 'left' },
          { label: 'Played', align: 'right' },
          ...COUNT_COLUMNS,
          { label: 'Points', align: 'right' },
          { label: 'Per game', align: 'right' },
          { label: 'Gammon rate', align: 'right' },
        ],
        rows,
        notes: [
          'Gammon rate = (W2 + W3) ÷ (W1 + W2 + W3): wins by timeout left out.',
          ...(removed.length > 0 ? [`Removed: ${list(removed)} (their games are left out).`] : []),
          ...timeoutNotes(all),
          `Scoring: ${scoring.name}.`,
        ],
      },
    ],
  };
}
