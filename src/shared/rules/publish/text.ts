/**
 * The fixed-width form, for a printout, an e-mail or a notice board: the title line underlined, each
 * section's caption and table (grid.ts), its notes, then the legend of the marks used.
 */
import { fixedWidthLines } from './grid';
import { legendEntries } from './legend';
import { oneLine, titleParts, type StandingsDoc } from './model';
import { displayWidth } from './width';

export function renderText(doc: StandingsDoc): string {
  const title = titleParts(doc).join(' — ');
  const out = [title, '='.repeat(displayWidth(title))];
  for (const section of doc.sections) {
    out.push('');
    if (section.caption !== undefined && oneLine(section.caption) !== '') out.push(oneLine(section.caption));
    out.push(...fixedWidthLines(section));
    const notes = (section.notes ?? []).map(oneLine).filter((n) => n !== '');
    if (notes.length > 0) out.push('', ...notes);
  }
  const legend = legendEntries(doc);
  if (legend.length > 0) out.push('', legend.join(', '));
  return `${out.join('\n')}\n`;
}
