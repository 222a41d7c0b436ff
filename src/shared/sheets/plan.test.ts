import { MAX_SHEET_NAME, shortenText, uniqueSheetNames } from './plan';

describe('uniqueSheetNames', () => {
  it('adds " (2)", " (3)" to taken names, case-insensitively, also within the batch', () => {
    expect(uniqueSheetNames(['May Stats', 'May Stats', 'june'], ['may stats', 'June'])).toEqual(['May Stats (2)', 'May Stats (3)', 'june (2)']);
  });

  it('shortens a long title, never the kind suffix, and stays within 100 characters with room for " (k)"', () => {
    const title = 'T'.repeat(94);
    const wanted = ['G1 Games', 'G1 Table', 'Stats'].map((s) => ({ title, suffix: ` ${s}` }));
    const names = uniqueSheetNames([...wanted, ...wanted], []);
    for (const [i, n] of names.entries()) {
      expect(n.length).toBeLessThanOrEqual(MAX_SHEET_NAME);
      expect(n).toContain(wanted[i % 3].suffix);
      expect(n).toContain('…');
    }
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    expect(names[3]).toMatch(/ G1 Games \(2\)$/);
  });

  it('keeps a title that fits as it is, collapsing runs of spaces', () => {
    expect(uniqueSheetNames([{ title: ' May   2026 ', suffix: ' Stats' }], [])).toEqual(['May 2026 Stats']);
  });

  it('cuts on a character boundary: no half emoji, no dangling joiner', () => {
    const family = '👨‍👩‍👧';
    const title = `${'a'.repeat(80)}${family.repeat(10)}`;
    const [name] = uniqueSheetNames([{ title, suffix: ' Games' }], []);
    expect(name.endsWith('… Games')).toBe(true);
    expect(name.length).toBeLessThanOrEqual(MAX_SHEET_NAME - ' (99)'.length);
    expect(name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/); // no lone high surrogate
    expect(name).not.toMatch(/\u200d…/);
  });
});

describe('shortenText', () => {
  it('returns text that fits unchanged, and otherwise max characters ending in …', () => {
    expect(shortenText('abc', 3)).toBe('abc');
    expect(shortenText('abcdef', 4)).toBe('abc…');
    expect(shortenText('😀😀😀😀', 5)).toBe('😀😀…'); // an emoji is 2 UTF-16 units, as Sheets counts
    expect(shortenText('😀😀😀😀', 4)).toBe('😀…');
  });
});
