import { call } from '../../../sidebar/client';
import { lines, optionalNumber } from '../../../sidebar/parse';
import type { FormatDef, FormValues, Summary } from '../../../sidebar/formTypes';
import type { ChooseDuplicateFinalistResult, DuplicateDiscipline, DuplicateEventTeam, DuplicateTeam } from './api';
import { Problems } from '../../shared/rules/input';
import { CARD } from './rules/actions';

const GAMES = [4, 5, 6, 7, 8, 10, 12];
const CYCLES = ['1', '2', '3'];

/** A team line read: its name and the pairs it gives (two players: one pair; four: backgammon, then long gammon). */
export interface TeamLine {
  name: string;
  players: string[];
}

/**
 * One team per line: "Team: Player 1, Player 2" (a team of two) or "Team: BG 1, BG 2, LG 1, LG 2" (a team of four:
 * the backgammon pair, then the long gammon pair). Commas, semicolons or tabs separate the players. Every line's
 * problem is reported at once, one per line; names themselves are checked by the server (docs/rules.md §0.1).
 */
export function parseTeamLines(text: string): TeamLine[] {
  const all = lines(text);
  if (all.length < 2) throw new Error('Teams: give at least two teams, one per line: "Team: Player 1, Player 2"');
  const problems = new Problems();
  const teams = all.map((line, i): TeamLine => {
    const colon = line.indexOf(':');
    if (colon < 0) {
      problems.add(`Line ${i + 1}: write the team, a colon, then its players: "Team: Player 1, Player 2"`);
      return { name: '', players: [] };
    }
    const name = line.slice(0, colon).trim();
    if (name === '') problems.add(`Line ${i + 1}: the team name before the colon is empty`);
    const rest = line.slice(colon + 1);
    const sep = rest.includes('\t') ? '\t' : rest.includes(';') ? ';' : ',';
    const players = rest
      .split(sep)
      .map((p) => p.trim())
      .filter((p) => p !== '');
    if (players.length !== 2 && players.length !== 4) {
      problems.add(
        `Line ${i + 1}: team '${name}' needs two players (one pair) or four (backgammon pair, then long gammon pair), separated by commas; got ${players.length}`,
      );
    }
    return { name, players };
  });
  const sizes = new Set(teams.map((t) => t.players.length).filter((n) => n === 2 || n === 4));
  if (sizes.size > 1) problems.add('Teams: every team fields the same disciplines; give every team two players, or every team four');
  problems.throwIfAny();
  return teams;
}

/** Teams of two as the match endpoint takes them (kept for imports of two-player lines). */
export function parseTeams(text: string): DuplicateTeam[] {
  const teams = parseTeamLines(text);
  const four = teams.find((t) => t.players.length === 4);
  if (four) throw new Error(`Team '${four.name}' has four players: a single match takes teams of two`);
  return teams.map((t) => ({ name: t.name, players: [t.players[0], t.players[1]] }));
}

/** Event teams: two players = a pair of `twoPlay`; four = backgammon pair, then long gammon pair. */
export function eventTeams(lines: readonly TeamLine[], twoPlay: DuplicateDiscipline): DuplicateEventTeam[] {
  return lines.map((t) => {
    const [a, b, c, d] = t.players;
    if (t.players.length === 4) return { name: t.name, backgammon: [a, b], longGammon: [c, d] };
    return twoPlay === 'longGammon' ? { name: t.name, longGammon: [a, b] } : { name: t.name, backgammon: [a, b] };
  });
}

const str = (v: FormValues[string] | undefined): string => (v === undefined ? '' : String(v)).trim();

