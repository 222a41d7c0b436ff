/**
 * Golden outputs: each representative doc (testHelpers.ts) in each format, compared with the files in
 * golden/ — reviewed by hand when written (test/helpers/golden.ts: UPDATE_GOLDEN=1 rewrites them, a missing one fails).
 */
import { join } from 'node:path';
import { expectGolden } from '../../../../test/helpers/golden';
import { PUBLISH_FORMATS, render, type PublishFormat } from './index';
import { GOLDEN_DOCS } from './testHelpers';

const DIR = join(__dirname, 'golden');
const EXT: Record<PublishFormat, string> = { bbcode: 'bbcode.txt', markdown: 'md', text: 'txt', html: 'html' };

describe('golden outputs', () => {
  for (const [name, doc] of Object.entries(GOLDEN_DOCS)) {
    for (const format of PUBLISH_FORMATS) {
      it(`${name} as ${format}`, () => {
        const file = join(DIR, `${name}.${EXT[format]}`);
        expectGolden(file, render(doc, format));
      });
    }
  }
});
