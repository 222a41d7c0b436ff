import type { RecoveredCreationResult } from '../src/shared/api';
import { call, finishCreation, messageOf } from './client';
import { el } from './dom';

/** The sidebar's line about a creation a killed run left half made, removed when the sidebar opened. */
export function recoveredText(r: RecoveredCreationResult): string {
  const when = r.started.slice(0, 16).replace('T', ' ');
  const sheets = r.removed.length === 0 ? 'no sheet of it was left' : `its ${r.removed.length} half-made sheet(s) were removed (${r.removed.join(', ')})`;
  return `${r.what}, started ${when} UTC, did not finish (Apps Script stops a run after 6 minutes): ${sheets}. Nothing else was changed; create it again.`;
}

/** The sidebar's line about a creation written over several runs that stopped part-way: its progress. */
export function resumableText(r: RecoveredCreationResult): string {
  const when = r.started.slice(0, 16).replace('T', ' ');
  return (
    `${r.what}, started ${when} UTC, is half made: ${r.done ?? 0} of ${r.total ?? 0} sheets written (a large event is written over several runs, ` +
    `and the sidebar was closed before the last one). Finish it, or remove what was written.`
  );
}

/** The notice with Finish and Remove for a half-made resumable creation; it replaces its own text with the outcome. */
export function resumableNotice(r: RecoveredCreationResult): HTMLElement {
  const text = el('span', {}, resumableText(r));
  const finish = el('button', { className: 'action', type: 'button', 'data-role': 'finish-creation' }, 'Finish it');
  const remove = el('button', { className: 'link', type: 'button', 'data-role': 'remove-creation' }, 'Remove it');
  const box = el('div', { className: 'notice', role: 'status', 'data-role': 'resumable' }, text, el('div', { className: 'actions' }, finish, remove));
  const settle = (message: string) => {
    text.textContent = message;
    finish.remove();
    remove.remove();
  };
  const busy = (on: boolean) => {
    finish.disabled = on;
    remove.disabled = on;
  };
  finish.addEventListener('click', () => {
    busy(true);
    text.textContent = `Finishing ${r.what}…`;
    finishCreation({ what: r.what, started: r.started, done: r.done ?? 0, total: r.total ?? 0, complete: false })
      .then(() => settle(`${r.what} is ready: every sheet is written.`))
      .catch((e) => settle(messageOf(e)));
  });
  remove.addEventListener('click', () => {
    busy(true);
    call('discardCreation')
      .then((removed) =>
        settle(removed ? `${removed.what} was removed: ${removed.removed.length} sheet(s). Nothing else was changed.` : 'Nothing was left to remove.'),
      )
      .catch((e) => settle(messageOf(e)));
  });
  return box;
}
