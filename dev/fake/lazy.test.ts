/**
 * The lazy engine (lazy.ts): edits wait, a read computes them once, and what a reader sees is what an engine that
 * recalculated after every edit would show.
 */
import { createEngine } from './engine';
import { settleEngine } from './lazy';

const at = (row: number, col: number) => ({ sheet: 0, row, col });

describe('the lazy engine', () => {
  it('leaves edits uncomputed until a read, which sees every edit so far', () => {
    const hf = createEngine();
    hf.addSheet('S');
    hf.setCellContents(at(0, 0), [[2], [3], ['=A1*A2']]);
    expect(hf.isEvaluationSuspended()).toBe(true);
    expect(hf.getCellValue(at(2, 0))).toBe(6);
    expect(hf.isEvaluationSuspended()).toBe(false);
    hf.setCellContents(at(0, 0), [[5]]);
    hf.removeRows(0, [1, 1]); // A2 gone: A1*#REF!
    expect(hf.getCellValue(at(1, 0))).toMatchObject({ type: 'REF' });
  });

  it('settleEngine computes what the edits left, without a read', () => {
    const hf = createEngine();
    hf.addSheet('S');
    hf.setCellContents(at(0, 0), [[1], ['=A1+1']]);
    settleEngine(hf);
    expect(hf.isEvaluationSuspended()).toBe(false);
    expect(hf.getCellValue(at(1, 0))).toBe(2);
  });

  it('an array result blocked by a typed cell fills again once the cell is cleared, however many edits lie between', () => {
    const hf = createEngine();
    hf.addSheet('S');
    hf.setCellContents(at(0, 0), [[1], [2], [3]]);
    hf.setCellContents(at(0, 1), [['=ARRAYFORMULA(A1:A3*10)']]);
    hf.setCellContents(at(1, 1), [['typed']]);
    expect(hf.getCellValue(at(0, 1))).toMatchObject({ type: 'SPILL' });
    hf.setCellContents(at(2, 0), [[4]]);
    hf.setCellContents(at(1, 1), [[null]]);
    expect([0, 1, 2].map((r) => hf.getCellValue(at(r, 1)))).toEqual([10, 20, 40]);
  });
});
