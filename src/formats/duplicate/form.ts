import { call } from '../../../sidebar/client';
import { lines, optionalNumber } from '../../../sidebar/parse';
import type { FormatDef, FormValues, Summary } from '../../../sidebar/formTypes';
import type { DuplicateTeam } from './api';
import { Problems } from '../../shared/rules/input';

const GAMES = [4, 5, 6, 7, 8, 10, 12];

/**
 * One team per line: "Team: Player 1, Player 2" (tabs or semicolons also separate the players). Every line's
 * problem is reported at once, one per line; names themselves are checked by the server (docs/rules.md §0.1).
 */
export function parseTeams(text: string): DuplicateTeam[] {
  const all = lines(text);
  if (all.length < 2) throw new Error('Teams: give at least two teams, one per line: "Team: Player 1, Player 2"');
  const problems = new Problems();
  const teams = all.map((line, i): DuplicateTeam => {
    const colon = line.indexOf(':');
    if (colon < 0) {
      problems.add(`Line ${i + 1}: write the team, a colon, then its two players: "Team: Player 1, Player 2"`);
      return { name: '', players: ['', ''] };
    }
    const name = line.slice(0, colon).trim();
    if (name === '') problems.add(`Line ${i + 1}: the team name before the colon is empty`);
    const rest = line.slice(colon + 1);
    const sep = rest.includes('\t') ? '\t' : rest.includes(';') ? ';' : ',';
    const players = rest.split(sep).map((p) => p.trim()).filter((p) => p !== '');
    if (players.length !== 2) {
      problems.add(`Line ${i + 1}: team '${name}' needs exactly two players, separated by a comma; got ${players.length}`);
      return { name, players: ['', ''] };
    }
    return { name, players: [players[0], players[1]] };
  });
  problems.throwIfAny();
  return teams;
}

const str = (v: FormValues[string] | undefined): string => (v === undefined ? '' : String(v)).trim();

async function submitDuplicate(values: FormValues): Promise<Summary> {
  const teams = parseTeams(str(values.teams));
  const title = str(values.title);
  const games = optionalNumber(str(values.games), 'games per room', 1);
  const seed = str(values.seed) || undefined;
  if (teams.length === 2) {
    const out = await call('createDuplicateMatch', { title, teamA: teams[0], teamB: teams[1], games, seed });
    return {
      message: `Match ${teams[0].name} – ${teams[1].name} created (seed ${out.seed}). Type each game's cube, outcome and winner in the protocol; IMP and VP follow.`,
      sheets: out.sheets,
    };
  }
  const out = await call('createDuplicateTournament', { title, teams, games, seed, final: values.final === true });
  return {
    message: `Round robin of ${teams.length} teams created (seed ${out.seed}): ${out.rounds.length} rounds, ${out.rounds.reduce((n, r) => n + r.matches.length, 0)} matches.`,
    sheets: out.sheets,
    details: [
      {
        title: 'Schedule',
        lines: out.rounds.map((r) => `Round ${r.round}: ${r.matches.map((m) => `${m.teamA} – ${m.teamB}`).join(', ')}${r.bye ? `; bye ${r.bye}` : ''}`),
      },
    ],
  };
}

async function submitDice(values: FormValues): Promise<Summary> {
  const set = optionalNumber(str(values.set), 'set number', 1);
  if (set === undefined) throw new Error('Set number: give the number of the set to print (game g of a match uses set g)');
  const rolls = optionalNumber(str(values.rolls), 'rolls per side', 1);
  const out = await call('printDiceSet', { title: str(values.title) || undefined, seed: str(values.seed), set, rolls });
  return { message: `Set ${set} printed from seed ${out.seed}: the same rolls for the OPEN and CLOSED rooms.`, sheets: out.sheets };
}

/** The duplicate format(s) of the wizard. */
export const formats: FormatDef[] = [
  {
    id: 'duplicate',
    title: 'Duplicate team match',
    description: 'Fair Backgammon duplicate: two rooms, the same dice. Two teams make a match; three or more a round robin.',
    action: 'Create duplicate',
    fields: [
      { id: 'title', label: 'Title', kind: 'text', default: 'Duplicate', required: true },
      {
        id: 'teams',
        label: 'Teams',
        kind: 'textarea',
        placeholder: 'Kharkov: Jakob Garal, Alexandr Krasov\nMoscow: Sergej Chertkov, Vladimir Chelter',
        help: 'One team per line: "Team: Player 1, Player 2". Player 1 plays the OPEN room, player 2 the CLOSED room.',
        fromSelection: true,
        required: true,
      },
      {
        id: 'games',
        label: 'Games per room',
        kind: 'select',
        default: '4',
        options: GAMES.map((g) => ({ value: String(g), label: `${g} (${2 * g} games in both rooms)` })),
      },
      { id: 'seed', label: 'Seed', kind: 'text', help: 'Blank: the add-on draws one and writes it on the sheets. The same seed gives the same dice.' },
      { id: 'final', label: 'Final between the two best teams (3 or more teams)', kind: 'checkbox', default: false },
    ],
    submit: submitDuplicate,
  },
  {
    id: 'dice-set',
    title: 'Print dice set',
    description: 'A printable set of rolls, identical for the OPEN and CLOSED rooms, regenerated from its seed.',
    action: 'Print dice set',
    fields: [
      { id: 'seed', label: 'Seed', kind: 'text', help: 'The seed written on the match sheets.', required: true },
      { id: 'set', label: 'Set number', kind: 'number', default: 1, min: 1 },
      { id: 'rolls', label: 'Rolls per side', kind: 'number', default: 80, min: 1, max: 500 },
      { id: 'title', label: 'Title', kind: 'text', default: 'Dice' },
    ],
    submit: submitDice,
  },
];