async function submitDuplicate(values: FormValues): Promise<Summary> {
  const lines = parseTeamLines(str(values.teams));
  const title = str(values.title);
  const games = optionalNumber(str(values.games), 'games per room', 1);
  const seed = str(values.seed) || undefined;
  const imp = str(values.imp) === 'wbf' ? 'wbf' : 'fairbg';
  const twoPlay: DuplicateDiscipline = str(values.twoPlay) === 'longGammon' ? 'longGammon' : 'backgammon';
  const four = lines[0].players.length === 4;
  if (lines.length === 2 && !four) {
    const [a, b] = lines.map((t) => ({ name: t.name, players: [t.players[0], t.players[1]] as [string, string] }));
    const out = await call('createDuplicateMatch', { title, teamA: a, teamB: b, games, seed, imp });
    return {
      message: `Match ${a.name} – ${b.name} created (seed ${out.seed}). Type each game's cube, outcome and winner in the protocol; IMP, VP and the winner follow.`,
      sheets: out.sheets,
    };
  }
  const cycles = {
    ...(four || twoPlay === 'backgammon' ? { backgammon: Number(str(values.cyclesBackgammon) || 2) } : {}),
    ...(four || twoPlay === 'longGammon' ? { longGammon: Number(str(values.cyclesLongGammon) || 1) } : {}),
  };
  const final = values.final === true;
  const finalGames = optionalNumber(str(values.finalGames), 'final games per room', 1);
  const finalDiscipline: DuplicateDiscipline = four ? (str(values.finalDiscipline) === 'longGammon' ? 'longGammon' : 'backgammon') : twoPlay;
  const out = await call('createDuplicateTournament', {
    title,
    teams: eventTeams(lines, twoPlay),
    cycles,
    games,
    seed,
    final,
    finalGames,
    finalDiscipline,
    imp,
  });
  const count = out.rounds.reduce((n, r) => n + r.matches.length, 0);
  const short = { backgammon: 'BG', longGammon: 'LG' } as const;
  return {
    message:
      `Event of ${lines.length} teams created (seed ${out.seed}): ${out.rounds.length} rounds, ${count} matches` +
      `${out.final ? `, and a final of ${out.final.games} games per room (its teams fill in from the standings)` : ''}.`,
    sheets: out.sheets,
    details: [
      {
        title: 'Schedule',
        lines: out.rounds.map(
          (r) =>
            `Round ${r.round}: ${r.matches.map((m) => `${four ? `${short[m.discipline]} ` : ''}${m.teamA} – ${m.teamB}`).join(', ')}${r.bye ? `; bye ${r.bye}` : ''}`,
        ),
      },
    ],
  };
}

async function submitFinalist(values: FormValues): Promise<Summary> {
  const teams =
    str(values.teams) === ''
      ? undefined
      : str(values.teams)
          .split(/[,;\t]/)
          .map((t) => t.trim())
          .filter((t) => t !== '');
  const out = await call('chooseDuplicateFinalist', { sheet: str(values.sheet) || undefined, teams });
  return { message: finalistMessage(out, teams !== undefined), sheets: [out.sheet] };
}

/**
 * What the finalist panel says after a report or a choice: the tie, the final, and the add-on's cells that were
 * edited (one line each naming the sheet cell; a choice is refused while there are any).
 */
export function finalistMessage(out: ChooseDuplicateFinalistResult, written: boolean): string {
  const final = out.teamA && out.teamB ? `The final: ${out.teamA} v ${out.teamB}.` : 'A final place is still open.';
  const tie = out.tie
    ? `Level for ${out.open === 2 ? 'both final places' : 'the second final place'}: ${out.contenders.join(', ')} (${out.complete} of ${out.matches} matches complete).`
    : 'No tie for the final places.';
  const damaged = out.problems?.length ? `\nUndo these edits before choosing:\n${out.problems.join('\n')}` : '';
  // The standings changed after the final began (docs/rules.md §2.9): the finalists stay as played until the TD decides.
  const changed = out.changed ? `\nThe final has games typed: ${out.changed}.` : '';
  return `${written ? 'Choice written. ' : ''}${tie} ${final}${changed}${damaged}`;
}

async function submitDice(values: FormValues): Promise<Summary> {
  const set = optionalNumber(str(values.set), 'set number', 1);
  if (set === undefined) throw new Error('Set number: give the number of the set to print (game g of a match uses set g)');
  const rolls = optionalNumber(str(values.rolls), 'rolls per side', 1);
  const out = await call('printDiceSet', { title: str(values.title) || undefined, seed: str(values.seed), set, rolls });
  return { message: `Set ${set} printed from seed ${out.seed}: a referee copy and a copy per room, the same rolls.`, sheets: out.sheets };
}

