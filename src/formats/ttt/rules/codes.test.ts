import { MIRROR, parseCode, TTT_CODES, TTT_SYNONYMS, isWinCode } from './codes';

describe('TTT result codes (docs/rules.md §1.2)', () => {
  it('reads every code and synonym, case-insensitive, spaces ignored', () => {
    for (const code of TTT_CODES) {
      for (const spelling of [code, ...TTT_SYNONYMS[code]]) {
        expect(parseCode(spelling)).toBe(code);
        expect(parseCode(spelling.toLowerCase())).toBe(code);
        expect(parseCode(spelling.toUpperCase())).toBe(code);
        expect(parseCode(`  ${spelling} `)).toBe(code);
      }
    }
    expect(parseCode('Win Gammon')).toBe('W2');
    expect(parseCode('wingammon')).toBe('W2');
    expect(parseCode('w 1')).toBe('W1');
    expect(parseCode('LoSe  BackGammon')).toBe('L3');
    expect(parseCode('loss')).toBe('L1');
  });

  it('lists the synonyms of the rules exactly', () => {
    expect(TTT_SYNONYMS).toEqual({
      W1: ['W', 'WS', 'win', 'win single'],
      W2: ['WG', 'win gammon'],
      W3: ['WB', 'WBG', 'win backgammon'],
      L1: ['L', 'LS', 'lose', 'lose single', 'loss'],
      L2: ['LG', 'lose gammon'],
      L3: ['LB', 'LBG', 'lose backgammon'],
      WT: ['win timeout'],
      LT: ['lose timeout'],
    });
  });

  it('refuses anything else', () => {
    for (const bad of ['wgn', 'W4', 'L0', '', 'win double', 'T', 'draw', '1', 'W1W1']) expect(parseCode(bad)).toBeUndefined();
  });

  it('mirrors each code to what the opponent sees, and back', () => {
    expect(MIRROR).toEqual({ W1: 'L1', W2: 'L2', W3: 'L3', L1: 'W1', L2: 'W2', L3: 'W3', WT: 'LT', LT: 'WT' });
    for (const code of TTT_CODES) {
      expect(MIRROR[MIRROR[code]]).toBe(code);
      expect(isWinCode(code)).toBe(!isWinCode(MIRROR[code]));
    }
  });
});
