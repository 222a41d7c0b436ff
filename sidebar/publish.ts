/**
 * "Publish standings", offered for any sheet the add-on made: choose where the standings go (a BBCode forum,
 * Markdown, plain text, an HTML page), see the text the server renders for the active sheet in a read-only
 * box, copy it with one click. Errors show in place; all text goes in through textContent/value.
 */
import { runBusy } from './busy';
import { call } from './client';
import { el } from './dom';
import type { FormatDef } from './formTypes';
import type { PublishFormat } from '../src/shared/api';
import { GAMES_SHEET } from '../src/formats/ttt/sheets/games';
import { TABLE_SHEET } from '../src/formats/ttt/sheets/table';
import { STATS_SHEET } from '../src/formats/ttt/sheets/stats';
import { TORRES_GROUP } from '../src/formats/torres/sheets/group';
import { TORRES_OVERVIEW } from '../src/formats/torres/sheets/overview';
import { STANDINGS } from '../src/formats/duplicate/sheets/standings';
import { FINAL_PROTOCOL, MATCH_PROTOCOL } from '../src/formats/duplicate/sheets/protocol';
import { DICE } from '../src/formats/duplicate/sheets/dice';
import { GBQ_CROSS } from '../src/formats/gbq/sheets/cross';
import { GBQ_TABLE } from '../src/formats/gbq/sheets/table';
import { SWING_LOG } from '../src/formats/swing/sheets/log';
import { SWING_MAIN } from '../src/formats/swing/sheets/plan';

/** The sheet kinds whose standings the server publishes (the kinds of its extractors, src/publish.ts). */
export const PUBLISHED_KINDS: readonly string[] = [
  TABLE_SHEET.kind,
  GAMES_SHEET.kind,
  STATS_SHEET.kind,
  TORRES_GROUP.kind,
  TORRES_OVERVIEW.kind,
  STANDINGS.kind,
  MATCH_PROTOCOL.kind,
  FINAL_PROTOCOL.kind,
  DICE.kind,
  GBQ_TABLE.kind,
  GBQ_CROSS.kind,
  SWING_MAIN.kind,
  SWING_LOG.kind,
];

export const PUBLISH_CHOICES: { value: PublishFormat; label: string }[] = [
  { value: 'bbcode', label: 'BBCode: phpBB-style forums' },
  { value: 'markdown', label: 'Markdown: GitHub, Discord, Reddit' },
  { value: 'text', label: 'Text: e-mail, printout' },
  { value: 'html', label: 'HTML: a web page' },
];

/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it, else the box's selection and
 * execCommand('copy') (an add-on sidebar's iframe may not be granted clipboard-write). False if neither
 * worked: the text is then left selected for Ctrl+C.
 */
export async function copyText(text: string, box: HTMLTextAreaElement): Promise<boolean> {
  const clipboard = window.navigator.clipboard;
  if (clipboard && window.isSecureContext) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // not allowed here: fall back to the selection
    }
  }
  box.focus();
  box.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

function panel(root: HTMLElement): void {
  const select = el('select', { id: 'f-publish-format', name: 'format' }, ...PUBLISH_CHOICES.map((c) => el('option', { value: c.value }, c.label)));
  const error = el('div', { className: 'error', role: 'alert', hidden: true });
  const busy = el('span', { className: 'busy', hidden: true }, 'Working…');
  const show = el('button', { className: 'action', type: 'button', 'data-action': 'show' }, 'Show text');
  const heading = el('h2', {});
  const box = el('textarea', { id: 'publish-text', readonly: true, spellcheck: 'false', wrap: 'off', 'aria-label': 'Standings text' });
  const copy = el('button', { className: 'action', type: 'button', 'data-action': 'copy' }, 'Copy');
  const copied = el('span', { className: 'copied muted', role: 'status' });
  const problemsTitle = el('strong', {});
  const problemsList = el('ul', {});
  const problems = el('div', { className: 'error publish-problems', role: 'status', hidden: true }, problemsTitle, problemsList);
  const output = el('div', { className: 'publish-output', hidden: true }, heading, problems, box, el('div', { className: 'actions' }, copy, copied));

  const load = () =>
    runBusy(
      { error, busy, controls: () => [show, copy, select] },
      () => call('publishStandings', { format: select.value as PublishFormat }),
      (result) => {
        heading.textContent = `Standings of "${result.sheet}"`;
        const found = result.problems ?? [];
        problems.hidden = found.length === 0;
        problemsTitle.textContent = `Problems to fix: ${found.length}. The standings below leave these out; fix them on the sheet, then Refresh.`;
        problemsList.replaceChildren(...found.map((p) => el('li', {}, p)));
        box.value = result.text;
        copied.textContent = '';
        output.hidden = false;
        show.textContent = 'Refresh';
        show.className = 'secondary';
      },
    );
  show.addEventListener('click', load);
  select.addEventListener('change', () => {
    if (!output.hidden) load();
  });
  copy.addEventListener('click', () => {
    copied.textContent = '';
    void copyText(box.value, box).then((ok) => {
      copied.textContent = ok ? 'Copied' : 'Press Ctrl+C (⌘C on a Mac) to copy the selected text.';
    });
  });

  root.append(
    el('h1', {}, 'Publish standings'),
    el(
      'p',
      { className: 'muted' },
      'Open the sheet whose standings you want to post (a group table, a league overview, a swing sheet…), then choose where they go. The text is computed from the results on the sheet.',
    ),
    el('div', { className: 'field' }, el('label', { for: 'f-publish-format' }, 'Post to'), select),
    error,
    el('div', { className: 'actions' }, show, busy),
    output,
  );
}

/** The wizard's entry: a panel only (no form), usable on any sheet the add-on made. */
export const PUBLISH: FormatDef = {
  id: 'publish',
  title: 'Publish standings',
  description: 'Post the standings of the sheet you are on to a forum, a web page or a printout: BBCode, Markdown, text or HTML.',
  action: 'Show text',
  fields: [],
  submit: () => Promise.reject(new Error('Publishing has no form')),
  panel,
  sheets: PUBLISHED_KINDS,
  needs: 'a standings sheet the add-on made (a group table, a league overview, a swing sheet…)',
};
