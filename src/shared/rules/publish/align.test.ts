/**
 * Alignment in the fixed-width forms (text, and the BBCode [code] block) with wide characters, emoji and
 * combining marks: every column starts (left-aligned) or ends (right-aligned) at the same display column on
 * every line. Widths are counted here by an independent oracle: the test's names use only characters whose
 * width is known by hand.
 */
import { render, type StandingsDoc } from './index';

/** Hand-counted widths: the wide characters of the names below count 2, combining marks and ZWSP 0, the rest 1. */
const WIDE = new Set([...'王小明ｆｕｌｌ佐藤［］', '🎲']);
const ZERO = new Set(['\u0301', '\u200B']);
const oracle = (s: string) => [...s].reduce((n, ch) => n + (WIDE.has(ch) ? 2 : ZERO.has(ch) ? 0 : 1), 0);

const NAMES = ['王小明', 'ｆｕｌｌ', '🎲 Dice', 'Jose\u0301', 'Ann', 'Zero\u200Bwidth', '佐藤 [JP]'];
const DOC: StandingsDoc = {
  title: 'Alignment',
  date: '2026-01-02',
  sections: [
    {
      columns: [
        { label: 'Pl', align: 'right' },
        { label: 'Name', align: 'left' },
        { label: 'Club', align: 'left' },
        { label: 'Pts', align: 'right' },
      ],
      rows: NAMES.map((n, i) => ({ cells: [i + 1, n, NAMES[(i + 3) % NAMES.length], (i * 37) % 101], mark: i === 0 ? 'winner' : undefined })),
    },
  ],
};

/** Display columns where each cell of a table line starts and ends, found by locating the cells in order. */
function spans(line: string, cells: string[]): { start: number; end: number }[] {
  let from = 0;
  return cells.map((cell) => {
    const at = line.indexOf(cell, from);
    if (at < 0) throw new Error(`"${cell}" not found in "${line}" after ${from}`);
    from = at + cell.length;
    const start = oracle(line.slice(0, at));
    return { start, end: start + oracle(cell) };
  });
}

function tableLines(out: string): string[] {
  const lines = out.split('\n');
  const header = lines.findIndex((l) => /\bPl\s+Name/.test(l));
  return lines.slice(header, header + 2 + NAMES.length);
}

describe.each(['text', 'bbcode'] as const)('%s: columns line up by display width', (format) => {
  const out = render(DOC, format);
  const lines = tableLines(out);
  const shown = (s: string) => (format === 'bbcode' ? s.replace(/\[/g, '［').replace(/]/g, '］') : s);
  const rowCells = DOC.sections[0].rows.map((r) => [r.mark ? 'W' : '', ...r.cells.map((c) => shown(String(c)))]);

  it('has the header, the rule and one line per row', () => {
    expect(lines).toHaveLength(2 + NAMES.length);
    expect(lines[1]).toMatch(/^[- ]+$/);
  });

  it('starts each left-aligned column and ends each right-aligned one at the same display column', () => {
    const header = spans(lines[0], ['Pl', 'Name', 'Club', 'Pts']);
    const body = rowCells.map((cells, i) => spans(lines[2 + i], cells.slice(1)));
    for (const row of body) {
      expect(row[0].end).toBe(header[0].end); // Pl, right
      expect(row[1].start).toBe(header[1].start); // Name, left
      expect(row[2].start).toBe(header[2].start); // Club, left
      expect(row[3].end).toBe(header[3].end); // Pts, right
    }
  });

  it('puts the rule under each column exactly', () => {
    const header = spans(lines[0], ['Pl', 'Name', 'Club', 'Pts']);
    const dashes = [...lines[1].matchAll(/-+/g)].map((m) => ({ start: m.index!, end: m.index! + m[0].length }));
    // The rule is ASCII, so its indexes are display columns; column 0 is the marks' column.
    expect(dashes[1].end).toBe(header[0].end);
    expect(dashes[2].start).toBe(header[1].start);
    expect(dashes[3].start).toBe(header[2].start);
    expect(dashes[4].end).toBe(header[3].end);
    // Each column is as wide as its widest cell.
    expect(dashes[2].end - dashes[2].start).toBe(Math.max(...NAMES.map((n) => oracle(shown(n)))));
  });

  it('leaves two spaces at least between columns and no trailing spaces', () => {
    for (const line of lines) expect(line).not.toMatch(/ $/);
    const body = rowCells.map((cells, i) => spans(lines[2 + i], cells.slice(1)));
    for (const row of body) for (let j = 1; j < row.length; j++) expect(row[j].start - row[j - 1].end).toBeGreaterThanOrEqual(2);
  });
});
