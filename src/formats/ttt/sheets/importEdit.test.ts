/** gamesImportEdit: scattered imports become one span (one call per sheet) that writes every other cell back as it is. */
import { gamesImportEdit, MAX_IMPORT_BLOCKS, type GamesWrite } from './games';
import { GAMES } from './layout';

const writes = (n: number): GamesWrite[] => Array.from({ length: n }, (_, i) => ({ gameIndex: 2 * i, matchId: 100 + i, result: 'W1' }));

describe('gamesImportEdit', () => {
  it(`up to ${MAX_IMPORT_BLOCKS} blocks: only the imported cells, one block per run of rows`, () => {
    const edit = gamesImportEdit(writes(MAX_IMPORT_BLOCKS), () => ({ matchId: '', result: 'L1' }));
    expect(edit.blocks).toHaveLength(MAX_IMPORT_BLOCKS);
    expect(edit.blocks![1]).toEqual({ row: GAMES.firstRow + 2, column: GAMES.col.matchId, values: [[101, "'W1"]] });
  });

  it('more: one span, the cells between written back as they are (formula, typed text, number, blank)', () => {
    const current = (k: number) =>
      k === 1
        ? { matchId: '', result: "='X Timeouts'!J5" }
        : k === 3
          ? { matchId: 77, result: 'w2' }
          : k === 5
            ? { matchId: '', result: '007' }
            : { matchId: '', result: '' };
    const edit = gamesImportEdit(writes(MAX_IMPORT_BLOCKS + 1), current);
    expect(edit.blocks).toHaveLength(1);
    const [span] = edit.blocks!;
    expect({ row: span.row, column: span.column, rows: span.values.length }).toEqual({
      row: GAMES.firstRow,
      column: GAMES.col.matchId,
      rows: 2 * MAX_IMPORT_BLOCKS + 1,
    });
    expect(span.values.slice(0, 7)).toEqual([
      [100, "'W1"],
      [null, "='X Timeouts'!J5"],
      [101, "'W1"],
      [77, "'w2"],
      [102, "'W1"],
      [null, "'007"],
      [103, "'W1"],
    ]);
  });

  it('a cell that cannot be written back unchanged (a date) keeps the blocks', () => {
    const edit = gamesImportEdit(writes(MAX_IMPORT_BLOCKS + 1), (k) => ({ matchId: '', result: k === 3 ? new Date(2026, 0, 1) : '' }));
    expect(edit.blocks).toHaveLength(MAX_IMPORT_BLOCKS + 1);
  });
});
