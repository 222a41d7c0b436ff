// `npm run release`: builds dist/, then writes release/ — exactly what a TD pastes into Extensions ▸ Apps Script of
// their own spreadsheet, with no Node, terminal or clasp on their side:
//   release/Code.gs          = dist/Code.js (the editor's script file; .gs is what the editor calls it)
//   release/Sidebar.html     = dist/Sidebar.html (the editor's HTML file "Sidebar")
//   release/appsscript.json  = dist/appsscript.json (the manifest: time zone, runtime, the two scopes)
//   release/INSTALL.md       = docs/install.md with the version filled in (step-by-step guide)
// release/ is built, not committed (.gitignore). `--out DIR` writes elsewhere; `--no-build` uses dist/ as it is.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The release files: name in release/ → source in dist/. */
export const RELEASE_FILES = { 'Code.gs': 'Code.js', 'Sidebar.html': 'Sidebar.html', 'appsscript.json': 'appsscript.json' };

export function installGuide(version) {
  const template = readFileSync(join(root, 'docs/install.md'), 'utf8');
  if (!template.includes('{{VERSION}}')) throw new Error('docs/install.md must contain {{VERSION}}');
  return template.replaceAll('{{VERSION}}', version);
}

export async function release({ out = join(root, 'release'), build = true } = {}) {
  if (build) {
    const { buildAll } = await import('./build.mjs');
    await buildAll();
  }
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const [name, source] of Object.entries(RELEASE_FILES)) copyFileSync(join(root, 'dist', source), join(out, name));
  writeFileSync(join(out, 'INSTALL.md'), installGuide(version));
  return { out, version, files: [...Object.keys(RELEASE_FILES), 'INSTALL.md'] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  const out = at >= 0 ? resolve(args[at + 1]) : undefined;
  const done = await release({ out, build: !args.includes('--no-build') });
  console.log(`${done.out}: ${done.files.join(', ')} (version ${done.version}) — open INSTALL.md for the steps`);
}
