import { call } from '../../../sidebar/client';
import { el } from '../../../sidebar/dom';
import { fields, lines, optionalNumber } from '../../../sidebar/parse';
import type { CreateRoundRobinResult, RoundRobinPlayer } from './api';
import { DEFAULT_GROUP_SIZE, MAX_GROUP_SIZE, MIN_GROUP_SIZE } from './rules/signups';
import { decisionText, readThread, type ThreadReading } from './rules/signupThread';
import { MIN_SHORT_GROUP } from './rules/partition';
import type { Field, FormatDef, FormValues, Summary } from '../../../sidebar/formTypes';

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

/** The extra-entry offer in words: how many entries complete the next group, and who may take one (sign-up order). */
export function offerLine(result: {
  groups: unknown[];
  waiting?: string[];
  offer: { extraEntries: number; candidates: string[]; enough?: boolean };
  shortLastGroup?: boolean;
}): string {
  const k = result.offer.extraEntries;
  if (k === 0) return 'Another group needs no extra entry.';
  const next = result.shortLastGroup ? result.groups.length : result.groups.length + 1;
  const who =
    result.offer.candidates.length > 0
      ? `; could be offered one (sign-up order, players with nothing waiting): ${result.offer.candidates.join(', ')}${result.offer.enough === false ? ' — not enough to complete it' : ''}`
      : '; nobody can take one';
  return `${k} extra entr${k === 1 ? 'y completes' : 'ies complete'} group G${next}${who}.${!result.shortLastGroup && (result.waiting?.length ?? 0) >= MIN_SHORT_GROUP ? ` Or run the ${result.waiting?.length} waiting players as a short last group: tick "Short last group" and redraw.` : ''}`;
}

/** The players list as the Players field takes it: one line per player, `name, , entries`. */
export function playersText(reading: ThreadReading): string {
  return reading.signUps.map((s) => (s.entries === 1 ? s.name : `${s.name}, , ${s.entries}`)).join('\n');
}

/** What the sidebar shows of a thread: the proposed list, withdrawals, unreadable posts and every post's decision. */
export function threadSummary(reading: ThreadReading): Summary {
  const quote = (m: string) => (m.length > 80 ? `${m.slice(0, 77)}…` : m).replace(/\s+/g, ' ');
  const entries = reading.signUps.reduce((n, s) => n + s.entries, 0);
  return {
    message:
      reading.posts.length === 0
        ? 'No posts found: paste the thread with each post\'s author ("Posted by NAME …", "NAME wrote:" or "NAME: message" lines).'
        : `${reading.posts.length} posts: ${reading.signUps.length} players, ${entries} entries${reading.unreadable.length > 0 ? `; ${reading.unreadable.length} post${reading.unreadable.length === 1 ? '' : 's'} to read yourself` : ''}. Correct the list below, then use it.`,
    sheets: [],
    details: [
      {
        title: 'Proposed sign-ups (sign-up order)',
        lines: reading.signUps.map(
          (s, i) =>
            `${i + 1}. ${s.name}: ${s.entries} entr${s.entries === 1 ? 'y' : 'ies'} (post ${s.post}${s.firstPost !== s.post ? `; place from post ${s.firstPost}` : ''})`,
        ),
      },
      ...(reading.withdrawn.length > 0 ? [{ title: 'Withdrawn', lines: reading.withdrawn.map((w) => `${w.name} (post ${w.post})`) }] : []),
      ...(reading.unreadable.length > 0
        ? [
            {
              title: 'Unreadable posts: decide these yourself',
              lines: reading.unreadable.map((p) => `Post ${p.number} (line ${p.line}), ${p.author}: ${decisionText(p.decision)}: "${quote(p.message)}"`),
            },
          ]
        : []),
      { title: 'Every post', lines: reading.posts.map((p) => `Post ${p.number}, ${p.author}: ${decisionText(p.decision)}: "${quote(p.message)}"`) },
    ],
  };
}

let lastReading: ThreadReading | null = null;

async function readSignUpThread(values: FormValues): Promise<Summary> {
  lastReading = readThread(str(values.thread));
  return threadSummary(lastReading);
}

/**
 * After the thread's summary: the proposed list, editable, and a button that puts it into the Players field of
 * TTT round robin (that form opens with it).
 */
function threadPanel(root: HTMLElement): void {
  const reading = lastReading;
  if (!reading) return;
  const area = el('textarea', { id: 'f-thread-players', rows: Math.min(20, Math.max(4, reading.signUps.length + 1)) });
  area.value = playersText(reading);
  const use = el('button', { className: 'action', type: 'button', 'data-action': 'use-thread-list' }, 'Use this list for Create TTT set');
  const note = el('div', { className: 'notice', role: 'status', hidden: true });
  use.addEventListener('click', () => {
    PLAYERS_FIELD.default = area.value;
    note.hidden = false;
    note.textContent = 'The Players field of TTT round robin now holds this list: press Done, then TTT round robin.';
  });
  root.append(el('div', { className: 'field' }, el('label', { for: area.id }, 'Players (name, rating, entries): correct as needed'), area), use, note);
}

const PLAYERS_FIELD: Field = {
  id: 'players',
  label: 'Players',
  kind: 'textarea',
  help: 'One per line: name, rating (optional), entries 1–3 (optional). From the forum thread: "Sign-ups from the thread".',
  placeholder: 'Ann, 1850, 2\nBob, 1720',
  fromSelection: true,
};

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
    shortLastGroup: values.shortLastGroup === true,
  });
  return setSummary(result, 'Created');
}

