/** The GBQ README names only files of this repository: every link, every `*.md` and every `src/…`, `test/…` path it mentions exists. */
import { existsSync, readFileSync } from 'fs';
import { join, resolve } from 'path';

const here = __dirname;
const root = resolve(here, '../../..');
const text = readFileSync(join(here, 'README.md'), 'utf8');

describe('GBQ README', () => {
  it('links only to files in the repository', () => {
    const links = [...text.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/i.test(l));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((l) => !existsSync(resolve(here, l)))).toEqual([]);
  });

  it('names no Markdown file that is not in the repository (issue 28: it named functions.md)', () => {
    const named = [...new Set([...text.matchAll(/[\w./-]+\.md\b/g)].map((m) => m[0]))];
    const found = (f: string) => existsSync(resolve(here, f)) || existsSync(join(root, f)) || existsSync(join(here, f));
    expect(named.filter((f) => !found(f))).toEqual([]);
  });

  it('names only source and test paths that exist', () => {
    const paths = [...new Set([...text.matchAll(/`((?:src|test|bench|dev|scripts)\/[\w./-]+)`/g)].map((m) => m[1]))];
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.filter((p) => !existsSync(join(root, p)))).toEqual([]);
  });
});
