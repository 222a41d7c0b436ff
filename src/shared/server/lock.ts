/**
 * The document lock every endpoint that changes sheets runs under: one call at a time per spreadsheet, so two
 * sidebars (or a sidebar and a menu item) never interleave their writes.
 */
export const LOCK_WAIT_MS = 30_000;

export const BUSY_MESSAGE = 'The spreadsheet is busy with another add-on action (another sidebar or menu item). Try again in a moment.';

/**
 * Runs fn under the document lock; a call still waiting after `waitMs` (default LOCK_WAIT_MS; 0: do not wait) gets
 * the clear "busy, try again" error.
 */
export function withDocumentLock<T>(fn: () => T, waitMs = LOCK_WAIT_MS): T {
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(waitMs)) throw new Error(BUSY_MESSAGE);
  try {
    return fn();
  } finally {
    lock.releaseLock();
  }
}
