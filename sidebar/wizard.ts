/**
 * The wizard frame: choose a format → its form → a result summary with links to the created sheets.
 * One primary action per view; a busy state while the server works; errors shown in place, as text.
 */
import { runBusy } from './busy';
import { call, messageOf } from './client';
import { clear, el } from './dom';
import type { Field, FormatDef, FormValues, Summary } from './formTypes';

export class Wizard {
  constructor(
    private readonly root: HTMLElement,
    private readonly formats: FormatDef[],
    /** Actions for any sheet the add-on made (Publish standings), listed under the formats. */
    private readonly tools: FormatDef[] = [],
  ) {}

  start(): void {
    clear(this.root);
    this.root.append(
      el('h1', {}, 'Tournament director'),
      el('p', { className: 'muted' }, 'Choose a format. The wizard builds its sheets in this spreadsheet; nothing existing is overwritten.'),
    );
    const list = this.cards(this.formats);
    if (this.formats.length === 0) list.append(el('p', { className: 'muted' }, 'No formats are available yet.'));
    this.root.append(list);
    if (this.tools.length > 0) this.root.append(el('h2', {}, 'For any sheet the add-on made'), this.cards(this.tools));
  }

  private cards(defs: FormatDef[]): HTMLElement {
    const list = el('div', { className: 'formats', role: 'list' });
    for (const f of defs) {
      const card = el(
        'button',
        { className: 'format', type: 'button', 'data-format': f.id },
        el('strong', {}, f.title),
        el('span', { className: 'muted' }, f.description),
      );
      card.addEventListener('click', () => (f.panel && f.fields.length === 0 ? this.showPanel(f) : this.showForm(f)));
      list.append(card);
    }
    return list;
  }

  showForm(format: FormatDef, values: FormValues = {}): void {
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
    clear(this.root);
    const back = el('button', { className: 'link back', type: 'button' }, '‹ All formats');
    back.addEventListener('click', () => this.start());
    const body = el('div', { 'data-panel': format.id });
    this.root.append(back, body);
    format.panel!(body, (summary) => this.showSummary(format, summary));
  }

  showSummary(format: FormatDef, summary: Summary): void {
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