/** The summary of a created or redrawn set: groups (average ratings), the waiting list, the offer. */
function setSummary(result: CreateRoundRobinResult, verb: string): Summary {
  const offer = offerLine(result);
  const waiting = result.waitingEntries ?? [];
  return {
    message: `${verb} ${result.groups.length} group${result.groups.length === 1 ? '' : 's'}${waiting.length > 0 ? `; ${waiting.length} entr${waiting.length === 1 ? 'y' : 'ies'} waiting` : ''}.`,
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

async function redrawTheSet(values: FormValues): Promise<Summary> {
  if (values.confirm !== true) throw new Error('Tick "Rebuild every sheet of the set" to confirm the redraw. Nothing was changed.');
  const seed = str(values.seed).trim();
  const result = await call('redrawSet', {
    players: parsePlayers(str(values.players)),
    shortLastGroup: values.shortLastGroup === true,
    confirm: true,
    ...(seed === '' ? {} : { seed }),
  });
  const summary = setSummary(result, `Redrew "${result.title}" in place:`);
  if (result.removed.length > 0) summary.details?.push({ title: 'Sheets removed (groups no longer there)', lines: result.removed });
  return summary;
}

let lastInvitations = '';

async function invitations(values: FormValues): Promise<Summary> {
  const format = str(values.format);
  const r = await call('publishInvitations', {
    player: str(values.player).trim(),
    format: format === 'markdown' || format === 'text' || format === 'html' ? format : 'bbcode',
    start: str(values.start).trim(),
  });
  lastInvitations = r.text;
  const who = str(values.player).trim();
  return {
    message:
      who === ''
        ? `The invitation pages of "${r.title}": ${r.players.length} players. Copy the text below.`
        : `The invitation page of ${who}. Copy the text below.`,
    sheets: [],
    details: [],
  };
}

/** The published invitations, ready to copy. */
function invitationsPanel(root: HTMLElement): void {
  const area = el('textarea', { id: 'f-invitations-text', rows: 16, readonly: true });
  area.value = lastInvitations;
  root.append(el('div', { className: 'field' }, el('label', { for: area.id }, 'Invitations'), area));
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
      PLAYERS_FIELD,
      { id: 'groupSize', label: 'Group size', kind: 'number', default: DEFAULT_GROUP_SIZE, min: MIN_GROUP_SIZE, max: MAX_GROUP_SIZE },
      {
        id: 'shortLastGroup',
        label: 'Short last group',
        kind: 'checkbox',
        default: false,
        help: 'Entries that cannot fill a group play as one last, smaller group (at least 8) instead of waiting.',
      },
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
    id: 'tttThread',
    title: 'Sign-ups from the thread',
    description:
      "Paste the forum sign-up thread: each post's decision (in, x2, x3, out) is shown with the post it came from, unreadable posts are listed; correct the list and use it for Create TTT set.",
    action: 'Read the thread',
    fields: [
      {
        id: 'thread',
        label: 'Paste the sign-up thread',
        kind: 'textarea',
        required: true,
        help: 'The posts with their authors: "Posted by NAME on …" lines, "NAME wrote:" paragraphs, or "NAME: message" lines. Quotes are not the quoter\'s.',
        placeholder: 'Posted by Ann on 2 May\nIn please\n\nPosted by Bob on 2 May\ndouble dose please',
      },
    ],
    submit: readSignUpThread,
    panel: threadPanel,
  },
  {
    id: 'tttRedraw',
    title: 'Redraw this set',
    description:
      'With a sheet of the set open and no result typed yet: paste the changed sign-up list (extra entries, late sign-ups, withdrawals) and rebuild the set in place, under the same sheet names.',
    action: 'Redraw this set',
    fields: [
      { ...PLAYERS_FIELD, help: 'The whole changed list, one per line: name, rating (optional), entries 1–3 (optional).' },
      {
        id: 'shortLastGroup',
        label: 'Short last group',
        kind: 'checkbox',
        default: false,
        help: 'Entries that cannot fill a group play as one last, smaller group (at least 8) instead of waiting.',
      },
      { id: 'seed', label: 'Seed', kind: 'text', help: "Blank: the set's own seed (the same list gives the same draw)." },
      { id: 'confirm', label: 'Rebuild every sheet of the set', kind: 'checkbox', default: false, help: 'Refused once any result is typed on a Games sheet.' },
    ],
    submit: redrawTheSet,
  },
  {
    id: 'tttInvitations',
    title: 'Invitation pages',
    description:
      "With a sheet of the set open: each player's page of whom they invite (the first-named player of each game), with the phase and the date it opens, for one player or all, ready to post.",
    action: 'Make the pages',
    fields: [
      { id: 'player', label: 'Player', kind: 'text', help: 'Blank: every player, one section each.' },
      {
        id: 'format',
        label: 'Format',
        kind: 'select',
        default: 'bbcode',
        options: [
          { value: 'bbcode', label: 'BBCode (forum)' },
          { value: 'markdown', label: 'Markdown' },
          { value: 'text', label: 'Plain text' },
          { value: 'html', label: 'HTML' },
        ],
      },
      {
        id: 'start',
        label: 'Start date',
        kind: 'text',
        placeholder: 'yyyy-mm-dd',
        help: "Blank: the set's date (Stats sheet). Mega TTT phases open then, +2 and +4 weeks.",
      },
    ],
    submit: invitations,
    panel: invitationsPanel,
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
