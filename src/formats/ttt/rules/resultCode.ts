/**
 * From an imported match to a Games-sheet result code (docs/rules.md §1.11), from the inviter's view:
 * single/gammon/backgammon → W1/W2/W3 for the winner, L1/L2/L3 for the loser; timeout and resign → WT for the
 * winner, LT for the player who timed out or resigned.
 */
import { parseCode, type TttCode } from './codes';
import type { ResultKind } from './importTypes';

const WIN: Readonly<Record<ResultKind, TttCode>> = { single: 'W1', gammon: 'W2', backgammon: 'W3', timeout: 'WT', resign: 'WT' };
const LOSS: Readonly<Record<ResultKind, TttCode>> = { single: 'L1', gammon: 'L2', backgammon: 'L3', timeout: 'LT', resign: 'LT' };

export function codeFor(kind: ResultKind, inviterWon: boolean): TttCode {
  return (inviterWon ? WIN : LOSS)[kind];
}

/**
 * Whether a result already in the sheet says the same as the imported code. Codes compare after reading
 * synonyms ("w" = W1). Ruling: a number in the cell is an adjudicated timeout score; it agrees with an imported
 * timeout or resignation (WT or LT) and with nothing else.
 */
export function sameResult(recorded: string | number, imported: TttCode): boolean {
  if (typeof recorded === 'number') return imported === 'WT' || imported === 'LT';
  const asNumber = Number(recorded.trim());
  if (recorded.trim() !== '' && Number.isFinite(asNumber)) return imported === 'WT' || imported === 'LT';
  return parseCode(recorded) === imported;
}
