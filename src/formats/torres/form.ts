/**
 * The TORRES formats of the wizard: create a season's groups from pasted lists, a first championship from one
 * Elo list, withdraw a player during a season, and the season roll-over (its panel is in panel.ts). Paste
 * parsing helpers first (errors name the line), then the formats.
 */
import type { CreateTorresChampionshipInput, CreateTorresGroupsInput, TorresLeagueGroup } from './api';
import { call } from '../../../sidebar/client';
import type { Field, FormatDef, FormValues } from '../../../sidebar/formTypes';
import { defaultLeagues } from './rules/leagues';
import { DEFAULT_VP_BY_PLACE } from './rules/vp';
import { groupLines, parseEloList, parseGroups, parseNewPlayers, parseVp, rollOverFormat, withdrawFormat } from './panel';

// ---- the create-groups format ------------------------------------------------------------------------------

const ELO_ORDER_OPTIONS = [
  { value: 'low', label: 'Lower Elo ranks higher (the rule as written)' },
  { value: 'high', label: 'Higher Elo ranks higher' },
];

/** League k has 2^(k−1) groups (the last league takes the rest), as the server numbers them. */
function numberGroups(groups: string[][]): TorresLeagueGroup[] {
  const leagues = defaultLeagues(groups.length);
  return groups.map((players, i) => ({ league: leagues[i], group: leagues.slice(0, i).filter((k) => k === leagues[i]).length + 1, players }));
}

/** The settings fields every season form shares: VP by place, the Elo tie-break, the seed. */
const SEASON_FIELDS: Field[] = [
  {
    id: 'vpByPlace',
    label: 'VP by place',
    kind: 'text',
    default: DEFAULT_VP_BY_PLACE.join(', '),
    help: 'Victory points for places 1, 2, 3, 4 of a game; tied players share the average.',
  },
  { id: 'eloOrder', label: 'Elo tie-break', kind: 'select', default: 'low', options: ELO_ORDER_OPTIONS },
  {
    id: 'seed',
    label: 'Seed (optional)',
    kind: 'text',
    help: 'Blank: the add-on draws one and writes it on the sheets. The same seed gives the same schedules.',
  },
];

/** Those fields' values as endpoint input (blank VP and seed left out: the defaults / a drawn seed). */
function seasonSettings(values: FormValues): { eloOrder: 'low' | 'high'; vpByPlace?: number[]; seed?: string } {
  const out: { eloOrder: 'low' | 'high'; vpByPlace?: number[]; seed?: string } = { eloOrder: values.eloOrder === 'high' ? 'high' : 'low' };
  const vp = parseVp(String(values.vpByPlace ?? ''));
  if (vp) out.vpByPlace = vp;
  const seed = String(values.seed ?? '').trim();
  if (seed !== '') out.seed = seed;
  return out;
}

const createFormat: FormatDef = {
  id: 'torres',
  title: 'TORRES leagues',
  description: 'TORRES championship groups: four-player games, each pair meets twice, standings by VP with promotion and relegation zones.',
  action: 'Create groups',
  fields: [
    { id: 'title', label: 'Title', kind: 'text', default: 'Season 1', help: 'Names the sheets ("Season 1 L1", "Season 1 L2 G1", …).' },
    {
      id: 'groups',
      label: 'Groups',
      kind: 'textarea',
      placeholder: 'Ann, Bob, Cid, …\nDee, Eve, Fay, …',
      help: 'One group per line (names separated by commas), or blocks of names separated by blank lines. In order: league 1, then league 2 groups 1–2, league 3 groups 1–4, …',
      fromSelection: true,
    },
    {
      id: 'elo',
      label: 'Elo list (optional)',
      kind: 'textarea',
      placeholder: 'Ann, 1520\nBob, 1490',
      help: 'One "name, Elo" per line: Elo at the start of the championship, the last tie-break.',
    },
    ...SEASON_FIELDS,
  ],
  async submit(values) {
    const groups = parseGroups(String(values.groups ?? ''));
    const input: CreateTorresGroupsInput = { title: String(values.title ?? '').trim(), groups, ...seasonSettings(values) };
    const elo = parseEloList(String(values.elo ?? ''));
    if (elo.length > 0) input.elo = elo;
    const { sheets, seed: used } = await call('createTorresGroups', input);
    const numbered = numberGroups(groups);
    const leagues = numbered.reduce((k, g) => Math.max(k, g.league), 0);
    return {
      message: `TORRES groups created: ${groups.length} group(s) in ${leagues} league(s), seed ${used}. Type each game's particular points (or D) on the group sheets; the standings update by themselves.`,
      sheets,
      details: [{ title: 'Groups', lines: groupLines(numbered) }],
    };
  },
};

// ---- the first championship (a plain form; the withdrawal is a panel: withdrawPanel.ts) --------------------------------------------

const championshipFormat: FormatDef = {
  id: 'torres-championship',
  title: 'TORRES first championship',
  description:
    'A first TORRES championship from one Elo list: the top 10 in league 1, the next 20 in league 2, the next 40 in league 3, … (snake order into groups).',
  action: 'Create championship',
  fields: [
    { id: 'title', label: 'Title', kind: 'text', default: 'Season 1', help: 'Names the sheets ("Season 1 L1", "Season 1 L2 G1", …).' },
    {
      id: 'players',
      label: 'Players and Elo',
      kind: 'textarea',
      placeholder: 'Ann, 1620\nBob, 1585\n…',
      help: 'One "name, Elo" per line, in any order: ranked by Elo (highest first) into leagues of 10, 20, 40, …; 10 or more left over open a new league.',
      fromSelection: true,
    },
    ...SEASON_FIELDS,
  ],
  async submit(values) {
    const players = parseNewPlayers(String(values.players ?? ''));
    const input: CreateTorresChampionshipInput = { title: String(values.title ?? '').trim(), players, ...seasonSettings(values) };
    const r = await call('createTorresChampionship', input);
    const leagues = r.leagues.reduce((k, g) => Math.max(k, g.league), 0);
    return {
      message: `TORRES championship created: ${players.length} players in ${leagues} league(s), ${r.leagues.length} group(s), seed ${r.seed}.`,
      sheets: r.sheets,
      details: [{ title: 'Groups', lines: groupLines(r.leagues) }],
    };
  },
};

export const formats: FormatDef[] = [createFormat, championshipFormat, withdrawFormat, rollOverFormat];

export { formatPrevious, parseEloList, parseGroups, parseNames, parseNewPlayers, parsePrevious, parseReturning, parseVp, rollOverInput } from './panel';
