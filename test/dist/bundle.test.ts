import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtGlobals, DIST, loadDist } from '../helpers/dist';

const code = () => readFileSync(join(DIST, 'Code.js'), 'utf8');

describe('dist/', () => {
  it('holds exactly the three files clasp pushes', () => {
    const out = execFileSync('npx', ['clasp', 'status', '--json'], { cwd: join(__dirname, '../..'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const status = JSON.parse(out.trim().split('\n').pop()!) as { filesToPush: string[] };
    expect([...status.filesToPush].sort()).toEqual(['dist/Code.js', 'dist/Sidebar.html', 'dist/appsscript.json']);
  });

  it('declares the V8 runtime and exactly the two scopes', () => {
    const manifest = JSON.parse(readFileSync(join(DIST, 'appsscript.json'), 'utf8'));
    expect(manifest.runtimeVersion).toBe('V8');
    expect([...manifest.oauthScopes].sort()).toEqual([
      'https://www.googleapis.com/auth/script.container.ui',
      'https://www.googleapis.com/auth/spreadsheets.currentonly',
    ]);
  });

  it('defines a top-level function for every global of src/main.ts, custom functions under their @customfunction JSDoc', () => {
    const text = code();
    const globals = builtGlobals();
    expect(globals.map((g) => g.name)).toEqual(expect.arrayContaining(['onOpen', 'onInstall', 'showSidebar', 'readSelection', 'activateSheet']));
    for (const g of globals) {
      const at = text.indexOf(`\nfunction ${g.name}(`);
      expect(at).toBeGreaterThan(0);
      if (g.custom) {
        const before = text.slice(0, at).trimEnd();
        expect(before.endsWith('*/')).toBe(true);
        const doc = before.slice(before.lastIndexOf('/**'));
        expect(doc).toContain('@customfunction');
        for (const p of g.params) expect(doc).toMatch(new RegExp(`@param\\s+\\{[^}]+\\}\\s+\\[?${p}\\b`));
      }
    }
  });

  it('builds a self-contained sidebar with no external URL', () => {
    const html = readFileSync(join(DIST, 'Sidebar.html'), 'utf8');
    expect(html).toContain('<style>');
    expect(html).toContain('<script>');
    expect(html).not.toMatch(/\b(src|href)=["']?(https?:)?\/\//i);
  });
});

describe('globals called the way Apps Script calls them, each from a fresh gas-local context', () => {
  it('onOpen builds the add-on menu in AuthMode.NONE, touching nothing that needs authorization', () => {
    const { gas, ctx } = loadDist();
    gas.execute(() => ctx.onOpen({ authMode: 'NONE' }), 'NONE');
    expect(gas.ui.menus).toHaveLength(1);
    expect(gas.ui.menus[0].items).toContainEqual({ caption: 'Open tournament wizard', functionName: 'showSidebar' });
    for (const item of gas.ui.menus[0].items) if ('functionName' in item) expect(typeof ctx[item.functionName]).toBe('function');
  });

  it('onInstall builds the same menu', () => {
    const { gas, ctx } = loadDist();
    gas.execute(() => ctx.onInstall({ authMode: 'FULL' }));
    expect(gas.ui.menus[0].caption).toBe('Tournament director');
  });

  it('showSidebar shows dist/Sidebar.html', () => {
    const { gas, ctx } = loadDist();
    gas.execute(() => ctx.showSidebar());
    expect(gas.ui.sidebar?.getTitle()).toBe('Tournament director');
    expect(gas.ui.sidebar?.getContent()).toBe(readFileSync(join(DIST, 'Sidebar.html'), 'utf8'));
  });

  it('readSelection returns the active range as text; activateSheet names a missing sheet', () => {
    const { gas, ctx } = loadDist();
    const sheet = gas.book.sheet('Sheet1');
    sheet.getRange('A1:B2').setValues([['Ann', 1500], ['Bob', '']]);
    sheet.getRange('A1:B2').activate();
    expect(gas.execute(() => ctx.readSelection())).toEqual({ values: [['Ann', '1500'], ['Bob', '']] });
    expect(gas.execute(() => ctx.activateSheet({ sheet: 'Sheet1' }))).toEqual({ ok: true });
    expect(() => gas.execute(() => ctx.activateSheet({ sheet: 'Nope' }))).toThrow('There is no sheet named "Nope"');
  });
});

describe('values written by the bundle', () => {
  it('are accepted from the gas-local realm (arrays built there are not this realm\'s Array)', () => {
    const { gas, ctx } = loadDist();
    const vm = require('node:vm') as typeof import('node:vm');
    const foreign = vm.runInNewContext('[["Ann", 1, "=B1*2"]]');
    expect(foreign instanceof Array).toBe(false);
    gas.book.sheet('Sheet1').getRange('A1:C1').setValues(foreign);
    expect(gas.book.sheet('Sheet1').valueAt(1, 3)).toBe(2);
    expect(typeof ctx.onOpen).toBe('function');
  });
});
