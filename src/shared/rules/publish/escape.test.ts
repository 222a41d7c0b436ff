/**
 * Names are shown as typed and can never become markup: BBCode tags and the end of the [code] block, Markdown
 * cells and formatting, HTML. Each test puts hostile names in a table and checks the output as a whole.
 */
import fc from 'fast-check';
import { render, type StandingsDoc } from './index';

const HOSTILE = [
  'Eve[/code][url=http://evil.example]click[/url]',
  '[b]Bold[/b] [img]x.png[/img]',
  'Pipe | Name',
  '*star* _under_ `tick` ~strike~',
  'Back\\slash',
  '<script>alert(1)</script>',
  'Tom & Jerry &amp; co',
  '"quoted" \'single\'',
  '# not a heading',
  '$5 and $6',
];

function doc(names: string[], extra: Partial<StandingsDoc> = {}): StandingsDoc {
  return {
    title: 'Open [/b] <i>cup</i> | *2026*',
    date: '2026-05-17',
    sections: [
      {
        caption: 'Group [url]A[/url]',
        columns: [
          { label: '#', align: 'right' },
          { label: 'Player', align: 'left' },
        ],
        rows: names.map((n, i) => ({ cells: [i + 1, n] })),
        notes: ['1. a note [/code] | <b>x</b>'],
      },
    ],
    ...extra,
  };
}

describe('BBCode', () => {
  const out = render(doc(HOSTILE), 'bbcode');

  it('has exactly the tags it writes: no name, caption, title or note opens or closes one', () => {
    const tags = out.match(/\[\/?[a-z]+[^\]]*]/gi);
    expect(tags).toEqual(['[b]', '[/b]', '[b]', '[/b]', '[code]', '[/code]']);
  });

  it('shows the brackets as fullwidth brackets, the rest as typed', () => {
    expect(out).toContain('Eve［/code］［url=http://evil.example］click［/url］');
    expect(out).toContain('<script>alert(1)</script>'); // BBCode boards escape HTML themselves
    expect(out).toContain('Pipe | Name');
    expect(out).toContain('[b]Open ［/b］ <i>cup</i> | *2026* — 2026-05-17[/b]');
  });

  it('keeps a line break inside a name from leaving its row', () => {
    const two = render(doc(['Ann\n[/code]\nBob']), 'bbcode');
    expect(two).toContain('1  Ann ［/code］ Bob');
  });
});

describe('Markdown', () => {
  const out = render(doc(HOSTILE), 'markdown');
  const rows = out.split('\n').filter((l) => l.startsWith('|'));

  it('keeps every row at its column count: no unescaped pipe inside a cell', () => {
    for (const row of rows) expect(row.replace(/\\\\/g, '').replace(/\\\|/g, '').split('|').length - 2).toBe(2);
  });

  it('escapes pipes, backslashes, emphasis, code, strike, links, HTML, entities, headings and math', () => {
    expect(out).toContain('Pipe \\| Name');
    expect(out).toContain('Back\\\\slash');
    expect(out).toContain('\\*star\\* \\_under\\_ \\`tick\\` \\~strike\\~');
    expect(out).toContain('Eve\\[/code\\]\\[url=http://evil.example\\]click\\[/url\\]');
    expect(out).toContain('\\<script\\>alert(1)\\</script\\>');
    expect(out).toContain('Tom \\& Jerry \\&amp; co');
    expect(out).toContain('\\# not a heading');
    expect(out).toContain('\\$5 and \\$6');
    expect(out).toContain('**Open \\[/b\\] \\<i\\>cup\\</i\\> \\| \\*2026\\* — 2026-05-17**');
  });

  it('escapes what would start a block at the start of a note', () => {
    expect(out).toContain('\n1\\. a note \\[/code\\] \\| \\<b\\>x\\</b\\>\n');
    const notes = render({ ...doc(['Ann']), sections: [{ ...doc(['Ann']).sections[0], notes: ['- a', '+ b', '---', '=== c', '2) d'] }] }, 'markdown');
    expect(notes).toContain('\n\\- a\n');
    expect(notes).toContain('\n\\+ b\n');
    expect(notes).toContain('\n\\---\n');
    expect(notes).toContain('\n\\=== c\n');
    expect(notes).toContain('\n2\\) d\n');
  });

  it('leaves no raw HTML tag', () => {
    expect(out).not.toMatch(/(^|[^\\])<[a-z/]/i);
  });
});

describe('HTML', () => {
  const out = render(doc(HOSTILE), 'html');

  it('has only the tags it writes', () => {
    const tags = new Set((out.match(/<\/?([a-z]+)/gi) ?? []).map((t) => t.replace(/[</]/g, '').toLowerCase()));
    expect([...tags].sort()).toEqual(['caption', 'div', 'p', 'strong', 'style', 'table', 'tbody', 'td', 'th', 'thead', 'tr']);
  });

  it('escapes &, <, >, and quotes in every name, the title, the caption and the notes', () => {
    expect(out).toContain('<td>&#60;script&#62;alert(1)&#60;/script&#62;</td>');
    expect(out).toContain('<td>Tom &#38; Jerry &#38;amp; co</td>');
    expect(out).toContain('<td>&#34;quoted&#34; &#39;single&#39;</td>');
    expect(out).toContain('<strong>Open [/b] &#60;i&#62;cup&#60;/i&#62; | *2026*</strong>');
    expect(out).toContain('<p>1. a note [/code] | &#60;b&#62;x&#60;/b&#62;</p>');
  });

  it('drops bidirectional overrides, which would reorder the rest of a line', () => {
    expect(render(doc(['\u202Eevil']), 'html')).toContain('<td>evil</td>');
  });
});

describe('the text form', () => {
  it('writes names as typed, on one line each', () => {
    const out = render(doc(['<b>Ann</b> & [Bob]', 'Cid\tDee\r\nEve']), 'text');
    expect(out).toContain('1  <b>Ann</b> & [Bob]');
    expect(out).toContain('2  Cid Dee Eve');
  });
});

describe('any name (property)', () => {
  const piece = fc.constantFrom(
    '[',
    ']',
    '/code',
    'url=',
    '|',
    '\\',
    '*',
    '_',
    '`',
    '<',
    '>',
    '&',
    '"',
    "'",
    '#',
    '$',
    '\n',
    '\t',
    ' ',
    'a',
    '王',
    '🎲',
    'e\u0301',
    '\u202E',
  );
  const name = fc.array(piece, { minLength: 1, maxLength: 12 }).map((a) => `x${a.join('')}`);

  it('never adds a BBCode tag, a Markdown cell or an HTML tag', () => {
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 4 }), (names) => {
        const d = doc(names);
        const bb = render(d, 'bbcode');
        expect(bb.match(/\[\/?[a-z]+[^\]]*]/gi)).toEqual(['[b]', '[/b]', '[b]', '[/b]', '[code]', '[/code]']);
        const md = render(d, 'markdown')
          .split('\n')
          .filter((l) => l.startsWith('|'));
        expect(md).toHaveLength(2 + names.length);
        for (const row of md) expect(row.replace(/\\\\/g, '').replace(/\\\|/g, '').split('|').length - 2).toBe(2);
        const html = render(d, 'html');
        expect(html.match(/<(?!\/?(div|style|p|strong|table|caption|thead|tbody|tr|th|td)\b)/g)).toBeNull();
        expect(render(d, 'text').split('\n')).toHaveLength(render(doc(names.map(() => 'x')), 'text').split('\n').length);
      }),
    );
  });
});
