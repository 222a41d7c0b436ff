/**
 * Publishing standings: `render(doc, format)` turns a StandingsDoc (model.ts) into the text a TD posts —
 * BBCode for forums, Markdown, fixed-width text, or a self-contained HTML table. The doc is checked first
 * (every problem named at once).
 */
import { renderBbcode } from './bbcode';
import { renderHtml } from './html';
import { renderMarkdown } from './markdown';
import { checkDoc, isPublishFormat, type PublishFormat, type StandingsDoc } from './model';
import { renderText } from './text';

export * from './model';
export * from './extractor';
export { displayWidth, padEndDisplay, padStartDisplay } from './width';
export { bbcodeText } from './bbcode';
export { markdownText } from './markdown';
export { htmlText } from './html';

const RENDERERS: Record<PublishFormat, (doc: StandingsDoc) => string> = {
  bbcode: renderBbcode,
  markdown: renderMarkdown,
  text: renderText,
  html: renderHtml,
};

export function render(doc: StandingsDoc, format: PublishFormat): string {
  if (!isPublishFormat(format)) throw new Error(`Unknown publishing format "${String(format)}": use bbcode, markdown, text or html.`);
  checkDoc(doc);
  return RENDERERS[format](doc);
}
