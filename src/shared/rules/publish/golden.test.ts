/**
 * Golden outputs: each representative doc (testHelpers.ts) in each format, compared with the files in
 * golden/ — reviewed by hand when written (UPDATE_GOLDEN=1 rewrites them; a diff then shows in review).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLISH_FORMATS, render, type PublishFormat } from './index';
import { GOLDEN_DOCS } from './testHelpers';

const DIR = join(__dirname, 'golden');
const EXT: Record<PublishFormat, string> = { bbcode: 'bbcode.txt', markdown: 'md', text: 'txt', html: 'html' };

describe('golden outputs', () => {
  for (const [name, doc] of Object.entries(GOLDEN_DOCS)) {
    for (const format of PUBLISH_FORMATS) {
      it(`${name} as ${format}`, () => {
        const file = join(DIR, `${name}.${EXT[format]}`);
        const text = render(doc, format);
        if (process.env.UPDATE_GOLDEN) {
          mkdirSync(DIR, { recursive: true });
          writeFileSync(file, text);
        }
        expect(existsSync(file)).toBe(true);
        expect(text).toBe(readFileSync(file, 'utf8'));
      });
    }
  }
});
