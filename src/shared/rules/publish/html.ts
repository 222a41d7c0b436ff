/**
 * The HTML form, for a club page or a CMS's HTML block: one self-contained <div> with an inline <style>
 * (scoped to the div's class), the title line, one <table> per section with its caption, the notes, and
 * the legend. A marked row shows its mark twice: by colour (an inline style, which survives editors that
 * strip <style>) and by the mark's symbol in its first cell, explained by the legend — never by colour alone.
 * Every TD text is HTML-escaped (& < > " ').
 */
import { MARKS, cellText, marksUsed, oneLine, sectionHasMarks, titleParts, type StandingsDoc } from './model';

export function htmlText(text: string): string {
  return oneLine(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = [
  '.td-standings{font:14px/1.4 Arial,Helvetica,sans-serif;color:#202124}',
  '.td-standings table{border-collapse:collapse;margin:0 0 12px}',
  '.td-standings caption{text-align:left;font-weight:bold;padding:4px 0}',
  '.td-standings th,.td-standings td{padding:3px 8px;border-bottom:1px solid #dadce0;text-align:left}',
  '.td-standings th{background:#e8eaed;font-weight:bold}',
  '.td-standings .r{text-align:right}',
  '.td-standings .m{text-align:center;font-weight:bold}',
  '.td-standings p{margin:4px 0}',
  '.td-standings .key{display:inline-block;min-width:1.4em;text-align:center;border:1px solid #dadce0;font-weight:bold}',
].join('\n');

export function renderHtml(doc: StandingsDoc): string {
  const [title, ...rest] = titleParts(doc).map(htmlText);
  const out = ['<div class="td-standings">', `<style>\n${STYLE}\n</style>`, `<p><strong>${title}</strong>${rest.map((p) => ` — ${p}`).join('')}</p>`];
  for (const section of doc.sections) {
    const marks = sectionHasMarks(section);
    out.push('<table>');
    const caption = htmlText(section.caption ?? '');
    if (caption !== '') out.push(`<caption>${caption}</caption>`);
    const heads = section.columns.map((c) => `<th scope="col"${c.align === 'right' ? ' class="r"' : ''}>${htmlText(c.label)}</th>`);
    out.push(`<thead><tr>${marks ? '<th scope="col" class="m"></th>' : ''}${heads.join('')}</tr></thead>`, '<tbody>');
    for (const row of section.rows) {
      const mark = row.mark ? MARKS[row.mark] : undefined;
      const cells = row.cells.map((c, j) => `<td${section.columns[j].align === 'right' ? ' class="r"' : ''}>${htmlText(cellText(c))}</td>`);
      const markCell = marks ? `<td class="m"${mark ? ` title="${mark.label}"` : ''}>${mark ? mark.symbol : ''}</td>` : '';
      out.push(`<tr${mark ? ` style="background:${mark.background}"` : ''}>${markCell}${cells.join('')}</tr>`);
    }
    out.push('</tbody>', '</table>');
    for (const note of (section.notes ?? []).map(htmlText).filter((n) => n !== '')) out.push(`<p>${note}</p>`);
  }
  const used = marksUsed(doc);
  if (used.length > 0) {
    const keys = used.map((m) => `<span class="key" style="background:${MARKS[m].background}">${MARKS[m].symbol}</span> ${MARKS[m].label}`);
    out.push(`<p>${keys.join(' &nbsp; ')}</p>`);
  }
  out.push('</div>');
  return `${out.join('\n')}\n`;
}
