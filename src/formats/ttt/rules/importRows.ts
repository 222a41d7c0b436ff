/**
 * Reading the rows of a results import: each row is checked on its own (match id, players, winner, kind), then
 * repeated match ids are caught. Bad rows are reported with their row number and never imported.
 */
import { cleanName, nameKey } from '../../../shared/rules/names';
import { RESULT_KINDS, type ImportRow, type NoteRow, type ResultKind, type RowRef } from './importTypes';
import { shownInput } from '../../../shared/rules/input';

export interface ReadRow extends RowRef {
  winner: string;
  kind: ResultKind;
  group: string | null;
}

export function parseMatchId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) {
    const n = Number(value);
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  }
  return null;
}

const text = (v: unknown): string => (typeof v === 'string' ? cleanName(v) : typeof v === 'number' ? String(v) : '');

function readOne(raw: ImportRow, row: number): ReadRow | NoteRow {
  const player1 = text(raw?.player1);
  const player2 = text(raw?.player2);
  const matchId = parseMatchId(raw?.matchId);
  const ref: RowRef = { row, matchId, player1, player2 };
  const bad = (detail: string): NoteRow => ({ ...ref, detail: `row ${row}: ${detail}` });
  if (matchId === null) {
    const shown =
      raw?.matchId === undefined || raw?.matchId === null || text(raw.matchId) === ''
        ? 'no match id'
        : `match id ${shownInput(raw.matchId)} is not a whole number`;
    return bad(shown);
  }
  if (player1 === '' || player2 === '') return bad('a player name is missing');
  if (nameKey(player1) === nameKey(player2)) return bad(`'${player1}' is named as both players`);
  const winner = text(raw.winner);
  const winnerKey = nameKey(winner);
  if (winnerKey !== nameKey(player1) && winnerKey !== nameKey(player2)) {
    return bad(`winner '${winner}' is not one of the two players ('${player1}', '${player2}')`);
  }
  const kind = text(raw.kind).toLowerCase();
  if (!(RESULT_KINDS as readonly string[]).includes(kind)) {
    return bad(`kind '${text(raw.kind)}' is not one of ${RESULT_KINDS.join(', ')}`);
  }
  const group = text(raw.group);
  return { ...ref, winner: winnerKey === nameKey(player1) ? player1 : player2, kind: kind as ResultKind, group: group === '' ? null : group };
}

const sameMatch = (a: ReadRow, b: ReadRow): boolean =>
  [a.player1, a.player2].map(nameKey).sort().join('\n') === [b.player1, b.player2].map(nameKey).sort().join('\n') &&
  nameKey(a.winner) === nameKey(b.winner) &&
  a.kind === b.kind;

export function readRows(rows: readonly ImportRow[], firstRow: number): { good: ReadRow[]; invalid: NoteRow[]; repeated: NoteRow[] } {
  const good: ReadRow[] = [];
  const invalid: NoteRow[] = [];
  const repeated: NoteRow[] = [];
  const byId = new Map<number, ReadRow>();
  rows.forEach((raw, i) => {
    const read = readOne(raw, typeof raw?.row === 'number' ? raw.row : i + firstRow);
    if (!('kind' in read)) return void invalid.push(read);
    const earlier = byId.get(read.matchId as number);
    if (earlier === undefined) {
      byId.set(read.matchId as number, read);
      good.push(read);
    } else if (sameMatch(earlier, read)) {
      repeated.push({ ...read, detail: `row ${read.row}: repeats row ${earlier.row} (match ${read.matchId})` });
    } else {
      invalid.push({ ...read, detail: `row ${read.row}: match id ${read.matchId} is already on row ${earlier.row} with a different match` });
    }
  });
  return { good, invalid, repeated };
}
