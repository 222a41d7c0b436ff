/**
 * The wizard frame: the start page (what works on the open sheet, new events, any sheet) → an action's form or panel →
 * a result summary with links to the created sheets.
 * One primary action per view; a busy state while the server works; errors shown in place, as text.
 */
import { runBusy } from './busy';
import { call, messageOf } from './client';
import { clear, el } from './dom';
import type { Field, FormatDef, FormValues, Summary } from './formTypes';
import { appliesTo, startSections } from './sections';
import { sheetLabel } from './sheetKinds';
import type { SheetInfo } from '../src/shared/api';

/** How often the start page asks which sheet is open (ms), and after how long without a change it asks less often. */
const FOLLOW_MS = 3_000;
const FOLLOW_IDLE_MS = 15_000;
const FOLLOW_IDLE_AFTER_MS = 5 * 60_000;

export class Wizard {
  constructor(
    private readonly root: HTMLElement,
    private readonly formats: FormatDef[],
    /** Actions for any sheet the add-on made (Publish standings), listed under the new events. */
    private readonly tools: FormatDef[] = [],
  ) {}

  /** Counts the views shown: a sheet description that arrives after the TD moved on is dropped. */
  private view = 0;

  /**
   * The start page: "This sheet: NAME" with the actions that work on the open sheet, then "New event" (one card per
   * format, its follow-up actions inside it), then the actions for any sheet. Drawn once the server says what the open
   * sheet is; drawn without the first section's actions if it cannot say.
   */
  start(): void {
    const view = ++this.view;
    clear(this.root);
    const reading = el('p', { className: 'muted', 'data-role': 'reading' }, 'Reading the open sheet…');
    this.root.append(el('h1', {}, 'Tournament director'), reading);
    this.watchFocus();
    // Asked twice before giving up: a server call can fail once in passing (a busy or reloading server).
    call('describeSheet')
      .catch(() => new Promise((resolve) => setTimeout(resolve, 500)).then(() => call('describeSheet')))
      .then((info) => {
        if (view === this.view) this.drawStart(info, null);
      })
      .catch((e) => {
        if (view === this.view) this.drawStart(null, messageOf(e));
      });
  }

  /** The start page on show (its view number) and the sheet it describes: redrawn when the TD opens another sheet. */
  private shown: { view: number; info: SheetInfo } | null = null;
  private watching = false;
  private following: ReturnType<typeof setTimeout> | undefined;

  /**
   * The sidebar cannot see the TD switch sheets, so the start page asks which sheet is open: when the sidebar gets the
   * focus back, and every few seconds while it is on show (FOLLOW_MS; FOLLOW_IDLE_MS once the open sheet has not
   * changed for FOLLOW_IDLE_AFTER_MS, and not at all while the sidebar is hidden). It redraws only when the open sheet
   * changed; an action clicked meanwhile wins (its view drops the answer), and the asking stops with the start page.
   */
  private watchFocus(): void {
    if (this.watching || typeof window === 'undefined') return;
    this.watching = true;
    window.addEventListener('focus', () => {
      if (this.shown) void this.checkOpenSheet(this.shown);
    });
  }

  /** Asks which sheet is open; redraws the start page if it is not the one shown. Whether it redrew. */
  private checkOpenSheet(shown: { view: number; info: SheetInfo }): Promise<boolean> {
    if (shown.view !== this.view) return Promise.resolve(false);
    return call('describeSheet')
      .then((info) => {
        if (shown.view !== this.view || (info.name === shown.info.name && info.kind === shown.info.kind)) return false;
        this.drawStart(info, null);
        return true;
      })
      .catch(() => false);
  }

  /** Asks again after a while, as long as the start page `view` is on show. */
  private follow(view: number, unchangedSince: number): void {
    // A late answer for a start page redrawn meanwhile must not stop the asking for the new one.
    if (typeof window === 'undefined' || view !== this.view) return;
    clearTimeout(this.following);
    const idle = Date.now() - unchangedSince > FOLLOW_IDLE_AFTER_MS;
    this.following = setTimeout(
      () => {
        const shown = this.shown;
        if (!shown || shown.view !== view || view !== this.view) return;
        if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return this.follow(view, unchangedSince);
        void this.checkOpenSheet(shown).then((redrew) => {
          if (!redrew) this.follow(view, unchangedSince);
        });
      },
      idle ? FOLLOW_IDLE_MS : FOLLOW_MS,
    );
  }

