/**
 * A section as fixed-width lines (the text form and the BBCode [code] block): columns two spaces apart,
 * padded by display width (width.ts) so that wide characters and emoji keep the columns straight; a rule
 * of dashes under the header; the mark's symbol in a first, unlabelled column when any row has a mark.
 */
import { MARKS, cellText, oneLine, sectionHasMarks, type Column, type StandingsSection } from './model';
import { displayWidth, padEndDisplay, padStartDisplay } from './width';

const GAP = '  ';

/**
 * The section's lines, each cell's text passed through `escape` first (BBCode neutralises brackets there).
 * Lines carry no trailing spaces.
 */
export function fixedWidthLines(section: StandingsSection, escape: (text: string) => string = (t) => t): string[] {
  const marks = sectionHasMarks(section);
  const columns: Column[] = [...(marks ? [{ label: '', align: 'left' as const }] : []), ...section.columns];
  const header = columns.map((c) => escape(oneLine(c.label)));
  const body = section.rows.map((r) => [...(marks ? [r.mark ? MARKS[r.mark].symbol : ''] : []), ...r.cells.map((c) => escape(cellText(c)))]);
  const widths = columns.map((_, j) => Math.max(1, displayWidth(header[j]), ...body.map((row) => displayWidth(row[j]))));
  const line = (cells: string[]) =>
    cells
      .map((text, j) => (columns[j].align === 'right' ? padStartDisplay(text, widths[j]) : padEndDisplay(text, widths[j])))
      .join(GAP)
      .replace(/\s+$/, '');
  const rule = widths.map((w) => '-'.repeat(w)).join(GAP);
  return [line(header), rule, ...body.map(line)];
}
