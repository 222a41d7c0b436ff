import { TTT_CODES, TTT_SYNONYMS } from './codes';
import { checkAdjudicated, countedCode, mirrorResult, parseAdjudicated, parseResultText, resultUnits, showResult, toAdjudicate } from './result';
import { CURRENT_SCORING, ORIGINAL_SCORING } from './scores';

describe('result notation (docs/rules.md §1.3): codes, WT x, LT x', () => {
  it('reads WT x and LT x in every spacing, case and decimal mark', () => {
    for (const text of ['WT 1.8', 'wt1.8', ' W T 1.8 ', 'Wt 1,8', 'win timeout 1.8', 'WINTIMEOUT1.8']) {
      expect(parseAdjudicated(text)).toEqual({ code: 'WT', score: 1.8 });
    }
    for (const text of ['LT 2.3', 'lt2.3', 'lose timeout 2,3', 'L T 2.3']) expect(parseAdjudicated(text)).toEqual({ code: 'LT', score: 2.3 });
    expect(parseAdjudicated('WT 2')).toEqual({ code: 'WT', score: 2 });
    for (const text of ['WT', 'LT', 'W1 1.8', 'WT -1', 'WT 1.8.1', 'WT .5', 'WT 1.', 'WT x', 'WT 1e1', '1.8', 'WG 1.8']) {
      expect(parseAdjudicated(text)).toBeUndefined();
    }
  });

  it('a code or synonym stays a code; adjudicated forms come second', () => {
    for (const code of TTT_CODES) for (const s of [code, ...TTT_SYNONYMS[code]]) expect(parseResultText(s)).toBe(code);
    expect(parseResultText('LT 1.8')).toEqual({ code: 'LT', score: 1.8 });
    expect(parseResultText('wgn')).toBeUndefined();
  });

  it('limits 1 … 2.7 (current) and 1 … 3.0 (original), inclusive', () => {
    const cur = CURRENT_SCORING.points.W3;
    const orig = ORIGINAL_SCORING.points.W3;
    expect([1, 1.5, 2.7].map((x) => checkAdjudicated(x, cur))).toEqual([null, null, null]);
    expect(checkAdjudicated(0.9, cur)).toBe('the adjudicated score must be from 1 to 2.7');
    expect(checkAdjudicated(2.8, cur)).toBe('the adjudicated score must be from 1 to 2.7');
    expect(checkAdjudicated(0, cur)).not.toBeNull();
    expect(checkAdjudicated(2.8, orig)).toBeNull();
    expect(checkAdjudicated(3, orig)).toBeNull();
    expect(checkAdjudicated(3.1, orig)).toBe('the adjudicated score must be from 1 to 3');
  });

  it('both views: WT x ↔ LT x, the winner scores x, the other the LT points', () => {
    const wt = { code: 'WT', score: 1.8 } as const;
    const lt = mirrorResult(wt);
    expect(lt).toEqual({ code: 'LT', score: 1.8 });
    expect(mirrorResult(lt)).toEqual(wt);
    expect([resultUnits(wt, CURRENT_SCORING), resultUnits(lt, CURRENT_SCORING)]).toEqual([180000, 0]);
    expect([countedCode(wt), countedCode(lt)]).toEqual(['WT', 'LT']);
    expect(resultUnits('W3', ORIGINAL_SCORING)).toBe(300000);
    expect(mirrorResult('W2')).toBe('L2');
    expect(showResult(lt)).toBe('LT 1.8');
    expect(showResult('W1')).toBe('W1');
    expect([toAdjudicate('WT'), toAdjudicate('LT'), toAdjudicate(wt), toAdjudicate('W1')]).toEqual([true, true, false, false]);
  });
});
