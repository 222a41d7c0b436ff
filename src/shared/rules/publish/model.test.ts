/** The doc's checks, the title line, and the extractor registry's matching. */
import { checkDoc, findExtractor, isIsoDate, progressText, render, GAMES, MATCHES, type StandingsDoc, type StandingsExtractor } from './index';

const base: StandingsDoc = {
  title: 'Cup',
  date: '2026-05-17',
  sections: [{ columns: [{ label: 'Name', align: 'left' }], rows: [{ cells: ['Ann'] }] }],
};

describe('the title line', () => {
  it('says after N of M with the unit agreeing with M', () => {
    expect(progressText({ done: 3, total: 10, unit: GAMES })).toBe('after 3 of 10 games');
    expect(progressText({ done: 0, total: 1, unit: MATCHES })).toBe('after 0 of 1 match');
  });

  it('is event — date — progress in every format', () => {
    const doc = { ...base, progress: { done: 2, total: 5, unit: GAMES } };
    expect(render(doc, 'text').split('\n')[0]).toBe('Cup — 2026-05-17 — after 2 of 5 games');
    expect(render(doc, 'bbcode').split('\n')[0]).toBe('[b]Cup — 2026-05-17 — after 2 of 5 games[/b]');
    expect(render(doc, 'markdown').split('\n')[0]).toBe('**Cup — 2026-05-17 — after 2 of 5 games**');
    expect(render(doc, 'html')).toContain('<p><strong>Cup</strong> — 2026-05-17 — after 2 of 5 games</p>');
    expect(render(base, 'text').split('\n')[0]).toBe('Cup — 2026-05-17');
  });
});

describe('a small doc, hand-written in each format', () => {
  const doc: StandingsDoc = {
    title: 'Mini',
    date: '2026-01-31',
    sections: [
      {
        caption: 'A',
        columns: [
          { label: 'Name', align: 'left' },
          { label: 'Pts', align: 'right' },
        ],
        rows: [{ cells: ['王', 10], mark: 'promoted' }, { cells: ['Bo', -0] }],
      },
    ],
  };
  it('text', () => {
    expect(render(doc, 'text')).toBe('Mini — 2026-01-31\n=================\n\nA\n   Name  Pts\n-  ----  ---\nP  王     10\n   Bo      0\n\nP = promoted\n');
  });
  it('bbcode', () => {
    expect(render(doc, 'bbcode')).toBe(
      '[b]Mini — 2026-01-31[/b]\n\n[b]A[/b]\n[code]\n   Name  Pts\n-  ----  ---\nP  王     10\n   Bo      0\n[/code]\n\nP = promoted\n',
    );
  });
  it('markdown', () => {
    expect(render(doc, 'markdown')).toBe(
      '**Mini — 2026-01-31**\n\n**A**\n\n|     | Name | Pts |\n| :-- | :--- | --: |\n| P   | 王   |  10 |\n|     | Bo   |   0 |\n\nP = promoted\n',
    );
  });
  it('html shows the mark by colour and by symbol, with the legend', () => {
    const html = render(doc, 'html');
    expect(html).toContain('<tr style="background:#e6f4ea"><td class="m" title="promoted">P</td><td>王</td><td class="r">10</td></tr>');
    expect(html).toContain('<tr><td class="m"></td><td>Bo</td><td class="r">0</td></tr>');
    expect(html).toContain('<span class="key" style="background:#e6f4ea">P</span> promoted');
  });
});

describe('checkDoc', () => {
  it('accepts a well-formed doc', () => {
    expect(() => checkDoc(base)).not.toThrow();
  });

  it('names every problem at once', () => {
    const bad = {
      title: ' ',
      date: '2026-02-30',
      progress: { done: 4, total: 3, unit: GAMES },
      sections: [
        {
          caption: 'G1',
          columns: [
            { label: 'Name', align: 'left' as const },
            { label: 'Pts', align: 'right' as const },
          ],
          rows: [{ cells: ['Ann'] }, { cells: ['Bob', NaN] }, { cells: ['Cid', 1], mark: 'champion' as never }],
        },
      ],
    };
    expect(() => checkDoc(bad)).toThrow(
      'Cannot publish these standings: the title is empty; the date "2026-02-30" is not a yyyy-mm-dd date; the progress "4 of 3" is not 0 ≤ done ≤ total in whole numbers; section 1 ("G1"), row 1 has 1 cells for 2 columns; section 1 ("G1"), row 2, column 2 is not a finite number or a text; section 1 ("G1"), row 3 has the unknown mark "champion".',
    );
    expect(() => render({ ...base, sections: [] }, 'text')).toThrow('there is no section');
  });

  it('refuses an unknown format, even one named like an object property', () => {
    expect(() => render(base, 'pdf' as never)).toThrow('Unknown publishing format "pdf"');
    expect(() => render(base, 'toString' as never)).toThrow('Unknown publishing format "toString"');
  });

  it.each([
    ['2026-05-17', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-5-17', false],
    ['17.05.2026', false],
  ])('isIsoDate(%s) is %s', (text, ok) => expect(isIsoDate(text)).toBe(ok));
});

describe('findExtractor', () => {
  const make =
    (name: string): StandingsExtractor =>
    () => ({ ...base, title: name });
  const registry = { 'gbq-table': make('gbq'), 'torres-': make('torres family'), 'torres-overview': make('torres overview'), swing: make('swing') };
  const which = (kind: string) => findExtractor(registry, kind)?.({} as never, {} as never, { kind, date: '2026-01-01' }).title;

  it('matches an exact kind, a family ending in "-", the longest key first', () => {
    expect(which('gbq-table')).toBe('gbq');
    expect(which('torres-group')).toBe('torres family');
    expect(which('torres-overview')).toBe('torres overview');
    expect(which('swing')).toBe('swing');
  });

  it('does not let a plain key catch longer kinds', () => {
    expect(which('swing-log')).toBeUndefined();
    expect(which('gbq-table-2')).toBeUndefined();
    expect(which('ttt-table')).toBeUndefined();
    expect(which('torres')).toBeUndefined();
  });
});
