/**
 * The live swing panel: pick the swing sheet; the clock (start, pause, resume); the current matches by letter;
 * post a result (the match's letter is sent, the winner must be chosen); the chip table with Leaving/Back (asked
 * first); undo (asked first, in place); the log's damaged rows with what to fix; the final ranking. Times are
 * HH:MM in the spreadsheet's time zone. A notice or an error is scrolled into view; confirmations replace their
 * button in place, so the panel never jumps. "Past times" enters a paper tournament afterwards with real times.
 */
import type { SwingLiveStatus } from './api';
import { anteLine, clockLine, finaleLine, timeIn } from './rules/liveText';
import { call, messageOf } from '../../../sidebar/client';
import { clear, el } from '../../../sidebar/dom';

const CUBES = [1, 2, 4, 8, 16, 32, 64];
const KINDS = ['single', 'gammon', 'backgammon'];

function select(id: string, options: { value: string; label: string }[]): HTMLSelectElement {
  return el('select', { id }, ...options.map((o) => el('option', { value: o.value }, o.label)));
}

/** Scrolls a node into view if it is not (the sidebar is a long column). */
function reveal(node: Element | null): void {
  if (node && typeof (node as HTMLElement).scrollIntoView === 'function') (node as HTMLElement).scrollIntoView({ block: 'nearest' });
}

/** Replaces `box`'s content with a question and Yes / Cancel, in place; Cancel puts the box back. */
function confirmInPlace(box: HTMLElement, question: string, yesLabel: string, attr: string, yes: () => void): void {
  const before = Array.from(box.childNodes);
  const ok = el('button', { className: 'secondary', type: 'button', 'data-action': `confirm-${attr}` }, yesLabel);
  const no = el('button', { className: 'link', type: 'button', 'data-action': `cancel-${attr}` }, 'Cancel');
  box.replaceChildren(el('div', { className: 'actions', 'data-confirm': attr }, el('span', {}, question), ok, no));
  ok.addEventListener('click', yes);
  no.addEventListener('click', () => box.replaceChildren(...before));
  reveal(box);
}

