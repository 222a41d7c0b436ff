/**
 * The document lock every endpoint that changes sheets runs under: one call at a time per spreadsheet, so two
 * sidebars (or a sidebar and a menu item) never interleave their writes.
 */
export const LOCK_WAIT_MS = 30_000;

/** Runs fn under the document lock; a call still waiting after LOCK_WAIT_MS gets a clear "busy, try again" error. */
export function withDocumentLock<T>(fn: () => T): T {
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) {
    throw new Error('The spreadsheet is busy with another add-on action (another sidebar or menu item). Try again in a moment.');
  }
  try {
    return fn();
  } finally {
    lock.releaseLock();
  }
}
