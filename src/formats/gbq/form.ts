import { call } from '../../../sidebar/client';
import { fields, lines } from '../../../sidebar/parse';
import type { CreateGbqCrossTableInput, CreateGbqTableInput } from './api';
import type { FormatDef, FormValues } from '../../../sidebar/formTypes';

/**
 * Player names from the text area: one per line (a column of selected cells), or one line of names
 * separated by commas, semicolons or tabs (a row of selected cells).
 */
export function playerNames(text: string): string[] {
  const rows = lines(text);
  if (rows.length === 1) return fields(rows[0]).filter((f) => f !== '');
  return rows;
}

function numberOrUndefined(v: FormValues[string]): number | undefined {
  return v === '' || v === undefined ? undefined : Number(v);
}

/** The GBQ group table format of the wizard. */
export const formats: FormatDef[] = [
  {
    id: 'gbq',
    title: 'GBQ group table',
    description: 'A Tantrix group table: type results, see TP%, GBQ and who is qualified or out.',
    action: 'Create GBQ table',
    fields: [
      { id: 'title', label: 'Title', kind: 'text', default: 'Group A', help: 'Names the new sheet.' },
      {
        id: 'players',
        label: 'Players',
        kind: 'textarea',
        placeholder: 'One name per line',
        help: 'One name per line, or select the names in the sheet and use the selected cells.',
        fromSelection: true,
      },
      { id: 'qualifiers', label: 'Qualifiers', kind: 'number', default: 2, min: 1, help: 'Definite qualification places q (fewer than the players).' },
      { id: 'winTp', label: 'Win TP', kind: 'number', default: 15, min: 0, help: 'TPs of a standard won game.' },
      { id: 'lossTp', label: 'Loss TP', kind: 'number', default: 5, min: 0, help: 'TPs of a standard lost game. A game shares out win + loss TPs.' },
      { id: 'gamesPerMatch', label: 'Games per match', kind: 'number', default: 3, min: 1, help: 'Games of one match (Tantrix groups often play 3).' },
      { id: 'rounds', label: 'Rounds', kind: 'number', default: 1, min: 1, help: 'How often each pair meets.' },
      {
        id: 'totalGames',
        label: 'Total games per player',
        kind: 'number',
        min: 1,
        help: "Each player's games for the whole group. Blank: games per match × opponents × rounds. You can edit it per player on the sheet. Leave blank with a results log (the log and the schedule set it).",
      },
      {
        id: 'reference',
        label: 'GBQ reference',
        kind: 'select',
        options: [
          { value: 'tp', label: 'tp: place q on TP%' },
          { value: 'gbq', label: 'gbq: q-th best D' },
          { value: 'wbq', label: 'wbq: 2003 WTTC' },
        ],
        default: 'tp',
        help: 'tp: place q on TP% · gbq: the q-th best D · wbq: the 2003 WTTC figure.',
      },
      {
        id: 'step',
        label: 'Rounding step',
        kind: 'select',
        options: ['0.5', '0.1', '0.25', '1', '0'].map((v) => ({ value: v, label: v === '0' ? '0 (no rounding)' : v })),
        default: '0.5',
        help: 'GBQ to the nearest step; 0 = no rounding.',
      },
      { id: 'firstPlaceZero', label: '1st place = 0', kind: 'checkbox', default: false, help: 'Count GBQ from the 1st place instead of place q.' },
      {
        id: 'log',
        label: 'Results log',
        kind: 'checkbox',
        default: true,
        help: "Type each game or match in a log on the sheet: the table sums it, knows the games still to play and marks qualified / out exactly. Up to 40 players. Untick to type each player's games and TPs instead.",
      },
      { id: 'logRows', label: 'Log rows', kind: 'number', min: 1, max: 3000, help: 'Blank: one row per game of the group (pairs × games per match × rounds).' },
    ],
    async submit(values) {
      const players = playerNames(String(values.players ?? ''));
      const input: CreateGbqTableInput = { title: String(values.title ?? '').trim(), players, qualifiers: numberOrUndefined(values.qualifiers) as number };
      // Blank optional fields are left out (the server's defaults apply).
      for (const key of ['winTp', 'lossTp', 'totalGames', 'gamesPerMatch', 'rounds', 'step'] as const) {
        const n = numberOrUndefined(values[key]);
        if (n !== undefined) input[key] = n;
      }
      if (values.reference) input.reference = String(values.reference) as CreateGbqTableInput['reference'];
      input.firstPlaceZero = values.firstPlaceZero === true;
      const logRows = numberOrUndefined(values.logRows);
      if (values.log === true) input.log = logRows ?? true;
      if (input.qualifiers === undefined) delete (input as Partial<CreateGbqTableInput>).qualifiers;
      const { sheet } = await call('createGbqTable', input);
      const games = input.totalGames ?? (input.gamesPerMatch ?? 3) * (players.length - 1) * (input.rounds ?? 1);
      return {
        message: input.log
          ? `GBQ table created: ${players.length} players, ${input.qualifiers} qualify, ${games} games each. Type each game or match into the results log below the entry block; the live table sorts itself.`
          : `GBQ table created: ${players.length} players, ${input.qualifiers} qualify, ${games} games each. Type results into the entry block on the left; the live table sorts itself.`,
        sheets: [sheet],
      };
    },
  },
  {
    id: 'gbq-cross',
    title: 'GBQ cross-group table',
    description: 'The best k of the (q+1)-th placed across GBQ group tables (e.g. "the two best 4th placed"), read live from the groups.',
    action: 'Create cross table',
    fields: [
      { id: 'title', label: 'Title', kind: 'text', default: 'Best of the rest', help: 'Names the new sheet.' },
      {
        id: 'sheets',
        label: 'Group tables',
        kind: 'textarea',
        placeholder: 'One sheet name per line',
        help: 'The GBQ group tables to compare. Blank: every GBQ table of the spreadsheet.',
      },
      { id: 'k', label: 'Best k', kind: 'number', default: 2, min: 1, help: 'How many of the (q+1)-th placed qualify.' },
    ],
    async submit(values) {
      const input: CreateGbqCrossTableInput = {
        title: String(values.title ?? '').trim(),
        sheets: lines(String(values.sheets ?? '')),
        k: numberOrUndefined(values.k) as number,
      };
      const { sheet, groups } = await call('createGbqCrossTable', input);
      return { message: `Cross-group table created over ${groups.length} groups: the best ${input.k} of the (q+1)-th placed are marked.`, sheets: [sheet] };
    },
  },
  {
    id: 'gbq-withdraw',
    title: 'Withdraw a GBQ player',
    description: 'A player leaves a GBQ group (a table with a results log): keep or void the games played against them.',
    action: 'Withdraw player',
    fields: [
      { id: 'sheet', label: 'Group table', kind: 'text', help: 'Blank: the active sheet.' },
      { id: 'player', label: 'Player', kind: 'text', required: true },
      {
        id: 'games',
        label: 'Games played against the player',
        kind: 'select',
        default: 'keep',
        options: [
          { value: 'keep', label: 'keep: they stay' },
          { value: 'void', label: 'void: removed from the opponents' },
        ],
        help: 'Either way the games not yet played are cancelled, and the player is listed last with no place.',
      },
    ],
    async submit(values) {
      const games = values.games === 'void' ? 'void' : 'keep';
      const r = await call('withdrawGbqPlayer', { sheet: String(values.sheet ?? '').trim(), player: String(values.player ?? ''), games });
      const voided = r.games === 'void' ? `${r.voided} game(s) voided, ` : '';
      return {
        message: `${r.player} withdrawn from "${r.sheet}" (${r.games}): ${voided}${r.cancelled} game(s) no longer to play. Clear ${r.cell} on the sheet to undo.`,
        sheets: [r.sheet],
      };
    },
  },
];