export function swingPanel(root: HTMLElement, preselect?: string): void {
  const error = el('div', { className: 'error', role: 'alert', hidden: true });
  const busy = el('span', { className: 'busy', hidden: true }, 'Working…');
  const picker = select('swing-sheet', []);
  const body = el('div', { className: 'swing-live' });
  const past = el('input', { type: 'checkbox', id: 'swing-past' });
  const when = el('input', { type: 'datetime-local', id: 'swing-time', hidden: true });
  let current: SwingLiveStatus | null = null;
  let ids = new Map<string, number>();
  /** The server's clock minus the browser's when the status came (the ante line runs on the server's time). */
  let skew = 0;

  const run = <T>(work: () => Promise<T>, then: (v: T) => void): void => {
    error.hidden = true;
    busy.hidden = false;
    const controls = Array.from(root.querySelectorAll('button, select, input')) as HTMLButtonElement[];
    controls.forEach((c) => (c.disabled = true));
    work()
      .then(then)
      .catch((e) => {
        error.textContent = messageOf(e);
        error.hidden = false;
        reveal(error);
      })
      .finally(() => {
        busy.hidden = true;
        controls.forEach((c) => (c.disabled = false));
      });
  };

  const target = () => ({ sheet: picker.value, sheetId: ids.get(picker.value) });
  /** The time to send: blank (now) unless "past times" is on. */
  const time = (): { time?: string } => (past.checked && when.value !== '' ? { time: when.value } : {});

  const show = (s: SwingLiveStatus, notice?: string): void => {
    current = s;
    skew = Date.parse(s.now) - Date.now();
    if (!Array.from(picker.options).some((o) => o.value === s.sheet)) {
      // Renamed since the list was made: show the new name.
      const old = Array.from(picker.options).find((o) => ids.get(o.value) === s.sheetId);
      if (old) {
        ids.delete(old.value);
        old.value = s.sheet;
        old.textContent = s.sheet;
      }
    }
    ids.set(s.sheet, s.sheetId);
    picker.value = s.sheet;
    render(notice);
  };

  const load = (): void => {
    if (picker.value === '') return;
    run(
      () => call('getSwingStatus', target()),
      (s) => show(s),
    );
  };

  function clockBlock(s: SwingLiveStatus): HTMLElement {
    const box = el('div', { className: 'actions', 'data-swing': 'clock' }, el('span', {}, clockLine(s)));
    if (s.finished) return box;
    const label = s.clock.status === 'not-started' ? 'Start clock' : s.clock.status === 'running' ? 'Pause clock' : 'Resume clock';
    const button = el('button', { className: 'secondary', type: 'button', 'data-action': 'clock' }, label);
    button.addEventListener('click', () =>
      run(
        () => (s.clock.status === 'running' ? call('pauseSwingClock', { ...target(), ...time() }) : call('startSwingClock', { ...target(), ...time() })),
        (next) =>
          show(
            next,
            `${{ 'Start clock': 'Started', 'Pause clock': 'Paused', 'Resume clock': 'Resumed' }[label]} the clock at ${timeIn(next, next.clock.since)}.`,
          ),
      ),
    );
    box.append(button);
    return box;
  }

  function resultForm(s: SwingLiveStatus): HTMLElement {
    const match = select(
      'swing-match',
      s.matches.map((m) => ({ value: m.letter, label: `${m.letter}: ${m.players[0]} – ${m.players[1]}` })),
    );
    const winner = select('swing-winner', []);
    const fillWinner = (): void => {
      const m = s.matches.find((x) => x.letter === match.value);
      clear(winner);
      winner.append(el('option', { value: '' }, '— choose the winner —'));
      for (const p of m?.players ?? []) winner.append(el('option', { value: p }, p));
    };
    match.addEventListener('change', fillWinner);
    fillWinner();
    const cube = select(
      'swing-cube',
      CUBES.map((c) => ({ value: String(c), label: String(c) })),
    );
    const kind = select(
      'swing-kind',
      KINDS.map((k) => ({ value: k, label: k })),
    );
    const form = el(
      'form',
      { 'data-form': 'swing-result', novalidate: true },
      el('div', { className: 'field' }, el('label', { for: 'swing-match' }, 'Match'), match),
      el('div', { className: 'field' }, el('label', { for: 'swing-winner' }, 'Winner'), winner),
      el('div', { className: 'field' }, el('label', { for: 'swing-cube' }, 'Final cube'), cube),
      el('div', { className: 'field' }, el('label', { for: 'swing-kind' }, 'Result'), kind),
      el('div', { className: 'actions' }, el('button', { className: 'action', type: 'submit' }, 'Record result')),
    );
    form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      const m = s.matches.find((x) => x.letter === match.value);
      if (!m) return;
      if (winner.value === '') {
        error.textContent = `Choose the winner of match ${m.letter} (${m.players[0]} or ${m.players[1]}).`;
        error.hidden = false;
        reveal(error);
        winner.focus();
        return;
      }
      const w = winner.value;
      const l = m.players[0] === w ? m.players[1] : m.players[0];
      const input = { ...target(), match: m.letter, winner: w, loser: l, cube: Number(cube.value), kind: kind.value, ...time() };
      run(
        () => call('recordSwingResult', input),
        (next) => show(next, `Recorded match ${m.letter}: ${w} beat ${l}.`),
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
      const cell = el('td', {});
      if (!s.finished && !out) {
        const toggle = el('button', { className: 'link', type: 'button', 'data-leaving': p }, leaving ? 'Back' : 'Leaving');
        const question = leaving
          ? `Mark ${p} as back? Their forfeits stop.`
          : `Mark ${p} as leaving? ${letter.has(p) ? `They forfeit match ${letter.get(p)} at once and` : 'They'} forfeit every match assigned to them until marked back.`;
        toggle.addEventListener('click', () =>
          confirmInPlace(cell, question, leaving ? 'Yes, back' : 'Yes, leaving', 'leaving', () =>
            run(
              () => call('setSwingPlayerStatus', { ...target(), player: p, leaving: !leaving, ...time() }),
              (next) => show(next, `${p} marked as ${leaving ? 'back' : 'leaving'}.`),
            ),
          ),
        );
        cell.append(toggle);
      }
      return el(
        'tr',
        { 'data-player': p, className: out ? 'muted' : undefined },
        el('td', {}, p + (leaving ? ' (leaving)' : '')),
        el('td', { className: 'num' }, String(s.chips[p])),
        el('td', {}, state),
        cell,
      );
    });
    return el(
      'table',
      { className: 'data', 'data-table': 'chips' },
      el('tr', {}, el('th', {}, 'Player'), el('th', {}, 'Chips'), el('th', {}, 'Now'), el('th', {}, '')),
      ...rows,
    );
  }

  function undoBlock(s: SwingLiveStatus): HTMLElement {
    const box = el('div', { className: 'actions', 'data-undo': '' });
    if (s.posted === 0 && s.damage.length === 0) return box;
    const undo = el('button', { className: 'secondary', type: 'button', 'data-action': 'undo' }, 'Undo last posting');
    undo.addEventListener('click', () =>
      confirmInPlace(box, 'Remove the last row of the log?', 'Yes, remove it', 'undo', () =>
        run(
          () => call('undoSwingResult', { ...target(), confirmed: true }),
          (next) => show(next, `Undone: ${next.undone}.`),
        ),
      ),
    );
    box.append(undo);
    return box;
  }

  function repairBlock(s: SwingLiveStatus): HTMLElement {
    const open = el('button', { className: 'secondary', type: 'button', 'data-action': 'open-log' }, 'Open the log sheet');
    open.addEventListener('click', () =>
      run(
        () => call('activateSheet', { sheet: s.logSheet }),
        () => undefined,
      ),
    );
    const check = el('button', { className: 'link', type: 'button', 'data-action': 'check-log' }, 'Check again');
    check.addEventListener('click', load);
    return el(
      'div',
      { className: 'error', 'data-swing': 'repair', role: 'alert' },
      el('h2', {}, 'Log repair'),
      el(
        'p',
        {},
        `The log sheet '${s.logSheet}' has rows that cannot be replayed; nothing can be posted until they are fixed. The panel shows the event as of the row before the first one.`,
      ),
      el(
        'ul',
        {},
        ...s.damage.map((d) =>
          el(
            'li',
            { 'data-row': String(d.row) },
            `Row ${d.row}: ${d.problem}. ${d.fix}${d.cells.some(Boolean) ? ` (row reads: ${d.cells.filter(Boolean).join(' · ')})` : ''}`,
          ),
        ),
      ),
      el('div', { className: 'actions' }, open, check),
    );
  }

  function render(notice?: string): void {
    clear(body);
    const s = current;
    if (!s) return;
    const note = notice ? el('div', { className: 'notice', role: 'status' }, notice) : null;
    if (note) body.append(note);
    if (s.damage.length > 0) body.append(repairBlock(s));
    body.append(el('p', { 'data-swing': 'summary' }, s.summary), el('p', { 'data-swing': 'ante' }, anteLine(s, Date.now() + skew)));
    const finale = finaleLine(s);
    if (finale) body.append(el('p', { 'data-swing': 'finale' }, finale));
    body.append(clockBlock(s));
    if (s.finished && s.ranking) {
      body.append(el('h2', {}, 'Final ranking'), el('ol', { 'data-swing': 'ranking' }, ...s.ranking.map((p) => el('li', {}, `${p} (${s.chips[p]})`))));
    } else {
      body.append(
        el('h2', {}, 'Current matches'),
        el(
          'ul',
          { className: 'sheets', 'data-swing': 'matches' },
          ...s.matches.map((m) => el('li', { 'data-letter': m.letter }, `${m.letter}: ${m.players[0]} – ${m.players[1]} (ante ${m.ante})`)),
        ),
      );
      if (s.waiting.length) body.append(el('p', { className: 'muted', 'data-swing': 'waiting' }, `Waiting: ${s.waiting.join(', ')}`));
      if (s.matches.length && s.damage.length === 0) body.append(el('h2', {}, 'Record a result'), resultForm(s));
    }
    body.append(el('h2', {}, 'Chips'), chipTable(s), undoBlock(s));
    const resync = el('button', { className: 'link', type: 'button', 'data-action': 'resync' }, 'Re-sync the grid from the log');
    resync.addEventListener('click', () =>
      run(
        () => call('resyncSwing', target()),
        (next) => show(next, 'The grid was rewritten from the log.'),
      ),
    );
    body.append(el('div', { className: 'actions' }, resync));
    reveal(note);
  }

  /** Lists the swing sheets again (a renamed or new sheet shows up), keeping the chosen one by its id. */
  const list = (prefer?: string): void => {
    const keepId = ids.get(picker.value);
    run(
      () => call('listSwingSheets'),
      (found) => {
        clear(picker);
        ids = new Map(found.sheets.map((name, i) => [name, found.ids[i]]));
        for (const name of found.sheets) picker.append(el('option', { value: name }, name));
        if (found.sheets.length === 0) {
          error.textContent = 'There is no swing sheet in this spreadsheet yet: create one first.';
          error.hidden = false;
          return;
        }
        const byId = found.sheets.find((n) => ids.get(n) === keepId);
        picker.value = byId ?? (prefer && found.sheets.includes(prefer) ? prefer : found.sheets[found.sheets.length - 1]);
        load();
      },
    );
  };

  picker.addEventListener('change', load);
  past.addEventListener('change', () => (when.hidden = !past.checked));
  const refresh = el('button', { className: 'link', type: 'button', 'data-action': 'refresh' }, 'Refresh');
  refresh.addEventListener('click', () => list());
  clear(root);
  root.append(
    el('h1', {}, 'Run a swing event'),
    el('div', { className: 'field' }, el('label', { for: 'swing-sheet' }, 'Swing sheet'), picker),
    el(
      'div',
      { className: 'field' },
      el('label', { for: 'swing-past' }, past, ' Past times (enter a paper tournament afterwards)'),
      when,
      el('p', { className: 'muted' }, 'When ticked, the clock and every posting take this time (the spreadsheet’s time zone) instead of now.'),
    ),
    el('div', { className: 'actions' }, refresh, busy),
    error,
    body,
  );
  // The ante line follows the clock: "due at 10:45" becomes "due since 10:45" without a reload.
  const timer = setInterval(() => {
    if (!root.isConnected) return clearInterval(timer);
    const line = body.querySelector('[data-swing="ante"]');
    if (line && current) line.textContent = anteLine(current, Date.now() + skew);
  }, 20_000);
  list(preselect);
}
