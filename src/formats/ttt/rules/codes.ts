/**
 * TTT result codes (docs/rules.md §1.2): the eight codes, their synonyms, and how a code looks from the other side.
 *
 * Codes are read case-insensitively with all spaces ignored ("Win Gammon", "wingammon" and "WG" are W2).
 * Lookups go through one Map; the common spellings ("W1", "w1") hit it without any normalisation.
 */

export const TTT_CODES = ['W1', 'W2', 'W3', 'L1', 'L2', 'L3', 'WT', 'LT'] as const;
export type TttCode = (typeof TTT_CODES)[number];

/** Synonyms as written in docs/rules.md §1.2 (the code itself is always accepted too). */
export const TTT_SYNONYMS: Readonly<Record<TttCode, readonly string[]>> = {
  W1: ['W', 'WS', 'win', 'win single'],
  W2: ['WG', 'win gammon'],
  W3: ['WB', 'WBG', 'win backgammon'],
  L1: ['L', 'LS', 'lose', 'lose single', 'loss'],
  L2: ['LG', 'lose gammon'],
  L3: ['LB', 'LBG', 'lose backgammon'],
  WT: ['win timeout'],
  LT: ['lose timeout'],
};

/** The same game seen by the opponent: W2 ↔ L2, WT ↔ LT. */
export const MIRROR: Readonly<Record<TttCode, TttCode>> = {
  W1: 'L1',
  W2: 'L2',
  W3: 'L3',
  L1: 'W1',
  L2: 'W2',
  L3: 'W3',
  WT: 'LT',
  LT: 'WT',
};

/** Index of a code in TTT_CODES (the order of the standings' count columns). */
export const CODE_INDEX: Readonly<Record<TttCode, number>> = {
  W1: 0,
  W2: 1,
  W3: 2,
  L1: 3,
  L2: 4,
  L3: 5,
  WT: 6,
  LT: 7,
};

/** Lower case, every whitespace character removed. */
export function normaliseCode(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

const LOOKUP: ReadonlyMap<string, TttCode> = (() => {
  const map = new Map<string, TttCode>();
  for (const code of TTT_CODES) {
    for (const spelling of [code, ...TTT_SYNONYMS[code]]) {
      const key = normaliseCode(spelling);
      map.set(key, code);
      map.set(key.toUpperCase(), code);
    }
  }
  return map;
})();

/** The code a cell's text stands for, or undefined when it is not a result code. */
export function parseCode(text: string): TttCode | undefined {
  return LOOKUP.get(text) ?? LOOKUP.get(normaliseCode(text));
}

export function isWinCode(code: TttCode): boolean {
  return code.charCodeAt(0) === 87; // 'W'
}
