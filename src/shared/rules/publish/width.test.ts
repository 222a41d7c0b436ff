/** Display width, against widths counted by hand (how a monospace font with CJK and emoji fallbacks draws them). */
import fc from 'fast-check';
import { displayWidth, padEndDisplay, padStartDisplay } from './width';

describe('displayWidth', () => {
  it.each([
    ['', 0],
    ['Ann', 3],
    ['王小明', 6], // CJK ideographs: wide
    ['ｆｕｌｌ', 8], // fullwidth Latin
    ['佐藤 Yuki', 9],
    ['김민준', 6], // Hangul syllables
    ['カタカナ', 8],
    ['ｶﾀｶﾅ', 4], // halfwidth Katakana: narrow
    ['\u3000', 2], // ideographic space
    ['🎲', 2],
    ['🎲 Dice', 7],
    ['e\u0301', 1], // e + combining acute
    ['Jose\u0301', 4],
    ['é', 1], // precomposed
    ['a\u200Bb', 2], // zero-width space
    ['a\u200Db', 2], // a lone zero-width joiner
    ['a\uFEFFb', 2],
    ['\u200E\u200F', 0], // direction marks
    ['👨\u200D👩\u200D👧', 2], // a ZWJ family is one emoji
    ['👍🏽', 2], // skin tone joins the hand
    ['🇫🇷', 2], // a flag: two regional indicators
    ['❤', 1], // text presentation
    ['❤\uFE0F', 2], // … shown as emoji
    ['1\uFE0F\u20E3', 2], // keycap one
    ['Ω', 1],
    ['Привет', 6],
    ['مرحبا', 5],
    ['ก\u0e34', 1], // Thai with a combining vowel
    ['［', 2], // the fullwidth bracket BBCode uses
  ])('%j is %i wide', (text, width) => {
    expect(displayWidth(text)).toBe(width);
  });

  it('counts printable ASCII one per character', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))) }),
        (s) => displayWidth(s) === s.length,
      ),
    );
  });

  it('adds up over concatenation of separate words', () => {
    const words = fc.constantFrom('Ann', '王小明', 'ｆｕｌｌ', '🎲', 'Jose\u0301', ' ', '한');
    fc.assert(fc.property(fc.array(words), (parts) => displayWidth(parts.join('')) === parts.reduce((sum, p) => sum + displayWidth(p), 0)));
  });
});

describe('padding by display width', () => {
  it('pads to the width, or leaves a wider text whole', () => {
    expect(padEndDisplay('王', 4)).toBe('王  ');
    expect(padStartDisplay('王', 4)).toBe('  王');
    expect(padEndDisplay('e\u0301', 3)).toBe('e\u0301  ');
    expect(padEndDisplay('王小明', 2)).toBe('王小明');
  });

  it('always reaches max(width, the text width)', () => {
    const text = fc.array(fc.constantFrom('a', '王', '🎲', 'e\u0301', 'ｆ'), { maxLength: 8 }).map((a) => a.join(''));
    fc.assert(
      fc.property(text, fc.nat(20), (t, w) => {
        const want = Math.max(w, displayWidth(t));
        return displayWidth(padEndDisplay(t, w)) === want && displayWidth(padStartDisplay(t, w)) === want;
      }),
    );
  });
});
