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
  /**
   * The scopes the TD ticked on Google's consent screen (one checkbox per permission); null (the default): all of
   * the manifest's. Without the spreadsheet scope every SpreadsheetApp call fails with Google's permission error.
   */
  grantScopes(scopes: readonly string[] | null): void;
}

export interface FakeGasOptions {
  /** Folder holding the built HTML files (Sidebar.html), default "dist". */
  htmlDir?: string;
  spreadsheetName?: string;
  /** The spreadsheet's locale (default: STANDIN_LOCALE, else en_US). */
  locale?: Locale;
}

/** The manifest's scopes (appsscript.json), as the consent screen lists them. */
const MANIFEST_SCOPES = ['https://www.googleapis.com/auth/spreadsheets.currentonly', 'https://www.googleapis.com/auth/script.container.ui'];
const SHEETS_SCOPE = MANIFEST_SCOPES[0];

const AUTH_FREE = new Set(['getUi']);

export function createFakeGas(options: FakeGasOptions = {}): FakeGas {
  const calls = new CallCounter();
  const book = new FakeSpreadsheet(calls, options.spreadsheetName);
  if (options.locale) book.setSpreadsheetLocale(options.locale);
  const ui = new FakeUi(calls);
  const lock = new LockState();
  const properties = { document: new Map<string, string>(), script: new Map<string, string>(), user: new Map<string, string>() };
  let authMode: AuthMode = 'FULL';
  let granted: readonly string[] | null = null;
  const lacksSheets = () => granted !== null && !granted.includes(SHEETS_SCOPE);

  const spreadsheetApp = createSpreadsheetApp(book, book.wrap(ui, 'Ui')) as Record<string, unknown>;
  const guarded = new Proxy(spreadsheetApp, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if ((authMode === 'NONE' || lacksSheets()) && typeof value === 'function' && typeof prop === 'string' && !AUTH_FREE.has(prop)) {
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
    ScriptApp: {
      AuthMode: { NONE: 'NONE', LIMITED: 'LIMITED', FULL: 'FULL', CUSTOM_FUNCTION: 'CUSTOM_FUNCTION' },
      AuthorizationStatus: { REQUIRED: 'REQUIRED', NOT_REQUIRED: 'NOT_REQUIRED' },
      /** AuthorizationInfo for the asked scopes (default: the manifest's), as Apps Script answers it. */
      getAuthorizationInfo: (_mode: unknown, scopes?: string[]) => {
        const asked = scopes ?? MANIFEST_SCOPES;
        const have = asked.filter((s) => granted === null || granted.includes(s));
        const missing = have.length < asked.length;
        return {
          getAuthorizationStatus: () => (missing ? 'REQUIRED' : 'NOT_REQUIRED'),
          getAuthorizationUrl: () => (missing ? 'https://script.google.com/macros/d/FAKE/authorize' : null),
          getAuthorizedScopes: () => have,
        };
      },
    },
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
    grantScopes(scopes: readonly string[] | null): void {
      granted = scopes === null ? null : [...scopes];
    },
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
