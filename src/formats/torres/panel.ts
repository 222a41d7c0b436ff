/**
 * The TORRES sidebar's paste parsing (every bad line reported at once, naming the line) and the roll-over panel:
 * read the league overview (final orders with season results, the carried Elo list, the withdrawals) or paste the
 * previous groups, preview the new groups (ties at a promotion or relegation line shown for the TD to decide),
 * then create the sheets with exactly the previewed groups. And the withdraw panel, filled in from the active group
 * sheet (readTorresOverview with activeGroupOnly).
 */
import { tieLineWords } from './rules/types';
import { DEFAULT_VP_BY_PLACE } from './rules/vp';
import type {
  TorresActiveGroup,
  WithdrawTorresPlayerInput,
  RollOverTorresInput,
  RollOverTorresResult,
  TorresLeagueGroup,
  TorresPreviousGroup,
  TorresSeasonResult,
} from './api';
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

/**
 * "name, elo" per line; every bad line is reported at once. `required`: a blank Elo is a problem (its message),
 * else the line is kept without an Elo (left out).
 */
function parseNameElo(text: string, required?: (name: string, line: number) => string): { name: string; elo: number }[] {
  const problems = new Problems();
  const out: { name: string; elo: number }[] = [];
  lines(text).forEach((line, i) => {
    const [name, elo] = fields(line);
    const value = problems.collect(() => optionalNumber(elo, `the Elo of '${name}'`, i + 1));
    if (value !== undefined) out.push({ name, elo: value });
    else if (required && (elo === undefined || elo.trim() === '')) problems.add(required(name, i + 1));
  });
  problems.throwIfAny();
  return out;
}

/** "name, elo" per line; a blank Elo is left out (no Elo). */
export function parseEloList(text: string): { name: string; elo: number }[] {
  return parseNameElo(text);
}

/** New players: "name, elo" per line, the Elo required. */
export function parseNewPlayers(text: string): { name: string; elo: number }[] {
  return parseNameElo(
    text,
    (name, line) => `New players, line ${line}: give '${name}' an Elo ("name, Elo"); new players are dealt into the lowest league by Elo.`,
  );
}

/** Returning players: "name, Elo, league last played in" per line. Every bad line is reported at once. */
export function parseReturning(text: string): { name: string; elo: number; league: number }[] {
  const problems = new Problems();
  const out: { name: string; elo: number; league: number }[] = [];
  lines(text).forEach((line, i) => {
    const [name, elo, league] = fields(line);
    const value = problems.collect(() => optionalNumber(elo, `the Elo of '${name}'`, i + 1));
    const k = Number((league ?? '').replace(/^l(eague)?\s*/i, ''));
    if (value === undefined) problems.add(`Returning players, line ${i + 1}: give '${name}' an Elo ("name, Elo, league").`);
    else if (!Number.isInteger(k) || k < 1)
      problems.add(`Returning players, line ${i + 1}: give the league '${name}' last played in as a number ("name, Elo, league").`);
    else out.push({ name, elo: value, league: k });
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
    if (!Number.isFinite(n)) problems.add(`VP by place: place ${i + 1} "${p}" is not a number; use e.g. ${DEFAULT_VP_BY_PLACE.join(', ')}.`);
    return n;
  });
  problems.throwIfAny();
  return out;
}

