/**
 * The forum form (phpBB, MyBB, SMF and other BBCode boards): the title line in bold, each section's caption
 * in bold and its table as fixed-width text inside [code]…[/code] (the only way such a board keeps columns
 * aligned), the notes and the legend as plain lines.
 *
 * BBCode has no escape character, so every square bracket of TD text becomes its fullwidth form (［ ］):
 * no name, caption or note can open a tag ([url=…], [img]) or close the code block ([/code]). Fullwidth
 * brackets count 2 in the display width, so the columns stay aligned.
 */
import { fixedWidthLines } from './grid';
import { legendEntries } from './legend';
import { oneLine, titleParts, type StandingsDoc } from './model';

export function bbcodeText(text: string): string {
  return oneLine(text).replace(/\[/g, '［').replace(/]/g, '］');
}

export function renderBbcode(doc: StandingsDoc): string {
  const out = [`[b]${titleParts(doc).map(bbcodeText).join(' — ')}[/b]`];
  for (const section of doc.sections) {
    out.push('');
    const caption = bbcodeText(section.caption ?? '');
    if (caption !== '') out.push(`[b]${caption}[/b]`);
    out.push('[code]', ...fixedWidthLines(section, bbcodeText), '[/code]');
    out.push(...(section.notes ?? []).map(bbcodeText).filter((n) => n !== ''));
  }
  const legend = legendEntries(doc);
  if (legend.length > 0) out.push('', legend.join(', '));
  return `${out.join('\n')}\n`;
}
