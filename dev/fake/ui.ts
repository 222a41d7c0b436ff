/**
 * Ui and HtmlService: menus, sidebars and dialogs are recorded so tests and the preview can show them;
 * alert/prompt answers are scripted by the test (or answered by the preview page).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CallCounter } from './calls';
import { counted } from './calls';

export interface MenuRecord {
  caption: string;
  items: ({ caption: string; functionName: string } | { separator: true })[];
}

export interface FakeHtmlOutput {
  content: string;
  title: string;
  setTitle(title: string): FakeHtmlOutput;
  getTitle(): string;
  getContent(): string;
  setWidth(w: number): FakeHtmlOutput;
  setHeight(h: number): FakeHtmlOutput;
  setSandboxMode(mode: unknown): FakeHtmlOutput;
}

export const ButtonSet = { OK: 'OK', OK_CANCEL: 'OK_CANCEL', YES_NO: 'YES_NO', YES_NO_CANCEL: 'YES_NO_CANCEL' } as const;
export const Button = { OK: 'OK', CANCEL: 'CANCEL', YES: 'YES', NO: 'NO', CLOSE: 'CLOSE' } as const;

export class FakeUi {
  readonly menus: MenuRecord[] = [];
  readonly alerts: { title: string; message: string; buttons: string }[] = [];
  sidebar: FakeHtmlOutput | null = null;
  dialog: FakeHtmlOutput | null = null;
  /** Answers for the next alerts/prompts (first in, first out); default: YES/OK. */
  readonly answers: string[] = [];
  readonly Button = Button;
  readonly ButtonSet = ButtonSet;

  constructor(private readonly calls: CallCounter) {}

  createAddonMenu(): unknown {
    return this.menu('Tournament director');
  }

  createMenu(caption: string): unknown {
    return this.menu(caption);
  }

  showSidebar(output: FakeHtmlOutput): void {
    this.sidebar = output;
  }

  showModalDialog(output: FakeHtmlOutput, title: string): void {
    this.dialog = output.setTitle(title);
  }

  alert(titleOrMessage: string, message?: string, buttons?: string): string {
    const hasTitle = message !== undefined;
    this.alerts.push({ title: hasTitle ? titleOrMessage : '', message: hasTitle ? message! : titleOrMessage, buttons: buttons ?? 'OK' });
    const next = this.answers.shift();
    if (next) return next;
    return buttons === ButtonSet.YES_NO || buttons === ButtonSet.YES_NO_CANCEL ? Button.YES : Button.OK;
  }

  private menu(caption: string): unknown {
    const record: MenuRecord = { caption, items: [] };
    const menu = {
      addItem: (itemCaption: string, functionName: string) => {
        record.items.push({ caption: itemCaption, functionName });
        return wrapped;
      },
      addSeparator: () => {
        record.items.push({ separator: true });
        return wrapped;
      },
      addToUi: () => {
        const i = this.menus.findIndex((m) => m.caption === caption);
        if (i >= 0) this.menus.splice(i, 1, record);
        else this.menus.push(record);
      },
    };
    const wrapped: unknown = counted(menu, 'Menu', this.calls);
    return wrapped;
  }
}

export function htmlOutput(content: string): FakeHtmlOutput {
  const out: FakeHtmlOutput = {
    content,
    title: '',
    setTitle(title: string) {
      out.title = title;
      return out;
    },
    getTitle: () => out.title,
    getContent: () => out.content,
    setWidth: () => out,
    setHeight: () => out,
    setSandboxMode: () => out,
  };
  return out;
}

/** HtmlService reading the built HTML files (dist/) by name, as Apps Script does. */
export function createHtmlService(htmlDir: string, calls: CallCounter): unknown {
  const service = {
    createHtmlOutputFromFile: (name: string) => {
      const file = join(htmlDir, name.endsWith('.html') ? name : `${name}.html`);
      let content: string;
      try {
        content = readFileSync(file, 'utf8');
      } catch {
        throw new Error(`No HTML file named ${name} was found.`);
      }
      return htmlOutput(content);
    },
    createHtmlOutput: (html = '') => htmlOutput(html),
    SandboxMode: { IFRAME: 'IFRAME' },
    XFrameOptionsMode: { ALLOWALL: 'ALLOWALL', DEFAULT: 'DEFAULT' },
  };
  return counted(service, 'HtmlService', calls);
}