  private drawStart(info: SheetInfo | null, problem: string | null): void {
    const view = ++this.view;
    this.shown = info ? { view, info } : null;
    if (info) this.follow(view, Date.now());
    clear(this.root);
    const kind = info?.kind ?? '';
    const sections = startSections(this.formats, this.tools, kind);
    this.root.append(el('h1', {}, 'Tournament director'), this.hereSection(info, problem, sections.here));
    this.root.append(
      el('h2', {}, 'New event'),
      el('p', { className: 'muted' }, 'The wizard builds its sheets in this spreadsheet; nothing existing is overwritten.'),
    );
    const events = el('div', { className: 'formats', role: 'list', 'data-section': 'new-event' });
    for (const card of sections.events) {
      const item = el('div', { className: 'event', role: 'listitem', 'data-event': card.head.format ?? card.head.id }, this.card(card.head, kind));
      if (card.followUps.length > 0) item.append(el('div', { className: 'follow-ups' }, ...card.followUps.map((f) => this.card(f, kind, true))));
      events.append(item);
    }
    if (sections.events.length === 0) events.append(el('p', { className: 'muted' }, 'No formats are available yet.'));
    this.root.append(events);
    if (sections.any.length > 0) {
      this.root.append(
        el('h2', {}, 'Any sheet'),
        el('div', { className: 'formats', role: 'list', 'data-section': 'any-sheet' }, ...sections.any.map((t) => this.card(t, kind))),
      );
    }
  }

  /** "This sheet: NAME": what the sheet is, the actions that work on it, and a Refresh for at once. */
  private hereSection(info: SheetInfo | null, problem: string | null, here: FormatDef[]): HTMLElement {
    const refresh = el('button', { className: 'link refresh', type: 'button', 'data-action': 'refresh-sheet' }, 'Refresh');
    refresh.addEventListener('click', () => this.start());
    const section = el(
      'section',
      { className: 'this-sheet', 'data-section': 'this-sheet', 'data-kind': info?.kind ?? '', 'data-sheet': info?.name ?? '' },
      el('h2', {}, info ? `This sheet: ${info.name}` : 'This sheet', ' ', refresh),
    );
    if (!info) {
      section.append(el('div', { className: 'error', role: 'alert' }, `The open sheet could not be read: ${problem ?? ''}`));
      return section;
    }
    section.append(el('p', { className: 'muted' }, sheetLabel(info.kind), ' Follows the sheet you open (Refresh: at once).'));
    if (here.length > 0) section.append(el('div', { className: 'formats', role: 'list' }, ...here.map((f) => this.card(f, info.kind))));
    else
      section.append(
        el(
          'p',
          { className: 'muted', 'data-role': 'nothing-here' },
          info.kind === ''
            ? 'Start a new event below, or open a sheet the add-on made to see what you can do there.'
            : 'No action of the wizard works on this sheet; what to type is written on the sheet.',
        ),
      );
    return section;
  }

  /** One action as a card; one that works only from another sheet says which sheet to open, with a link that opens it. */
  private card(f: FormatDef, kind: string, followUp = false): HTMLElement {
    const card = el(
      'button',
      { className: followUp ? 'format follow-up' : 'format', type: 'button', 'data-format': f.id, title: followUp ? f.description : undefined },
      el('strong', {}, f.title),
      followUp ? null : el('span', { className: 'muted' }, f.description),
    );
    card.addEventListener('click', () => (f.panel && f.fields.length === 0 ? this.showPanel(f) : this.showForm(f)));
    if (f.needs === undefined || appliesTo(f, kind)) return card;
    const open = el('button', { className: 'link', type: 'button', 'data-action': 'open-sheet' }, 'Open it');
    open.addEventListener('click', () => {
      call('openSheetOfKind', { kinds: [...(f.sheets ?? [])] })
        .then((info) => this.drawStart(info, null))
        .catch((e) => this.flash(messageOf(e)));
    });
    return el(
      'div',
      { className: 'needs-wrap' },
      card,
      el('div', { className: 'needs', 'data-role': 'needs', 'data-for': f.id }, `Open ${f.needs} first. `, open),
    );
  }

