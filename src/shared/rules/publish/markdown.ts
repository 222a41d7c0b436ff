/**
 * The Markdown form (GitHub, Discord-style boards, Discourse, Reddit): the title line in bold, each section a
 * real table (GFM pipes, alignment row), a first unlabelled column with the mark's symbol when any row has one,
 * the notes as paragraphs, then the legend.
 *
 * Escaping: every character Markdown gives a meaning to inside a line — \ ` * _ [ ] < > | ~ & # $ — gets a
 * backslash (CommonMark lets any ASCII punctuation be escaped), so a name is shown as typed and can neither
 * split a cell (|), format (*, _, `, ~), link ([…](…), <…>), write HTML (<script>), an entity (&amp;) or
 * math ($…$). A note also gets its line start escaped (a list "1." or "-", a rule "---").
 * Raw cells are padded by display width so the source reads as a table too.
 */
import { legendEntries } from './legend';
import { MARKS, cellText, oneLine, sectionHasMarks, titleParts, type Column, type StandingsDoc } from './model';
import { displayWidth, padEndDisplay, padStartDisplay } from './width';

export function markdownText(text: string): string {
  return oneLine(text).replace(/[\\`*_[\]<>|~&#$]/g, '\\$&');
}

/** A paragraph of its own: also what would start a block (list, rule, setext underline). */
function markdownParagraph(text: string): string {
  return markdownText(text)
    .replace(/^([-+=])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

function table(columns: Column[], header: string[], body: string[][]): string[] {
  const widths = columns.map((_, j) => Math.max(3, displayWidth(header[j]), ...body.map((r) => displayWidth(r[j]))));
  const pad = (text: string, j: number) => (columns[j].align === 'right' ? padStartDisplay(text, widths[j]) : padEndDisplay(text, widths[j]));
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = `| ${columns.map((c, j) => (c.align === 'right' ? `${'-'.repeat(widths[j] - 1)}:` : `:${'-'.repeat(widths[j] - 1)}`)).join(' | ')} |`;
  return [line(header), rule, ...body.map(line)];
}

export function renderMarkdown(doc: StandingsDoc): string {
  const out = [`**${titleParts(doc).map(markdownText).join(' — ')}**`];
  for (const section of doc.sections) {
    out.push('');
    const caption = markdownText(section.caption ?? '');
    if (caption !== '') out.push(`**${caption}**`, '');
    const marks = sectionHasMarks(section);
    const columns: Column[] = [...(marks ? [{ label: '', align: 'left' as const }] : []), ...section.columns];
    const header = columns.map((c) => markdownText(c.label));
    const body = section.rows.map((r) => [...(marks ? [r.mark ? MARKS[r.mark].symbol : ''] : []), ...r.cells.map((c) => markdownText(cellText(c)))]);
    out.push(...table(columns, header, body));
    for (const note of (section.notes ?? []).map(oneLine).filter((n) => n !== '')) out.push('', markdownParagraph(note));
  }
  const legend = legendEntries(doc);
  if (legend.length > 0) out.push('', legend.join(', '));
  return `${out.join('\n')}\n`;
}
