/**
 * Golden files: hand-reviewed expected outputs beside the tests. One switch rewrites them — `UPDATE_GOLDEN=1 npm test`
 * (then review the diff) — and a missing golden file fails the test instead of being created silently.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const UPDATING_GOLDEN = process.env.UPDATE_GOLDEN === '1';

/** Asserts `text` equals the golden file at `path` (rewrites it under UPDATE_GOLDEN=1). */
export function expectGolden(path: string, text: string): void {
  if (UPDATING_GOLDEN) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  if (!existsSync(path)) throw new Error(`The golden file ${path} is missing: write it with UPDATE_GOLDEN=1 npm test, review it, and commit it.`);
  expect(text).toBe(readFileSync(path, 'utf8'));
}
