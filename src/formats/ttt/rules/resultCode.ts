/**
 * From an imported match to a Games-sheet result code (docs/rules.md §1.11), from the inviter's view:
 * single/gammon/backgammon → W1/W2/W3 for the winner, L1/L2/L3 for the loser; timeout and resign → WT for the
 * winner, LT for the player who timed out or resigned.
 */
import { parseCode, type TttCode } from './codes';
import { parseAdjudicated } from './result';
import type { ResultKind } from './importTypes';

const WIN: Readonly<Record<ResultKind, TttCode>> = { single: 'W1', gammon: 'W2', backgammon: 'W3', timeout: 'WT', resign: 'WT' };
const LOSS: Readonly<Record<ResultKind, TttCode>> = { single: 'L1', gammon: 'L2', backgammon: 'L3', timeout: 'LT', resign: 'LT' };

export function codeFor(kind: ResultKind, inviterWon: boolean): TttCode {
  return (inviterWon ? WIN : LOSS)[kind];
}

/**
 * Whether a result already in the sheet says the same as the imported code. Codes compare after reading
 * synonyms ("w" = W1). An adjudicated timeout agrees with an imported timeout or resignation that goes the same
 * way: `WT x` and a bare number (= `WT x`) with the inviter winning (WT), `LT x` with the invitee winning (LT).
 */
export function sameResult(recorded: string | number, imported: TttCode): boolean {
  if (typeof recorded === 'number') return imported === 'WT';
  const asNumber = Number(recorded.trim());
  if (recorded.trim() !== '' && Number.isFinite(asNumber)) return imported === 'WT';
  return (parseCode(recorded) ?? parseAdjudicated(recorded)?.code) === imported;
}
