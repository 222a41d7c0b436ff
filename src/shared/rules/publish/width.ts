/**
 * Display width: how many cells of a fixed-width font a string takes, for aligning the text and BBCode
 * tables. East Asian Wide and Fullwidth characters and emoji shown as emoji count 2; combining marks,
 * zero-width and format characters count 0; everything else counts 1 (the wcwidth convention, which
 * monospace fonts with CJK and emoji fallbacks follow).
 *
 * Written here rather than taken from npm: string-width pulls in three packages (strip-ansi, emoji-regex,
 * get-east-asian-width) for cases a standings table never has (terminal escape codes), and ships ESM only;
 * these ~60 lines need no Intl.Segmenter (not promised in Apps Script), no DOM and no Node API, and are
 * tested against hand-counted widths in width.test.ts.
 */

/** East Asian Wide (W) and Fullwidth (F) ranges of Unicode 15, outside the emoji (handled by property). */
const WIDE: readonly [number, number][] = [
  [0x1100, 0x115f], // Hangul Jamo initial consonants
  [0x2329, 0x232a],
  [0x2e80, 0x303e], // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
  [0x3041, 0x33ff], // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed, compatibility
  [0x3400, 0x4dbf], // CJK Extension A
  [0x4e00, 0x9fff], // CJK Unified Ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f], // Hangul Jamo Extended-A
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small form variants
  [0xff00, 0xff60], // fullwidth ASCII and punctuation
  [0xffe0, 0xffe6], // fullwidth signs
  [0x16fe0, 0x16fe4],
  [0x17000, 0x18cff], // Tangut
  [0x1b000, 0x1b2ff], // Kana supplement and extensions, Nushu
  [0x1f200, 0x1f2ff], // enclosed ideographic supplement
  [0x20000, 0x2fffd], // CJK Extensions B–F
  [0x30000, 0x3fffd], // CJK Extension G and later
];

const MARK_OR_CONTROL = /^[\p{Mn}\p{Me}\p{Cc}]$/u;
/** Zero-width spaces and joiners, direction marks and embeddings, word joiners, variation selectors, tags, Hangul medial and final Jamo. */
const ZERO_RANGES: readonly [number, number][] = [
  [0x1160, 0x11ff],
  [0x200b, 0x200f],
  [0x2028, 0x202e],
  [0x2060, 0x206f],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xe0000, 0xe0fff],
];
const isZero = (ch: string, cp: number): boolean => MARK_OR_CONTROL.test(ch) || ZERO_RANGES.some(([lo, hi]) => cp >= lo && cp <= hi);
const EMOJI_PRESENTATION = /^\p{Emoji_Presentation}$/u;
const EMOJI = /^\p{Emoji}$/u;
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
const ZWJ = 0x200d;
const VS16 = 0xfe0f;

function isWide(cp: number): boolean {
  let lo = 0;
  let hi = WIDE.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < WIDE[mid][0]) hi = mid - 1;
    else if (cp > WIDE[mid][1]) lo = mid + 1;
    else return true;
  }
  return false;
}

const isRegionalIndicator = (cp: number): boolean => cp >= 0x1f1e6 && cp <= 0x1f1ff;
const isSkinTone = (cp: number): boolean => cp >= 0x1f3fb && cp <= 0x1f3ff;

/** The number of fixed-width cells `text` takes. */
export function displayWidth(text: string): number {
  let width = 0;
  let prev = -1; // the previous code point
  let prevWidth = 0; // what the previous code point added
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    let w: number;
    if (cp === VS16)
      w = prevWidth === 1 && prev >= 0 && EMOJI.test(String.fromCodePoint(prev)) ? 1 : 0; // text symbol shown as emoji
    else if (isZero(ch, cp)) w = 0;
    else if (prev === ZWJ && PICTOGRAPHIC.test(ch))
      w = 0; // joined into the emoji before it (👨‍👩‍👧)
    else if (isSkinTone(cp) && prev >= 0 && PICTOGRAPHIC.test(String.fromCodePoint(prev)))
      w = 0; // 👍🏽
    else if (isRegionalIndicator(cp))
      w = 1; // a flag is a pair: 2
    else if (EMOJI_PRESENTATION.test(ch) || isWide(cp)) w = 2;
    else w = 1;
    width += w;
    prevWidth = w;
    prev = cp;
  }
  return width;
}

/** `text` followed by spaces up to `width` display cells (never cut). */
export function padEndDisplay(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/** Spaces then `text`, up to `width` display cells (never cut). */
export function padStartDisplay(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - displayWidth(text))) + text;
}