export const groupLines = (leagues: readonly TorresLeagueGroup[]): string[] =>
  leagues.map((g) => `League ${g.league} group ${g.group}: ${g.players.join(', ')}`);

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
  {
    id: 'previous',
    label: 'Previous groups (final order)',
    help: 'One group per line: "L2 G1: Ann, Bob, …", 1st first. Or read them from the league overview.',
    area: true,
    placeholder: 'L1 G1: Ann, Bob, …\nL2 G1: …',
  },
  {
    id: 'elo',
    label: "Elo of last season's players",
    help: 'One "name, Elo" per line, read with the overview: carried into the new season; update any Elo here. It ranks re-registering withdrawn players and breaks full ties.',
    area: true,
    placeholder: 'Ann, 1620',
  },
  {
    id: 'newPlayers',
    label: 'New players',
    help: 'One "name, Elo" per line; they enter the lowest league, dealt by Elo. 10 or more beyond a full lowest league open a new league.',
    area: true,
    placeholder: 'Gus, 1480',
  },
  {
    id: 'returning',
    label: 'Returning players',
    help: 'Back after a season away: "name, Elo, league last played in" per line. They take a vacancy of that league if there is one, else enter the lowest league by Elo.',
    area: true,
    placeholder: 'Kim, 1710, 2',
  },
  { id: 'unregistered', label: 'Unregistered', help: 'Players who leave (names separated by commas or lines).', area: true },
  {
    id: 'withdrawn',
    label: 'Withdrawn',
    help: 'Players withdrawn during last season (read from the group sheets): they re-register only in the lowest league, ranked with the new players by Elo. Also list them as unregistered if they do not come back.',
    area: true,
  },
  { id: 'vpByPlace', label: 'VP by place', help: 'For the new group sheets.', value: DEFAULT_VP_BY_PLACE.join(', ') },
  { id: 'seed', label: 'Seed (optional)', help: 'Blank: drawn by the add-on at the preview, then kept for "Create sheets".' },
];

/**
 * The season results read with the overview, attached to the pasted groups by name: a group gets its results when
 * every one of its players has one (so reordering tied players keeps them; a group typed by hand has none).
 */
export function withResults(groups: TorresLeagueGroup[], read: readonly TorresPreviousGroup[]): TorresPreviousGroup[] {
  const byName = new Map<string, TorresSeasonResult>();
  for (const g of read) g.players.forEach((p, i) => g.results?.[i] && byName.set(`${g.league}/${g.group}/${p.toLowerCase()}`, g.results[i]));
  return groups.map((g) => {
    const results = g.players.map((p) => byName.get(`${g.league}/${g.group}/${p.toLowerCase()}`));
    return results.every((r) => r !== undefined) ? { ...g, results: results as TorresSeasonResult[] } : g;
  });
}

export function rollOverInput(
  v: Record<string, string>,
  previewOnly: boolean,
  read: readonly TorresPreviousGroup[] = [],
  tiesDecided = false,
): RollOverTorresInput {
  const input: RollOverTorresInput = {
    title: v.title.trim(),
    previous: withResults(parsePrevious(v.previous), read),
    newPlayers: parseNewPlayers(v.newPlayers),
    returning: parseReturning(v.returning ?? ''),
    unregistered: parseNames(v.unregistered),
    withdrawn: parseNames(v.withdrawn),
    previewOnly,
  };
  const elo = parseEloList(v.elo ?? '');
  if (elo.length > 0) input.elo = elo;
  if (tiesDecided) input.tiesDecided = true;
  const vp = parseVp(v.vpByPlace);
  if (vp) input.vpByPlace = vp;
  if (v.seed.trim() !== '') input.seed = v.seed.trim();
  return input;
}

