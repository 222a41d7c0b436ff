/**
 * The roll-over sheet of a TORRES season change: every player's move with its reason (left) and the new
 * leagues and groups with their sheets (right), the seed on top so the TD can reproduce or audit the draw.
 */
import { PROMOTED_PLACES, RELEGATED_PLACES } from '../rules/movement';
import { tieLineWords } from '../rules/types';
import type { Move, RollOverResult } from '../rules/types';
import { onSheet, type PlanCell, rangeA1, type SheetPlan } from '../../../shared/sheets/plan';
import { kindMetadata, sheetKind, type SheetEdit, type SheetGrid } from '../../../shared/sheets/read';
import { NEXT_STEP_STYLE, nextStepFormula, progressParts } from '../../../shared/sheets/nextStep';
import { seasonGamesDoneCell } from './overview';
import { COLOR } from '../../../shared/sheets/styles';
import { asText } from '../../../shared/sheets/text';
import { PROMOTION_BACKGROUND, RELEGATION_BACKGROUND } from './group';

/** The roll-over sheet's kind and metadata: the new season's title and the seed of its draw. */
export const TORRES_ROLLOVER = sheetKind('torres-rollover', { title: 'torres-title', seed: 'torres-seed' });

export const ROLLOVER = {
  headerRow: 6,
  firstRow: 7,
  moves: { player: 1, move: 2, from: 3, to: 4, reason: 5 },
  groups: { league: 7, group: 8, sheet: 9, place: 10, player: 11 },
} as const;

export const MOVE_WORDS: Record<Move['kind'], string> = {
  up: 'moves up',
  down: 'moves down',
  stay: 'stays',
  kept: 'kept (vacancy)',
  demoted: 'moves down',
  new: 'new player',
  returning: 'returning',
  withdrawn: 'withdrawn',
  unregistered: 'unregistered',
};

const where = (p?: { league: number; group: number; place?: number }): string =>
  p === undefined ? '' : `L${p.league} G${p.group}${p.place !== undefined ? ` #${p.place}` : ''}`;

/** The roll-over sheet's Next step line (C2). */
export const ROLLOVER_NEXT_STEP = { row: 2, column: 3 } as const;

/**
 * The roll-over sheet's Next step line (live, over the new season's overview): what to check here, then the new
 * season's progress ("0 of 84 games") and where it is followed.
 */
export function rollOverNextStepFormula(overview: string, games: number, ties: boolean): string {
  const done = `N(${onSheet(overview, seasonGamesDoneCell())})`;
  return nextStepFormula([
    {
      when: `${done}=0`,
      say: [
        `check the moves (A:E)${ties ? ', the ties (row 5)' : ''} and new groups (G:K); then type points on the group sheets — no results yet, 0 of ${games} games`,
      ],
    },
    { say: ['the new season is under way: ', ...progressParts(done, games, 'games'), ' — see the league overview (next tab)'] },
  ]);
}

