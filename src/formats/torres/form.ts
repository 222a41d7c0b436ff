/**
 * The TORRES formats of the wizard: create a season's groups from pasted lists, and the season
 * roll-over (read the league overview or paste the previous groups, preview the new groups, then create the
 * sheets). Paste parsing helpers first (errors name the line), then the two formats.
 */
import type { CreateTorresGroupsInput, RollOverTorresInput, RollOverTorresResult, TorresLeagueGroup } from './api';
import { runBusy } from '../../../sidebar/busy';
import { call } from '../../../sidebar/client';
import { clear, el } from '../../../sidebar/dom';
import { fields, lines, optionalNumber } from '../../../sidebar/parse';
import type { FormatDef, Summary } from '../../../sidebar/formTypes';
import { Problems } from '../../shared/rules/input';

const names = (line: string): string[] => fields(line).filter((f) => f !== '');

/**
 * Groups: blocks separated by blank lines are groups (names one per line or comma-separated); without blank
 * lines, each line is a group ("Ann, Bob, …"), except a single column of names, which is one group.
 */
export function parseGroups(text: string): string[][] {
  const blocks = text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((b) => lines(b))
    .filter((b) => b.length > 0);
  if (blocks.length === 1) {
    const only = blocks[0];
    if (only.length > 1 && only.every((l) => names(l).length === 1)) return [only.map((l) => names(l)[0])];
    return only.map(names);
  }
  return blocks.map((b) => b.flatMap(names));
}

/** "name, elo" per line; a blank Elo is left out (no Elo). Every bad line is reported at once. */
export function parseEloList(text: string): { name: string; elo: number }[] {
  const problems = new Problems();
  const out: { name: string; elo: number }[] = [];
  lines(text).forEach((line, i) => {
    const [name, elo] = fields(line);
    const value = problems.collect(() => optionalNumber(elo, `the Elo of '${name}'`, i + 1));
    if (value !== undefined) out.push({ name, elo: value });
  });
  problems.throwIfAny();
  return out;
}

/** New players: "name, elo" per line, the Elo required. Every bad line is reported at once. */
export function parseNewPlayers(text: string): { name: string; elo: number }[] {
  const problems = new Problems();
  const out: { name: string; elo: number }[] = [];
  lines(text).forEach((line, i) => {
    const [name, elo] = fields(line);
    const value = problems.collect(() => optionalNumber(elo, `the Elo of '${name}'`, i + 1));
    if (value !== undefined) out.push({ name, elo: value });
    else if (elo === undefined || elo.trim() === '') problems.add(`New players, line ${i + 1}: give '${name}' an Elo ("name, Elo"); new players are dealt into the lowest league by Elo.`);
  });
  problems.throwIfAny();
  return out;
}

/** Names separated by commas, semicolons, tabs or new lines. */
export function parseNames(text: string): string[] {
  return lines(text).flatMap(names);
}

const PREVIOUS_LINE = /^(?:l(?:eague)?\s*)?(\d+)\s*(?:[./-]\s*|\s+)?(?:g(?:roup)?\s*)?(\d+)\s*:\s*(.*)$/i;

/** Previous groups: "L1 G1: Ann, Bob, …" per line (also "1.1:", "League 2 group 1:"), names in final order. */
export function parsePrevious(text: string): { league: number; group: number; players: string[] }[] {
  const problems = new Problems();
  const out: { league: number; group: number; players: string[] }[] = [];
  lines(text).forEach((line, i) => {
    const m = PREVIOUS_LINE.exec(line);
    if (!m) problems.add(`Previous groups, line ${i + 1}: start with the league and group, e.g. "L2 G1: Ann, Bob, …" (final order, 1st first).`);
    else out.push({ league: Number(m[1]), group: Number(m[2]), players: names(m[3]) });
  });
  problems.throwIfAny();
  return out;
}

export function formatPrevious(groups: readonly { league: number; group: number; players: string[] }[]): string {
  return groups.map((g) => `L${g.league} G${g.group}: ${g.players.join(', ')}`).join('\n');
}