function rollOverPanel(root: HTMLElement, done: (summary: Summary) => void): void {
  const inputs = new Map<string, HTMLInputElement | HTMLTextAreaElement>();
  let lastRead: TorresPreviousGroup[] = [];
  const form = el('form', { novalidate: true, 'data-form': 'torres-rollover' });
  for (const f of ROLLOVER_FIELDS) {
    const input = f.area
      ? el('textarea', { id: `f-${f.id}`, name: f.id, placeholder: f.placeholder })
      : el('input', { id: `f-${f.id}`, name: f.id, type: 'text' });
    input.value = f.value ?? '';
    inputs.set(f.id, input);
    const row = el('div', { className: 'field' }, el('label', { for: `f-${f.id}` }, f.label), input, el('div', { className: 'help' }, f.help));
    if (f.id === 'previous') {
      const read = el('button', { className: 'link', type: 'button', 'data-act': 'read' }, 'Read league overview');
      read.addEventListener('click', () =>
        run(
          () => call('readTorresOverview', {}),
          (r) => {
            input.value = formatPrevious(r.previous);
            lastRead = r.previous;
            inputs.get('elo')!.value = r.elo.map((e) => `${e.name}, ${e.elo}`).join('\n');
            inputs.get('withdrawn')!.value = r.withdrawn.join(', ');
            setNotice(
              `Read ${r.previous.length} group(s) from "${r.sheet}" with their season results, ${r.elo.length} Elo rating(s) and ${r.withdrawn.length} withdrawal(s).`,
            );
            previewed(false);
          },
        ),
      );
      row.append(read);
    }
    form.append(row);
  }
  const error = el('div', { className: 'error', role: 'alert', hidden: true });
  const notice = el('div', { className: 'help', 'data-role': 'notice', hidden: true });
  const previewBox = el('div', { className: 'torres-preview', hidden: true });
  const busy = el('span', { className: 'busy', hidden: true }, 'Working…');
  const tiesBox = el('input', { type: 'checkbox', id: 'f-tiesDecided', name: 'tiesDecided' });
  const tiesRow = el(
    'div',
    { className: 'field', 'data-role': 'ties', hidden: true },
    el('div', { className: 'error', 'data-role': 'ties-list' }),
    el('label', { for: 'f-tiesDecided' }, tiesBox, " The ties are decided: the order above is the organiser's"),
  );
  const previewButton = el('button', { className: 'action', type: 'submit', 'data-act': 'preview' }, 'Preview');
  const createButton = el('button', { className: 'action', type: 'button', 'data-act': 'create', hidden: true }, 'Create sheets');
  form.append(error, notice, previewBox, tiesRow, el('div', { className: 'actions' }, previewButton, createButton, busy));
  root.append(
    el('h1', {}, 'TORRES roll-over'),
    el('p', { className: 'muted' }, "Next season's leagues from the previous final orders: top 2 up, bottom 4 down, new players in the lowest league."),
    form,
  );

  const values = (): Record<string, string> => Object.fromEntries([...inputs].map(([k, i]) => [k, i.value]));
  // A field typed by hand after a read keeps the read results only for groups whose players all match.
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
  const run = <T>(work: () => Promise<T>, then: (v: T) => void): void => runBusy({ error, busy, controls: () => form.querySelectorAll('button') }, work, then);
  const showPreview = (r: RollOverTorresResult): void => {
    clear(previewBox);
    previewBox.append(el('h2', {}, `New groups (seed ${r.seed})`), el('ul', { className: 'sheets' }, ...groupLines(r.leagues).map((l) => el('li', {}, l))));
    inputs.get('seed')!.value = r.seed;
    const list = tiesRow.querySelector('[data-role="ties-list"]') as HTMLElement;
    clear(list);
    list.append(
      'Shared ranks at a line — the organiser decides; reorder them in the previous groups if needed, then tick the box:',
      el(
        'ul',
        {},
        ...r.ties.map((t) => el('li', {}, `League ${t.league} group ${t.group}, ${tieLineWords(t.line)}: ${t.players.join(' = ')} (rank ${t.rank})`)),
      ),
    );
    tiesBox.checked = false;
    tiesRow.hidden = r.ties.length === 0;
    previewed(true);
  };
  form.addEventListener('input', (ev) => {
    if (ev.target !== tiesBox) {
      previewed(false);
      tiesRow.hidden = true;
    }
  });
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    run(() => Promise.resolve().then(() => call('rollOverTorres', rollOverInput(values(), true, lastRead))), showPreview);
  });
  createButton.addEventListener('click', () => {
    run(
      () => Promise.resolve().then(() => call('rollOverTorres', rollOverInput(values(), false, lastRead, tiesBox.checked))),
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

export { rollOverFormat };

// ---- the withdrawal (a panel: filled in from the active group sheet) -----------------------------------

export function withdrawSummary(input: WithdrawTorresPlayerInput, r: { replacedBy: string; games: number; played: number }): Summary {
  return {
    message:
      r.games > 0
        ? `${input.player} withdrawn: ${r.games} unplayed game(s) now played by ${r.replacedBy}; ${r.played} played game(s) keep their results. The overview lists ${r.replacedBy}.`
        : `${input.player} withdrawn: every game was already played (${r.played}); no fictitious player was needed.`,
    sheets: [input.sheet],
  };
}

function withdrawPanel(root: HTMLElement, done: (summary: Summary) => void): void {
  const sheet = el('input', { id: 'f-sheet', name: 'sheet', type: 'text', required: true });
  const player = el('input', { id: 'f-player', name: 'player', type: 'text', required: true, list: 'torres-withdraw-players', autocomplete: 'off' });
  const players = el('datalist', { id: 'torres-withdraw-players' });
  const notice = el('div', { className: 'help', 'data-role': 'active-group', hidden: true });
  const error = el('div', { className: 'error', role: 'alert', hidden: true });
  const busy = el('span', { className: 'busy', hidden: true }, 'Working…');
  const useActive = el('button', { className: 'link', type: 'button', 'data-act': 'active' }, 'Use the active sheet');
  const form = el(
    'form',
    { novalidate: true, 'data-form': 'torres-withdraw' },
    el(
      'div',
      { className: 'field' },
      el('label', { for: 'f-sheet' }, 'Group sheet'),
      sheet,
      el('div', { className: 'help' }, 'The player\'s group sheet, e.g. "Season 1 L2 G1": filled in when the sidebar is opened on it.'),
      useActive,
    ),
    el(
      'div',
      { className: 'field' },
      el('label', { for: 'f-player' }, 'Player'),
      player,
      players,
      el('div', { className: 'help' }, 'As listed on the group sheet (case and extra spaces do not matter).'),
    ),
    notice,
    error,
    el('div', { className: 'actions' }, el('button', { className: 'action', type: 'submit' }, 'Withdraw player'), busy),
  );
  root.append(
    el('h1', {}, 'TORRES withdraw player'),
    el(
      'p',
      { className: 'muted' },
      "Withdraw a player during the season: the unplayed games go to the group's next fictitious player (forfait, Forfait bis, …); played games keep their results.",
    ),
    form,
  );
  const run = <T>(work: () => Promise<T>, then: (v: T) => void): void => runBusy({ error, busy, controls: () => form.querySelectorAll('button') }, work, then);
  const fill = (group: TorresActiveGroup | null, asked: boolean): void => {
    clear(players);
    if (!group) {
      notice.textContent = asked ? "The active sheet is not a TORRES group sheet: open the player's group sheet, or type its name." : '';
      notice.hidden = !asked;
      return;
    }
    sheet.value = group.sheet;
    const left = group.players.filter((p) => !group.withdrawn.includes(p));
    players.append(...left.map((p) => el('option', { value: p })));
    notice.textContent = `From the active sheet "${group.sheet}": ${left.length} player(s)${group.withdrawn.length > 0 ? `; already withdrawn: ${group.withdrawn.join(', ')}` : ''}.`;
    notice.hidden = false;
  };
  const readActive = (asked: boolean): void =>
    run(
      () => call('readTorresOverview', { activeGroupOnly: true }),
      (r) => fill(r.activeGroup, asked),
    );
  useActive.addEventListener('click', () => readActive(true));
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const input: WithdrawTorresPlayerInput = { sheet: sheet.value.trim(), player: player.value.trim() };
    run(
      () => Promise.resolve().then(() => call('withdrawTorresPlayer', input)),
      (r) => done(withdrawSummary(input, r)),
    );
  });
  readActive(false);
}

export const withdrawFormat: FormatDef = {
  id: 'torres-withdraw',
  title: 'TORRES withdraw player',
  description:
    "Withdraw a player during the season: the unplayed games go to the group's next fictitious player (forfait, Forfait bis, …); played games keep their results.",
  action: 'Withdraw player',
  fields: [],
  submit: () => Promise.reject(new Error('Use the withdraw panel.')),
  panel: withdrawPanel,
};