export function buildTorresRollOverPlan(
  title: string,
  result: RollOverResult,
  groupSheets: readonly string[],
  name: string,
  season?: { overview: string; games: number },
): SheetPlan {
  const count = (kind: Move['kind']) => result.moves.filter((m) => m.kind === kind).length;
  const summary =
    `${result.leagues.reduce((n, g) => n + g.players.length, 0)} players in ${result.leagues.length} groups: ` +
    `${count('up')} up, ${count('down') + count('demoted')} down, ${count('kept')} kept to fill vacancies, ${count('new')} new, ${count('returning')} returning, ` +
    `${count('withdrawn')} withdrawn (to the lowest league), ${count('unregistered')} unregistered`;
  const M = ROLLOVER.moves;
  const G = ROLLOVER.groups;
  const cells: PlanCell[][] = [
    [asText(`${title}: roll-over`)],
    ['Seed', asText(result.seed), season === undefined ? null : rollOverNextStepFormula(season.overview, season.games, result.ties.length > 0)],
    ['Summary', summary],
    [
      `Moves from the previous season's final orders (top ${PROMOTED_PLACES} up, not from league 1; bottom ${RELEGATED_PLACES} down, not from the lowest league; vacancies filled by returning players, then by keeping players who would move down: the reason says which criterion decided).`,
    ],
    result.ties.length === 0
      ? []
      : [
          'Ties',
          asText(
            `Shared ranks at a line, ordered by the organiser: ${result.ties.map((t) => `L${t.league} G${t.group} ${tieLineWords(t.line)}: ${t.players.join(' = ')} (rank ${t.rank})`).join('; ')}`,
          ),
        ],
  ];
  const header: PlanCell[] = [];
  header[M.player - 1] = 'Player';
  header[M.move - 1] = 'Move';
  header[M.from - 1] = 'From';
  header[M.to - 1] = 'To';
  header[M.reason - 1] = 'Reason';
  header[G.league - 1] = 'League';
  header[G.group - 1] = 'Group';
  header[G.sheet - 1] = 'Sheet';
  header[G.place - 1] = '#';
  header[G.player - 1] = 'Player';
  cells.push(header);
  const row = (i: number): PlanCell[] => {
    const r = ROLLOVER.firstRow - 1 + i;
    while (cells.length <= r) cells.push([]);
    return cells[r];
  };
  result.moves.forEach((m, i) => {
    const line = row(i);
    line[M.player - 1] = asText(m.player);
    line[M.move - 1] = MOVE_WORDS[m.kind];
    line[M.from - 1] = where(m.from);
    line[M.to - 1] = where(m.to);
    line[M.reason - 1] = asText(m.reason);
  });
  let i = 0;
  result.leagues.forEach((g, k) => {
    g.players.forEach((p, j) => {
      const line = row(i++);
      line[G.league - 1] = g.league;
      line[G.group - 1] = g.group;
      line[G.sheet - 1] = asText(groupSheets[k] ?? '');
      line[G.place - 1] = j + 1;
      line[G.player - 1] = asText(p);
    });
  });
  for (const line of cells) for (let c = 0; c < line.length; c++) if (line[c] === undefined) line[c] = null;
  const last = Math.max(cells.length, ROLLOVER.firstRow);
  const h = ROLLOVER.headerRow;
  return {
    name,
    kind: TORRES_ROLLOVER.kind,
    cells,
    styles: [
      { range: 'A1', bold: true },
      { range: 'A2:A3', bold: true },
      { range: 'A5:B5', bold: true, fontColor: COLOR.attentionText },
      { range: 'C2', ...NEXT_STEP_STYLE },
      { range: 'A4', italic: true, fontColor: COLOR.noteText },
      { range: rangeA1(h, M.player, h, M.reason), bold: true, background: COLOR.header },
      { range: rangeA1(h, G.league, h, G.player), bold: true, background: COLOR.good },
    ],
    columnWidths: [
      // Sheets' standard widths (limits.ts): the moves (A:E) and the Next step line in view with the sidebar open.
      { column: M.player, width: 100 },
      { column: M.move, width: 100 },
      { column: M.from, width: 80 },
      { column: M.to, width: 70 },
      { column: M.reason, width: 420 },
      { column: M.reason + 1, width: 24 },
      { column: G.league, width: 60 },
      { column: G.group, width: 60 },
      { column: G.sheet, width: 150 },
      { column: G.place, width: 40 },
      { column: G.player, width: 140 },
    ],
    frozenRows: h,
    conditionalFormats: [
      { range: rangeA1(ROLLOVER.firstRow, M.player, last, M.reason), formula: `=$B${ROLLOVER.firstRow}="${MOVE_WORDS.up}"`, background: PROMOTION_BACKGROUND },
      {
        range: rangeA1(ROLLOVER.firstRow, M.player, last, M.reason),
        formula: `=$B${ROLLOVER.firstRow}="${MOVE_WORDS.down}"`,
        background: RELEGATION_BACKGROUND,
      },
    ],
    notes: { B2: 'Every drawing of lots came from this seed: the same input and seed give the same groups.' },
    metadata: kindMetadata(TORRES_ROLLOVER, { title, seed: result.seed }),
  };
}

/** The Next step line written again once the new overview exists, so Sheets resolves it. */
export function rollOverRelinkEdit(plan: SheetPlan): SheetEdit {
  const formula = plan.cells[ROLLOVER_NEXT_STEP.row - 1]?.[ROLLOVER_NEXT_STEP.column - 1];
  return typeof formula === 'string' && formula.startsWith('=')
    ? { blocks: [{ row: ROLLOVER_NEXT_STEP.row, column: ROLLOVER_NEXT_STEP.column, values: [[formula]] }] }
    : {};
}

/** A move as the roll-over sheet lists it: the player, the move's words, from and to (`L2 G1 #3`), the reason. */
export interface RollOverSheetMove {
  player: string;
  move: string;
  from: string;
  to: string;
  reason: string;
}

/** The roll-over sheet read back: the title and seed (its record), every move, and the new groups with their sheets. */
export interface TorresRollOverSheet {
  title: string;
  seed: string;
  moves: RollOverSheetMove[];
  groups: { league: number; group: number; sheet: string; players: string[] }[];
}

/** The roll-over sheet as written; a row of the new groups whose league, group or place is not a number is a problem. */
export function parseRollOver(grid: SheetGrid): { rollOver: TorresRollOverSheet; problems: string[] } {
  const M = ROLLOVER.moves;
  const G = ROLLOVER.groups;
  const problems: string[] = [];
  const moves: RollOverSheetMove[] = [];
  const groups: TorresRollOverSheet['groups'] = [];
  for (let r = ROLLOVER.firstRow; r <= grid.rows; r++) {
    if (!grid.blank(r, M.player))
      moves.push({
        player: grid.text(r, M.player),
        move: grid.text(r, M.move),
        from: grid.text(r, M.from),
        to: grid.text(r, M.to),
        reason: grid.text(r, M.reason),
      });
    if (grid.blank(r, G.player)) continue;
    const league = grid.number(r, G.league);
    const group = grid.number(r, G.group);
    if (league === undefined || group === undefined || grid.number(r, G.place) === undefined) {
      problems.push(`${grid.where(r, G.league)}: league, group and place must be numbers.`);
      continue;
    }
    const last = groups[groups.length - 1];
    if (last && last.league === league && last.group === group) last.players.push(grid.text(r, G.player));
    else groups.push({ league, group, sheet: grid.text(r, G.sheet), players: [grid.text(r, G.player)] });
  }
  return {
    rollOver: { title: grid.meta(TORRES_ROLLOVER.keys.title) ?? '', seed: grid.meta(TORRES_ROLLOVER.keys.seed) ?? grid.text(2, 2), moves, groups },
    problems,
  };
}
