/**
 * `npm run release` (scripts/release.mjs): release/ holds exactly what a TD pastes into Extensions ▸ Apps Script —
 * the dist files under the script editor's names — and INSTALL.md, whose every step names things that exist: the
 * files of the release, the add-on's menu items (src/shared/server/menu.ts), the manifest's scopes and time zone,
 * the sidebar's file name as the code opens it, and the custom functions of the bundle.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MENU_ITEMS } from '../../src/shared/server/menu';

const root = join(__dirname, '../..');
let out: string;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'td-release-'));
  // --no-build: `npm test` has built dist/ already, and rebuilding it here would race the dist tests that load it
  // in parallel workers (a CI run once saw a half-written dist/Code.js).
  execFileSync('node', ['scripts/release.mjs', '--out', out, '--no-build'], { cwd: root, stdio: 'pipe' });
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const read = (dir: string, name: string) => readFileSync(join(dir, name), 'utf8');
const guide = () => read(out, 'INSTALL.md');
const manifest = () => JSON.parse(read(out, 'appsscript.json')) as { timeZone: string; oauthScopes: string[] };

/** The numbered steps of the guide (a step runs to the next step or heading), with their section. */
function steps(text: string): { section: string; n: number; text: string }[] {
  const out: { section: string; n: number; text: string }[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) {
      section = line.replace(/^#+\s*/, '');
      out.push({ section: '', n: 0, text: '' }); // a heading ends the step before it
      continue;
    }
    const m = /^(\d+)\. (.*)$/.exec(line);
    if (m) out.push({ section, n: Number(m[1]), text: m[2] });
    else if (/^\s{2,}\S/.test(line) && out.length && out[out.length - 1].n) out[out.length - 1].text += ` ${line.trim()}`;
  }
  return out.filter((s) => s.n > 0);
}

const ticked = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

describe('npm run release', () => {
  it('writes exactly the three script files and the guide', () => {
    expect(readdirSync(out).sort()).toEqual(['Code.gs', 'INSTALL.md', 'Sidebar.html', 'appsscript.json']);
  });

  it('the script files are the dist files, byte for byte', () => {
    const dist = join(root, 'dist');
    expect(read(out, 'Code.gs')).toBe(read(dist, 'Code.js'));
    expect(read(out, 'Sidebar.html')).toBe(read(dist, 'Sidebar.html'));
    expect(read(out, 'appsscript.json')).toBe(read(dist, 'appsscript.json'));
    expect(read(out, 'appsscript.json')).toBe(read(root, 'appsscript.json'));
  });

  it('the manifest asks for exactly the two scopes', () => {
    expect(manifest().oauthScopes).toEqual(['https://www.googleapis.com/auth/spreadsheets.currentonly', 'https://www.googleapis.com/auth/script.container.ui']);
  });

  it('the guide carries the version of package.json and no template markers', () => {
    const { version } = JSON.parse(read(root, 'package.json')) as { version: string };
    expect(guide()).toContain(`Tournament director ${version}`);
    expect(guide()).not.toMatch(/\{\{|\}\}/);
  });
});

describe('INSTALL.md: every step names something that exists', () => {
  const code = () => read(out, 'Code.gs');
  const globalFunction = (name: string) => new RegExp(`^function ${name}\\(`, 'm').test(code());
  const captions = MENU_ITEMS.map(([caption]) => caption);
  /** The custom functions of the bundle (the build's list of globals, the one the dist tests check). */
  const customFunctions = () => (JSON.parse(read(join(root, 'build'), 'globals.json')) as { name: string; custom: boolean }[]).filter((g) => g.custom).map((g) => g.name);

  /** Why a backticked name in the guide exists, or null when it names nothing of the release. */
  function exists(token: string, projectName: string): string | null {
    const files = readdirSync(out);
    if (files.includes(token)) return 'a release file';
    const sidebar = /createHtmlOutputFromFile\((["'])(\w+)\1\)/.exec(code())?.[2];
    if (token === sidebar && files.includes(`${token}.html`)) return 'the HTML file the code opens';
    if (token === projectName) return 'the project name the guide sets';
    if (token.startsWith('https://')) return manifest().oauthScopes.includes(token) ? 'a manifest scope' : null;
    if (token === manifest().timeZone) return 'the manifest time zone';
    if (/^[A-Z][a-z]+\/[A-Za-z_]+$/.test(token)) {
      try {
        new Intl.DateTimeFormat('en', { timeZone: token });
        return 'a time zone';
      } catch {
        return null;
      }
    }
    const path = token.split(' ▸ ');
    if (path[0] === 'Extensions' && path.length >= 2) {
      if (path[1] !== projectName) return null;
      return path.length === 2 || (path.length === 3 && captions.includes(path[2])) ? 'the add-on menu' : null;
    }
    if (captions.includes(token)) return 'a menu item';
    const fn = /^=?([A-Z][A-Z0-9]+)\(?/.exec(token);
    if (fn && customFunctions().includes(fn[1]) && globalFunction(fn[1])) return 'a custom function';
    const declared = /^function (\w+)$/.exec(token);
    if (declared && globalFunction(declared[1])) return 'a global of Code.gs';
    return null;
  }

  it('the guide sets the project name that the menu paths use', () => {
    expect(guide()).toMatch(/type `Tournament director`/);
  });

  it('every numbered step names at least one thing, and every name exists', () => {
    const project = /type `([^`]+)`/.exec(guide())![1];
    const all = steps(guide());
    expect(all.filter((s) => s.section === 'First installation').map((s) => s.n)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(all.filter((s) => /^Updating/.test(s.section)).length).toBeGreaterThanOrEqual(3);
    for (const step of all) {
      const names = ticked(step.text);
      expect({ step: `${step.section} ${step.n}`, names: names.length > 0 }).toEqual({ step: `${step.section} ${step.n}`, names: true });
      for (const name of names) expect({ name, exists: exists(name, project) !== null }).toEqual({ name, exists: true });
    }
    // The rest of the guide (the file table, troubleshooting) too.
    for (const name of ticked(guide())) expect({ name, exists: exists(name, project) !== null }).toEqual({ name, exists: true });
  });

  it('names every menu item, every manifest scope, every release file and every custom function', () => {
    const names = ticked(guide());
    for (const fn of customFunctions()) expect(names.some((n) => n === fn || n.startsWith(`=${fn}(`))).toBe(true);
    for (const caption of captions) expect(names.some((n) => n === caption || n.endsWith(` ▸ ${caption}`))).toBe(true);
    for (const scope of manifest().oauthScopes) expect(names).toContain(scope);
    for (const file of ['Code.gs', 'Sidebar.html', 'appsscript.json']) expect(names).toContain(file);
  });

  it('a name that does not exist is caught (the check can fail)', () => {
    expect(exists('Open the wizard', 'Tournament director')).toBeNull();
    expect(exists('Extensions ▸ Tournament director ▸ Export', 'Tournament director')).toBeNull();
    expect(exists('https://www.googleapis.com/auth/drive', 'Tournament director')).toBeNull();
    expect(exists('Sidebar2', 'Tournament director')).toBeNull();
    expect(exists('=NOSUCH(1)', 'Tournament director')).toBeNull();
    expect(exists('Code.js', 'Tournament director')).toBeNull();
  });
});
