/**
 * The live swing panel: pick the swing sheet, see the current matches by letter, post results (only the assigned
 * pairs are offered), the chip table, the ante and the next timed ante-up, leaving/back toggles, undo with a
 * confirm step, and the final ranking. Every server call shows a busy state; errors are shown in place.
 */
import type { SwingLiveStatus } from './api';
import { runBusy } from '../../../sidebar/busy';
import { call } from '../../../sidebar/client';
import { clear, el } from '../../../sidebar/dom';

const CUBES = [1, 2, 4, 8, 16, 32, 64];
const KINDS = ['single', 'gammon', 'backgammon'];

const localTime = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
};

function select(id: string, options: { value: string; label: string }[]): HTMLSelectElement {
  return el('select', { id }, ...options.map((o) => el('option', { value: o.value }, o.label)));
}

export function swingPanel(root: HTMLElement, preselect?: string): void {
  const error = el('div', { className: 'error', role: 'alert', hidden: true });
  const busy = el('span', { className: 'busy', hidden: true }, 'Working…');
  const picker = select('swing-sheet', []);
  const body = el('div', { className: 'swing-live' });
  let current: SwingLiveStatus | null = null;
  let confirming = false;

  const run = <T>(work: () => Promise<T>, then: (v: T) => void): void =>
    runBusy({ error, busy, controls: () => root.querySelectorAll('button, select') }, work, then);

  const show = (s: SwingLiveStatus, notice?: string): void => {
    current = s;
    confirming = false;
    render(notice);
  };

  const load = (): void => {
    if (picker.value === '') return;
    run(() => call('getSwingStatus', { sheet: picker.value }), (s) => show(s));
  };

  function resultForm(s: SwingLiveStatus): HTMLElement {
    const match = select('swing-match', s.matches.map((m) => ({ value: m.letter, label: `${m.letter}: ${m.players[0]} – ${m.players[1]}` })));
    const winner = select('swing-winner', []);
    const fillWinner = (): void => {
      const m = s.matches.find((x) => x.letter === match.value);
      clear(winner);
      for (const p of m?.players ?? []) winner.append(el('option', { value: p }, p));
    };
    match.addEventListener('change', fillWinner);
    fillWinner();
    const cube = select('swing-cube', CUBES.map((c) => ({ value: String(c), label: String(c) })));
    const kind = select('swing-kind', KINDS.map((k) => ({ value: k, label: k })));
    const record = el('button', { className: 'action', type: 'submit' }, 'Record result');
    const form = el(
      'form',
      { 'data-form': 'swing-result', novalidate: true },
      el('div', { className: 'field' }, el('label', { for: 'swing-match' }, 'Match'), match),
      el('div', { className: 'field' }, el('label', { for: 'swing-winner' }, 'Winner'), winner),
      el('div', { className: 'field' }, el('label', { for: 'swing-cube' }, 'Final cube'), cube),
      el('div', { className: 'field' }, el('label', { for: 'swing-kind' }, 'Result'), kind),
      el('div', { className: 'actions' }, record),
    );
    form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      const m = s.matches.find((x) => x.letter === match.value);
      if (!m) return;
      const w = winner.value;
      const l = m.players[0] === w ? m.players[1] : m.players[0];
      run(
        () => call('recordSwingResult', { sheet: s.sheet, winner: w, loser: l, cube: Number(cube.value), kind: kind.value as 'single' }),
        (next) => show(next, `Recorded: ${w} beat ${l} (match ${m.letter}).`),
      );
    });
    return form;
  }

  function chipTable(s: SwingLiveStatus): HTMLElement {
    const place = new Map((s.ranking ?? []).map((p, i) => [p, i + 1]));
    const letter = new Map(s.matches.flatMap((m) => m.players.map((p) => [p, m.letter] as const)));
    const rows = s.players.map((p) => {
      const out = s.eliminated.includes(p) && !place.has(p);
      const leaving = s.leaving.includes(p);
      const state = place.has(p) ? `#${place.get(p)}` : out ? 'out' : letter.has(p) ? `match ${letter.get(p)}` : 'waiting';
      const toggle = el('button', { className: 'link', type: 'button', 'data-leaving': p }, leaving ? 'Back' : 'Leaving');
      toggle.addEventListener('click', () =>
        run(() => call('setSwingPlayerStatus', { sheet: s.sheet, player: p, leaving: !leaving }), (next) => show(next, `${p} marked as ${leaving ? 'back' : 'leaving'}.`)),
      );
      return el(
        'tr',
        { 'data-player': p, className: out ? 'muted' : undefined },
        el('td', {}, p + (leaving ? ' (leaving)' : '')),
        el('td', { className: 'num' }, String(s.chips[p])),
        el('td', {}, state),
        el('td', {}, s.finished || out ? '' : toggle),
      );
    });
    return el('table', { className: 'data', 'data-table': 'chips' }, el('tr', {}, el('th', {}, 'Player'), el('th', {}, 'Chips'), el('th', {}, 'Now'), el('th', {}, '')), ...rows);
  }

  function undoBlock(s: SwingLiveStatus): HTMLElement {
    const box = el('div', { className: 'actions', 'data-undo': '' });
    if (s.posted === 0) return box;
    if (!confirming) {
      const undo = el('button', { className: 'secondary', type: 'button', 'data-action': 'undo' }, 'Undo last posting');
      undo.addEventListener('click', () => {
        confirming = true;
        render();
      });
      box.append(undo);
      return box;
    }
    const yes = el('button', { className: 'secondary', type: 'button', 'data-action': 'confirm-undo' }, 'Yes, remove it');
    const no = el('button', { className: 'link', type: 'button', 'data-action': 'cancel-undo' }, 'Cancel');
    yes.addEventListener('click', () => run(() => call('undoSwingResult', { sheet: s.sheet, confirmed: true }), (next) => show(next, `Undone: ${next.undone}.`)));
    no.addEventListener('click', () => {
      confirming = false;
      render();
    });
    box.append(el('span', {}, 'Remove the last posting from the log?'), yes, no);
    return box;
  }

  function render(notice?: string): void {
    clear(body);
    const s = current;
    if (!s) return;
    if (notice) body.append(el('div', { className: 'notice', role: 'status' }, notice));
    const due = s.nextAnteDue ? localTime(s.nextAnteDue) : s.anteMinutes === 0 ? 'off' : '—';
    body.append(
      el('p', { 'data-swing': 'summary' }, s.summary),
      el('p', { 'data-swing': 'ante' }, `Ante now: ${s.ante} · next timed ante-up: ${due}`),
    );
    if (s.finished && s.ranking) {
      body.append(el('h2', {}, 'Final ranking'), el('ol', { 'data-swing': 'ranking' }, ...s.ranking.map((p) => el('li', {}, `${p} (${s.chips[p]})`))));
    } else {
      body.append(
        el('h2', {}, 'Current matches'),
        el('ul', { className: 'sheets', 'data-swing': 'matches' }, ...s.matches.map((m) => el('li', { 'data-letter': m.letter }, `${m.letter}: ${m.players[0]} – ${m.players[1]} (ante ${m.ante})`))),
      );
      if (s.waiting.length) body.append(el('p', { className: 'muted' }, `Waiting: ${s.waiting.join(', ')}`));
      if (s.matches.length) body.append(el('h2', {}, 'Record a result'), resultForm(s));
    }
    body.append(el('h2', {}, 'Chips'), chipTable(s), undoBlock(s));
    const resync = el('button', { className: 'link', type: 'button', 'data-action': 'resync' }, 'Re-sync the grid from the log');
    resync.addEventListener('click', () => run(() => call('resyncSwing', { sheet: s.sheet }), (next) => show(next, 'The grid was rewritten from the log.')));
    body.append(el('div', { className: 'actions' }, resync));
  }

  picker.addEventListener('change', load);
  const refresh = el('button', { className: 'link', type: 'button' }, 'Refresh');
  refresh.addEventListener('click', load);
  clear(root);
  root.append(
    el('h1', {}, 'Run a swing event'),
    el('div', { className: 'field' }, el('label', { for: 'swing-sheet' }, 'Swing sheet'), picker),
    el('div', { className: 'actions' }, refresh, busy),
    error,
    body,
  );
  run(
    () => call('listSwingSheets'),
    (list) => {
      clear(picker);
      for (const name of list.sheets) picker.append(el('option', { value: name }, name));
      if (list.sheets.length === 0) {
        error.textContent = 'There is no swing sheet in this spreadsheet yet: create one first.';
        error.hidden = false;
        return;
      }
      picker.value = preselect && list.sheets.includes(preselect) ? preselect : list.sheets[list.sheets.length - 1];
      load();
    },
  );
}