  showForm(format: FormatDef, values: FormValues = {}): void {
    ++this.view;
    clear(this.root);
    const back = el('button', { className: 'link back', type: 'button' }, '‹ All formats');
    back.addEventListener('click', () => this.start());
    const form = el('form', { novalidate: true, 'data-form': format.id });
    const inputs = new Map<string, HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>();
    for (const field of format.fields) form.append(this.fieldRow(field, values[field.id], inputs));
    const error = el('div', { className: 'error', role: 'alert', hidden: true });
    const busy = el('span', { className: 'busy', hidden: true }, 'Working…');
    const submit = el('button', { className: 'action', type: 'submit' }, format.action);
    form.append(error, el('div', { className: 'actions' }, submit, busy));
    form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      const current = readValues(format.fields, inputs);
      runBusy(
        { error, busy, controls: () => [submit] },
        () => format.submit(current),
        (summary) => this.showSummary(format, summary),
      );
    });
    this.root.append(back, el('h1', {}, format.title), el('p', { className: 'muted' }, format.description), form);
  }

  showPanel(format: FormatDef): void {
    ++this.view;
    clear(this.root);
    const back = el('button', { className: 'link back', type: 'button' }, '‹ All formats');
    back.addEventListener('click', () => this.start());
    const body = el('div', { 'data-panel': format.id });
    this.root.append(back, body);
    format.panel!(body, (summary) => this.showSummary(format, summary));
  }

  showSummary(format: FormatDef, summary: Summary): void {
    ++this.view;
    clear(this.root);
    const sheets = el('ul', { className: 'sheets' });
    for (const name of summary.sheets) {
      const link = el('button', { className: 'link', type: 'button', 'data-sheet': name }, name);
      link.addEventListener('click', () => {
        call('activateSheet', { sheet: name }).catch((e) => this.flash(messageOf(e)));
      });
      sheets.append(el('li', {}, link));
    }
    const again = el('button', { className: 'action', type: 'button' }, 'Done');
    again.addEventListener('click', () => this.start());
    this.root.append(el('h1', {}, format.title), el('div', { className: 'notice', role: 'status' }, summary.message));
    if (summary.sheets.length) this.root.append(el('h2', {}, 'Sheets'), sheets);
    for (const d of summary.details ?? []) {
      this.root.append(el('h2', {}, d.title), el('ul', { className: 'sheets' }, ...d.lines.map((l) => el('li', {}, l))));
    }
    if (format.panel && format.fields.length > 0) {
      const live = el('div', { 'data-panel': format.id });
      this.root.append(live);
      format.panel(live, (s) => this.showSummary(format, s));
    }
    this.root.append(el('div', { className: 'actions' }, again));
  }

  /** An element above the current view (e.g. a half-made creation's Finish / Remove). */
  prepend(node: HTMLElement): void {
    this.root.prepend(node);
  }

  /** A line above the current view (e.g. a half-made creation that was removed when the sidebar opened). */
  notice(message: string): void {
    this.root.prepend(el('div', { className: 'notice', role: 'status' }, message));
  }

  private flash(message: string): void {
    this.root.prepend(el('div', { className: 'error', role: 'alert' }, message));
  }

  private fieldRow(field: Field, value: unknown, inputs: Map<string, HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): HTMLElement {
    const id = `f-${field.id}`;
    const initial = value ?? field.default;
    let input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    if (field.kind === 'textarea') {
      input = el('textarea', { id, name: field.id, placeholder: field.placeholder });
      input.value = initial === undefined ? '' : String(initial);
    } else if (field.kind === 'select') {
      input = el('select', { id, name: field.id }, ...(field.options ?? []).map((o) => el('option', { value: o.value }, o.label)));
      if (initial !== undefined) input.value = String(initial);
    } else if (field.kind === 'checkbox') {
      input = el('input', { id, name: field.id, type: 'checkbox' });
      (input as HTMLInputElement).checked = initial === true;
    } else {
      input = el('input', {
        id,
        name: field.id,
        type: field.kind === 'number' ? 'number' : 'text',
        placeholder: field.placeholder,
        min: field.min,
        max: field.max,
      });
      input.value = initial === undefined ? '' : String(initial);
    }
    inputs.set(field.id, input);
    const help = field.help ? el('div', { className: 'help' }, field.help) : null;
    if (field.kind === 'checkbox') return el('div', { className: 'field checkbox' }, input, ' ', el('label', { for: id }, field.label), help);
    const row = el('div', { className: 'field' }, el('label', { for: id }, field.label), input, help);
    if (field.fromSelection) {
      const use = el('button', { className: 'link', type: 'button' }, 'Use selected cells');
      use.addEventListener('click', () => {
        call('readSelection')
          .then((sel) => {
            input.value = sel.values
              .map((r) => r.filter((c) => c !== '').join(', '))
              .filter((l) => l !== '')
              .join('\n');
          })
          .catch((e) => this.flash(messageOf(e)));
      });
      row.append(use);
    }
    return row;
  }
}

function readValues(fields: Field[], inputs: Map<string, HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    const input = inputs.get(f.id)!;
    if (f.kind === 'checkbox') out[f.id] = (input as HTMLInputElement).checked;
    else if (f.kind === 'number') out[f.id] = input.value.trim() === '' ? '' : Number(input.value);
    else out[f.id] = input.value;
  }
  return out;
}
