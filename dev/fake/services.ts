/**
 * LockService and PropertiesService. The document lock is shared by every execution on the workbook:
 * an execution that asks for it while another holds it waits; the in-memory world is single-threaded, so a
 * wait that could never end fails at once with Apps Script's own timeout message.
 */
import type { CallCounter } from './calls';
import { counted } from './calls';

export class LockState {
  holder: object | null = null;
  /** Every acquire/release, for tests that check results were processed one after the other. */
  readonly log: string[] = [];
}

function createLock(state: LockState, label: string, calls: CallCounter): unknown {
  const me = {};
  const acquire = (): boolean => {
    if (state.holder && state.holder !== me) return false;
    state.holder = me;
    state.log.push(`acquire ${label}`);
    return true;
  };
  const lock = {
    tryLock: (_timeoutMs: number) => acquire(),
    waitLock: (_timeoutMs: number) => {
      if (!acquire()) throw new Error('Lock timeout: another process was holding the lock for too long.');
    },
    releaseLock: () => {
      if (state.holder === me) {
        state.holder = null;
        state.log.push(`release ${label}`);
      }
    },
    hasLock: () => state.holder === me,
  };
  return counted(lock, 'Lock', calls);
}

export function createLockService(state: LockState, calls: CallCounter): unknown {
  return counted(
    {
      getDocumentLock: () => createLock(state, 'document', calls),
      getScriptLock: () => createLock(state, 'script', calls),
      getUserLock: () => createLock(state, 'user', calls),
    },
    'LockService',
    calls,
  );
}

const MAX_VALUE_BYTES = 9 * 1024;

function createProperties(store: Map<string, string>, calls: CallCounter): unknown {
  const props = {
    getProperty: (key: string) => (store.has(key) ? store.get(key)! : null),
    setProperty: (key: string, value: string) => {
      const text = String(value);
      if (Buffer.byteLength(text, 'utf8') > MAX_VALUE_BYTES) throw new Error('Argument too large: value');
      store.set(String(key), text);
      return wrapped;
    },
    deleteProperty: (key: string) => {
      store.delete(key);
      return wrapped;
    },
    getProperties: () => Object.fromEntries(store),
    setProperties: (values: Record<string, string>) => {
      for (const [k, v] of Object.entries(values)) store.set(k, String(v));
      return wrapped;
    },
    getKeys: () => [...store.keys()],
  };
  const wrapped: unknown = counted(props, 'Properties', calls);
  return wrapped;
}

export function createPropertiesService(stores: { document: Map<string, string>; script: Map<string, string>; user: Map<string, string> }, calls: CallCounter): unknown {
  return counted(
    {
      getDocumentProperties: () => createProperties(stores.document, calls),
      getScriptProperties: () => createProperties(stores.script, calls),
      getUserProperties: () => createProperties(stores.user, calls),
    },
    'PropertiesService',
    calls,
  );
}