/** VP by place: "8, 4, 2, 1"; blank = the default. Every place that is not a number is reported at once. */
export function parseVp(text: string): number[] | undefined {
  const parts = names(text.replace(/\s+/g, ' ').trim().replace(/ /g, ','));
  if (parts.length === 0) return undefined;
  const problems = new Problems();
  const out = parts.map((p, i) => {
    const n = Number(p);
    if (!Number.isFinite(n)) problems.add(`VP by place: place ${i + 1} "${p}" is not a number; use e.g. 8, 4, 2, 1.`);
    return n;
  });
  problems.throwIfAny();
  return out;
}

// ---- the create-groups format ------------------------------------------------------------------------------

const ELO_ORDER_OPTIONS = [
  { value: 'low', label: 'Lower Elo ranks higher (the rule as written)' },
  { value: 'high', label: 'Higher Elo ranks higher' },
];

export const groupLines = (leagues: readonly TorresLeagueGroup[]): string[] => leagues.map((g) => `League ${g.league} group ${g.group}: ${g.players.join(', ')}`);

/** League k has 2^(k−1) groups (the last league takes the rest), as the server numbers them. */
function numberGroups(groups: string[][]): TorresLeagueGroup[] {
  const out: TorresLeagueGroup[] = [];
  let league = 1;
  let group = 1;
  for (const players of groups) {
    out.push({ league, group, players });
    if (group === 2 ** (league - 1)) {
      league++;
      group = 1;
    } else group++;
  }
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
    { id: 'elo', label: 'Elo list (optional)', kind: 'textarea', placeholder: 'Ann, 1520\nBob, 1490', help: 'One "name, Elo" per line: Elo at the start of the championship, the last tie-break.' },
    { id: 'vpByPlace', label: 'VP by place', kind: 'text', default: '8, 4, 2, 1', help: 'Victory points for places 1, 2, 3, 4 of a game; tied players share the average.' },
    { id: 'eloOrder', label: 'Elo tie-break', kind: 'select', default: 'low', options: ELO_ORDER_OPTIONS },
    { id: 'seed', label: 'Seed (optional)', kind: 'text', help: 'Blank: the add-on draws one and writes it on the sheets. The same seed gives the same schedules.' },
  ],
  async submit(values) {
    const groups = parseGroups(String(values.groups ?? ''));
    const input: CreateTorresGroupsInput = { title: String(values.title ?? '').trim(), groups, eloOrder: values.eloOrder === 'high' ? 'high' : 'low' };
    const vp = parseVp(String(values.vpByPlace ?? ''));
    if (vp) input.vpByPlace = vp;
    const elo = parseEloList(String(values.elo ?? ''));
    if (elo.length > 0) input.elo = elo;
    const seed = String(values.seed ?? '').trim();
    if (seed !== '') input.seed = seed;
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

// ---- the roll-over format (a panel: preview, then create) ----------------------------------------------

interface PanelField {
  id: string;
  label: string;
  help: string;
  area?: boolean;
  placeholder?: string;
  value?: string;
}

const ROLLOVER_FIELDS: PanelField[] = [
  { id: 'title', label: 'New season title', help: 'Names the new sheets.', value: 'Season 2' },
  { id: 'previous', label: 'Previous groups (final order)', help: 'One group per line: "L2 G1: Ann, Bob, …", 1st first. Or read them from the league overview.', area: true, placeholder: 'L1 G1: Ann, Bob, …\nL2 G1: …' },
  { id: 'newPlayers', label: 'New players', help: 'One "name, Elo" per line; they enter the lowest league, dealt by Elo.', area: true, placeholder: 'Gus, 1480' },
  { id: 'unregistered', label: 'Unregistered', help: 'Players who leave (names separated by commas or lines).', area: true },
  { id: 'withdrawn', label: 'Withdrawn', help: 'Players withdrawn last season: they may only re-enter in the lowest league.', area: true },
  { id: 'vpByPlace', label: 'VP by place', help: 'For the new group sheets.', value: '8, 4, 2, 1' },
  { id: 'seed', label: 'Seed (optional)', help: 'Blank: drawn by the add-on at the preview, then kept for "Create sheets".' },
];

export function rollOverInput(v: Record<string, string>, previewOnly: boolean): RollOverTorresInput {
  const input: RollOverTorresInput = {
    title: v.title.trim(),
    previous: parsePrevious(v.previous),
    newPlayers: parseNewPlayers(v.newPlayers),
    unregistered: parseNames(v.unregistered),
    withdrawn: parseNames(v.withdrawn),
    previewOnly,
  };
  const vp = parseVp(v.vpByPlace);
  if (vp) input.vpByPlace = vp;
  if (v.seed.trim() !== '') input.seed = v.seed.trim();
  return input;
}

function rollOverPanel(root: HTMLElement, done: (summary: Summary) => void): void {
  const inputs = new Map<string, HTMLInputElement | HTMLTextAreaElement>();
  const form = el('form', { novalidate: true, 'data-form': 'torres-rollover' });
  for (const f of ROLLOVER_FIELDS) {
    const input = f.area ? el('textarea', { id: `f-${f.id}`, name: f.id, placeholder: f.placeholder }) : el('input', { id: `f-${f.id}`, name: f.id, type: 'text' });
    input.value = f.value ?? '';
    inputs.set(f.id, input);
    const row = el('div', { className: 'field' }, el('label', { for: `f-${f.id}` }, f.label), input, el('div', { className: 'help' }, f.help));
    if (f.id === 'previous') {
      const read = el('button', { className: 'link', type: 'button', 'data-act': 'read' }, 'Read league overview');
      read.addEventListener('click', () => run(() => call('readTorresOverview', {}), (r) => {
        input.value = formatPrevious(r.previous);
        setNotice(`Read ${r.previous.length} group(s) from "${r.sheet}".`);
      }));
      row.append(read);
    }
    form.append(row);
  }
  const error = el('div', { className: 'error', role: 'alert', hidden: true });
  const notice = el('div', { className: 'help', 'data-role': 'notice', hidden: true });
  const previewBox = el('div', { className: 'torres-preview', hidden: true });
  const busy = el('span', { className: 'busy', hidden: true }, 'Working…');
  const previewButton = el('button', { className: 'action', type: 'submit', 'data-act': 'preview' }, 'Preview');
  const createButton = el('button', { className: 'action', type: 'button', 'data-act': 'create', hidden: true }, 'Create sheets');
  form.append(error, notice, previewBox, el('div', { className: 'actions' }, previewButton, createButton, busy));
  root.append(el('h1', {}, 'TORRES roll-over'), el('p', { className: 'muted' }, 'Next season\'s leagues from the previous final orders: top 2 up, bottom 4 down, new players in the lowest league.'), form);

  const values = (): Record<string, string> => Object.fromEntries([...inputs].map(([k, i]) => [k, i.value]));
  const setNotice = (text: string): void => {
    notice.textContent = text;
    notice.hidden = false;
  };
  const previewed = (on: boolean): void => {
    // One primary action per view: Preview until the groups are shown, then Create sheets.
    createButton.hidden = !on;
    previewButton.className = on ? 'secondary' : 'action';
    previewBox.hidden = !on;
  };
  const run = <T>(work: () => Promise<T>, then: (v: T) => void): void =>
    runBusy({ error, busy, controls: () => form.querySelectorAll('button') }, work, then);
  const showPreview = (r: RollOverTorresResult): void => {
    clear(previewBox);
    previewBox.append(el('h2', {}, `New groups (seed ${r.seed})`), el('ul', { className: 'sheets' }, ...groupLines(r.leagues).map((l) => el('li', {}, l))));
    inputs.get('seed')!.value = r.seed;
    previewed(true);
  };
  form.addEventListener('input', () => previewed(false));
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    run(() => Promise.resolve().then(() => call('rollOverTorres', rollOverInput(values(), true))), showPreview);
  });
  createButton.addEventListener('click', () => {
    run(
      () => Promise.resolve().then(() => call('rollOverTorres', rollOverInput(values(), false))),
      (r) =>
        done({
          message: `New season created: ${r.leagues.length} group(s), ${r.leagues.reduce((n, g) => n + g.players.length, 0)} players, seed ${r.seed}. The roll-over sheet lists every move with its reason.`,
          sheets: r.sheets,
          details: [{ title: 'New groups', lines: groupLines(r.leagues) }],
        }),
    );
  });
}

const rollOverFormat: FormatDef = {
  id: 'torres-rollover',
  title: 'TORRES roll-over',
  description: 'Next TORRES season from the final standings: moves up and down, vacancies, new players; preview, then create the sheets.',
  action: 'Create sheets',
  fields: [],
  submit: () => Promise.reject(new Error('Use the roll-over panel.')),
  panel: rollOverPanel,
};

export const formats: FormatDef[] = [createFormat, rollOverFormat];
