/**
 * One in-memory Apps Script world: a spreadsheet and the services the add-on uses, as the globals Apps
 * Script provides (for gas-local contexts, the preview server and tests), with every service call counted.
 */
import { Utilities } from './utilities';
import { CallCounter, counted } from './calls';
import { Charts, createSpreadsheetApp, FakeSpreadsheet } from './spreadsheet';
import { createLockService, createPropertiesService, LockState } from './services';
import { createHtmlService, FakeUi } from './ui';
import type { Locale } from './typed';

export type AuthMode = 'NONE' | 'LIMITED' | 'FULL';

export interface FakeGas {
  /** The globals Apps Script provides: pass as the gas-local context, or spread onto globalThis. */
  globals: Record<string, unknown>;
  book: FakeSpreadsheet;
  ui: FakeUi;
  calls: CallCounter;
  lock: LockState;
  properties: { document: Map<string, string>; script: Map<string, string>; user: Map<string, string> };
  /** Runs fn as one Apps Script execution in the given auth mode; locks are released when it ends. */
  execute<T>(fn: () => T, authMode?: AuthMode): T;
}

export interface FakeGasOptions {
  /** Folder holding the built HTML files (Sidebar.html), default "dist". */
  htmlDir?: string;
  spreadsheetName?: string;
  /** The spreadsheet's locale (default: STANDIN_LOCALE, else en_US). */
  locale?: Locale;
}

const AUTH_FREE = new Set(['getUi']);

export function createFakeGas(options: FakeGasOptions = {}): FakeGas {
  const calls = new CallCounter();
  const book = new FakeSpreadsheet(calls, options.spreadsheetName);
  if (options.locale) book.setSpreadsheetLocale(options.locale);
  const ui = new FakeUi(calls);
  const lock = new LockState();
  const properties = { document: new Map<string, string>(), script: new Map<string, string>(), user: new Map<string, string>() };
  let authMode: AuthMode = 'FULL';

  const spreadsheetApp = createSpreadsheetApp(book, book.wrap(ui, 'Ui')) as Record<string, unknown>;
  const guarded = new Proxy(spreadsheetApp, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (authMode === 'NONE' && typeof value === 'function' && typeof prop === 'string' && !AUTH_FREE.has(prop)) {
        return () => {
          throw new Error(
            `You do not have permission to call SpreadsheetApp.${prop}. Required permissions: https://www.googleapis.com/auth/spreadsheets.currentonly`,
          );
        };
      }
      return value;
    },
  });

  const needsAuth = (service: string, impl: unknown) =>
    new Proxy(impl as object, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (authMode === 'NONE' && typeof value === 'function' && typeof prop === 'string') {
          return () => {
            throw new Error(`You do not have permission to call ${service}.${prop}.`);
          };
        }
        return value;
      },
    });

  const globals: Record<string, unknown> = {
    SpreadsheetApp: guarded,
    HtmlService: createHtmlService(options.htmlDir ?? 'dist', calls),
    LockService: needsAuth('LockService', createLockService(lock, calls)),
    PropertiesService: needsAuth('PropertiesService', createPropertiesService(properties, calls)),
    Charts,
    ScriptApp: { AuthMode: { NONE: 'NONE', LIMITED: 'LIMITED', FULL: 'FULL', CUSTOM_FUNCTION: 'CUSTOM_FUNCTION' } },
    Utilities: counted(Utilities, 'Utilities', calls),
    Logger: { log: (...args: unknown[]) => console.log(...args) },
    console,
  };

  return {
    globals,
    book,
    ui,
    calls,
    lock,
    properties,
    execute<T>(fn: () => T, mode: AuthMode = 'FULL'): T {
      const previous = authMode;
      authMode = mode;
      try {
        return fn();
      } finally {
        authMode = previous;
        lock.holder = null; // Apps Script releases an execution's locks when it ends
      }
    },
  };
}
