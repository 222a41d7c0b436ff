/**
 * LockService and PropertiesService. The document lock is shared by every execution on the workbook:
 * an execution that asks for it while another holds it waits; the in-memory world is single-threaded, so a
 * wait that could never end fails at once with Apps Script's own timeout message. Property stores keep Apps
 * Script's size limits (limits.ts).
 */
import type { CallCounter } from './calls';
import { counted } from './calls';
import { MAX_PROPERTY_STORE_BYTES, MAX_PROPERTY_VALUE_BYTES, PROPERTY_QUOTA_MESSAGE, utf8Bytes } from './limits';

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

/** Bytes a store would hold with `changes` applied (keys and values, UTF-8). */
function storeBytes(store: Map<string, string>, changes: Record<string, string>): number {
  let bytes = 0;
  for (const [k, v] of store) if (!(k in changes)) bytes += utf8Bytes(k) + utf8Bytes(v);
  for (const [k, v] of Object.entries(changes)) bytes += utf8Bytes(k) + utf8Bytes(v);
  return bytes;
}

/** Throws Apps Script's quota error, before anything is stored, if a value or the whole store is too large. */
function checkQuota(store: Map<string, string>, changes: Record<string, string>): void {
  const tooLarge = Object.values(changes).some((v) => utf8Bytes(v) > MAX_PROPERTY_VALUE_BYTES);
  if (tooLarge || storeBytes(store, changes) > MAX_PROPERTY_STORE_BYTES) throw new Error(PROPERTY_QUOTA_MESSAGE);
}

function createProperties(store: Map<string, string>, calls: CallCounter): unknown {
  const props = {
    getProperty: (key: string) => (store.has(key) ? store.get(key)! : null),
    setProperty: (key: string, value: string) => {
      const k = String(key);
      const text = String(value);
      checkQuota(store, { [k]: text });
      store.set(k, text);
      return wrapped;
    },
    deleteProperty: (key: string) => {
      store.delete(key);
      return wrapped;
    },
    getProperties: () => Object.fromEntries(store),
    setProperties: (values: Record<string, string>) => {
      const changes = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
      checkQuota(store, changes);
      for (const [k, v] of Object.entries(changes)) store.set(k, v);
      return wrapped;
    },
    getKeys: () => [...store.keys()],
  };
  const wrapped: unknown = counted(props, 'Properties', calls);
  return wrapped;
}

export function createPropertiesService(
  stores: { document: Map<string, string>; script: Map<string, string>; user: Map<string, string> },
  calls: CallCounter,
): unknown {
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