/** The duplicate format(s) of the wizard. */
export const formats: FormatDef[] = [
  {
    id: 'duplicate',
    title: CARD.create,
    description:
      'Fair Backgammon duplicate: two rooms, the same dice. Two teams of two make a match; more teams (or teams of four: backgammon and long gammon) an event of round robins with standings and a final.',
    action: 'Create duplicate',
    fields: [
      { id: 'title', label: 'Title', kind: 'text', default: 'Duplicate', required: true },
      {
        id: 'teams',
        label: 'Teams',
        kind: 'textarea',
        placeholder: 'Kharkov: Garal, Krasov, Petrov, Sidorov\nMoscow: Chertkov, Chelter, Ivanov, Smirnov\nKiev: Ivanenko, Petrenko, Bondar, Tkachenko',
        help:
          'One team per line. Four players: "Team: BG 1, BG 2, LG 1, LG 2" (backgammon pair, then long gammon pair). Two players: ' +
          '"Team: Player 1, Player 2" (teams of two). Player 1 of a pair plays the OPEN room, player 2 the CLOSED room.',
        fromSelection: true,
        required: true,
      },
      {
        id: 'twoPlay',
        label: 'Teams of two play',
        kind: 'select',
        default: 'backgammon',
        options: [
          { value: 'backgammon', label: 'Backgammon' },
          { value: 'longGammon', label: 'Long gammon' },
        ],
      },
      {
        id: 'games',
        label: 'Games per room',
        kind: 'select',
        default: '4',
        options: GAMES.map((g) => ({ value: String(g), label: `${g} (${2 * g} games in both rooms)` })),
      },
      {
        id: 'cyclesBackgammon',
        label: 'Backgammon round robins',
        kind: 'select',
        default: '2',
        options: CYCLES.map((c) => ({ value: c, label: c === '1' ? '1' : `${c} (2nd swaps rooms, colours)` })),
        help: 'Every second round robin repeats the first with rooms and colours swapped for every player.',
      },
      { id: 'cyclesLongGammon', label: 'Long gammon round robins', kind: 'select', default: '1', options: CYCLES.map((c) => ({ value: c, label: c })) },
      {
        id: 'imp',
        label: 'IMP table',
        kind: 'select',
        default: 'fairbg',
        options: [
          { value: 'fairbg', label: 'Fair Backgammon (10–40 → 1)' },
          { value: 'wbf', label: 'WBF bridge (20–40 → 1)' },
        ],
      },
      { id: 'final', label: 'Final between the two best teams (3 or more teams)', kind: 'checkbox', default: false },
      {
        id: 'finalGames',
        label: 'Final: games per room',
        kind: 'select',
        default: '6',
        options: GAMES.map((g) => ({ value: String(g), label: `${g} (${2 * g} games in both rooms)` })),
      },
      {
        id: 'finalDiscipline',
        label: 'Final played by (teams of four)',
        kind: 'select',
        default: 'backgammon',
        options: [
          { value: 'backgammon', label: 'the backgammon pairs' },
          { value: 'longGammon', label: 'the long gammon pairs' },
        ],
      },
      { id: 'seed', label: 'Seed', kind: 'text', help: 'Blank: the add-on draws one and writes it on the sheets. The same seed gives the same dice.' },
    ],
    submit: submitDuplicate,
  },
  {
    id: 'dice-set',
    title: CARD.dice,
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
  {
    id: 'duplicate-finalist',
    title: CARD.finalist,
    description:
      'When teams are level for a final place after VP, IMP difference and head-to-head, the standings show it and the TD chooses. Leave Teams blank to see who is level.',
    action: 'Choose finalist',
    fields: [
      { id: 'sheet', label: 'Standings or final sheet', kind: 'text', help: 'Blank: the active sheet.' },
      { id: 'teams', label: 'Finalist(s)', kind: 'text', help: 'The team(s) you choose among those level, better-placed first, separated by commas.' },
    ],
    submit: submitFinalist,
  },
];
