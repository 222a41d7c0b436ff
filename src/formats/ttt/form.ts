import { call } from '../../../sidebar/client';
import { fields, lines, optionalNumber } from '../../../sidebar/parse';
import type { RoundRobinPlayer } from './api';
import { DEFAULT_GROUP_SIZE, MAX_GROUP_SIZE, MIN_GROUP_SIZE } from './rules/signups';
import type { FormatDef, FormValues } from '../../../sidebar/formTypes';

/** One player per line: name[, rating][, entries]. Errors name the line. */
export function parsePlayers(text: string): RoundRobinPlayer[] {
  return lines(text).map((line, i) => {
    const [name, rating, entries] = fields(line);
    const player: RoundRobinPlayer = { name };
    const r = optionalNumber(rating, 'rating', i + 1);
    if (r !== undefined) player.rating = r;
    const e = optionalNumber(entries, 'entries', i + 1);
    if (e !== undefined) player.entries = e;
    return player;
  });
}

const str = (v: FormValues[string]): string => (v === undefined ? '' : String(v));

async function createSet(values: FormValues) {
  const groupSize = values.groupSize === '' ? undefined : Number(values.groupSize);
  const seed = str(values.seed).trim();
  const result = await call('createRoundRobin', {
    title: str(values.title),
    players: parsePlayers(str(values.players)),
    groupSize,
    double: values.double === true,
    invitePhases: str(values.invitePhases) === '3' ? 3 : 1,
    scoring: str(values.scoring) === 'original' ? 'original' : 'current',
    ...(seed === '' ? {} : { seed }),
  });
  const k = result.offer.extraEntries;
  const offer =
    k === 0
      ? 'Another group needs no extra entry.'
      : `${k} extra entr${k === 1 ? 'y completes' : 'ies complete'} group G${result.groups.length + 1}` +
        (result.offer.candidates.length > 0 ? `; could be offered one: ${result.offer.candidates.join(', ')}` : '; nobody can take one') +
        '.';
  const waiting = result.waitingEntries ?? [];
  return {
    message: `Created ${result.groups.length} group${result.groups.length === 1 ? '' : 's'}${waiting.length > 0 ? `; ${waiting.length} entr${waiting.length === 1 ? 'y' : 'ies'} waiting` : ''}.`,
    sheets: result.sheets,
    details: [
      ...result.groups.map((g, i) => {
        const avg = result.averageRatings?.[i];
        return { title: `Group G${i + 1}${avg === null || avg === undefined ? '' : ` (average rating ${avg})`}`, lines: [g.join(', ')] };
      }),
      ...(waiting.length > 0 ? [{ title: 'Waiting list', lines: waiting.map((w) => `${w.name} (entry ${w.entry})`) }] : []),
      { title: 'Extra entries', lines: [offer] },
    ],
  };
}

async function makeMini() {
  const r = await call('createMiniTtt', { sheet: '' });
  return {
    message: `Mini-TTT for ${r.players.join(', ')}.`,
    sheets: r.sheets,
    details: [{ title: 'Mini-TTT', lines: [`Players: ${r.players.join(', ')}`, 'Type its results on its Games sheet.'] }],
  };
}

async function importSet() {
  const r = await call('importResults', {});
  const lines = [
    `${r.imported} imported${r.replaced ? ` (${r.replaced} replacing a higher match id, now friendly)` : ''}, ${r.skipped} already recorded, ${r.friendly} friendly`,
    `${r.conflicts} in conflict (not written), ${r.unknown} with unknown players, ${r.invalid} invalid${r.ambiguous ? `, ${r.ambiguous} ambiguous` : ''}`,
    ...(r.toAdjudicate ? [`${r.toAdjudicate} timeout(s) or resignation(s) to adjudicate on the Timeouts sheet (type GnuBG's W, G, B)`] : []),
  ];
  return { message: r.summary, sheets: r.sheet ? [r.sheet] : [], details: [{ title: 'Import', lines }] };
}

/** The roundRobin format(s) of the wizard. */
export const formats: FormatDef[] = [
  {
    id: 'roundRobin',
    title: 'TTT round robin',
    description: `Tric Trac Tourney set: groups of ${DEFAULT_GROUP_SIZE} balanced by rating, Berger schedule, live standings and statistics.`,
    action: 'Create TTT set',
    fields: [
      { id: 'title', label: 'Title', kind: 'text', placeholder: 'May TTT', required: true },
      {
        id: 'players',
        label: 'Players',
        kind: 'textarea',
        help: 'One per line: name, rating (optional), entries 1–3 (optional).',
        placeholder: 'Ann, 1850, 2\nBob, 1720',
        fromSelection: true,
      },
      { id: 'groupSize', label: 'Group size', kind: 'number', default: DEFAULT_GROUP_SIZE, min: MIN_GROUP_SIZE, max: MAX_GROUP_SIZE },
      { id: 'double', label: 'Double round robin', kind: 'checkbox', default: false },
      {
        id: 'invitePhases',
        label: 'Invitations',
        kind: 'select',
        default: '1',
        options: [
          { value: '1', label: 'All at the start' },
          { value: '3', label: 'In 3 phases (Mega TTT)' },
        ],
      },
      {
        id: 'scoring',
        label: 'Scoring',
        kind: 'select',
        default: 'current',
        options: [
          { value: 'current', label: 'Current (W3 2.7, L3 0.3)' },
          { value: 'original', label: 'Original (W3 3, L3 0.5)' },
        ],
      },
      { id: 'seed', label: 'Seed', kind: 'text', help: 'Leave blank to draw one; the seed is written on the Stats sheet.' },
    ],
    submit: createSet,
  },
  {
    id: 'tttImport',
    title: 'Import TTT results',
    description: 'Reads the Import sheet of the open TTT set and writes the official results into its Games sheets.',
    action: 'Import results',
    fields: [],
    submit: importSet,
  },
  {
    id: 'tttMini',
    title: 'Create mini-TTT',
    description:
      'Open the Table of a group that says "mini-TTT needed", then make the tied players\' mini-TTT (Games and Table sheets, the set\'s scoring), linked from the Table.',
    action: 'Create mini-TTT',
    fields: [],
    submit: makeMini,
  },
];
