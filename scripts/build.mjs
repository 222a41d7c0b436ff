// `npm run build`: dist/Code.js, dist/Sidebar.html, dist/appsscript.json — exactly what clasp pushes.
//
// Code.js = the esbuild bundle of src/main.ts (an IIFE under one global name) + a top-level
// `function NAME(...)` for every export of src/main.ts, because Apps Script only sees top-level functions.
// A custom function's wrapper carries its JSDoc (with @customfunction) copied from its source, which is what
// Sheets reads for autocomplete. Sidebar.html = sidebar/index.html with its CSS and bundled JS inlined.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const BUNDLE_GLOBAL = '__tdAddon';

/** Every export of src/main.ts: name, parameter names, JSDoc text, whether it is a custom function. */
export function readGlobals() {
  const mainFile = join(root, 'src/main.ts');
  const program = ts.createProgram([mainFile], {
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowJs: false,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(mainFile);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const globals = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & ts.SymbolFlags.Value)) continue; // interfaces and types have no runtime global
    const decl = symbol.declarations?.find((d) => ts.isFunctionDeclaration(d));
    if (!decl) throw new Error(`src/main.ts exports ${exported.name}, which is not a function declaration`);
    const file = decl.getSourceFile();
    const params = decl.parameters.map((p) => p.name.getText(file));
    const ranges = ts.getLeadingCommentRanges(file.text, decl.getFullStart()) ?? [];
    const docs = ranges.map((r) => file.text.slice(r.pos, r.end)).filter((t) => t.startsWith('/**'));
    const jsdoc = docs[docs.length - 1] ?? '';
    globals.push({ name: exported.name, params, jsdoc, custom: /@customfunction\b/.test(jsdoc) });
  }
  return globals;
}

function wrapper(g) {
  const params = g.params.join(', ');
  const doc = g.custom ? `${g.jsdoc}\n` : '';
  return `${doc}function ${g.name}(${params}) {\n  return ${BUNDLE_GLOBAL}.${g.name}(${params});\n}\n`;
}

async function buildCode() {
  const result = await build({
    entryPoints: [join(root, 'src/main.ts')],
    bundle: true,
    format: 'iife',
    globalName: BUNDLE_GLOBAL,
    target: 'es2020',
    platform: 'neutral',
    charset: 'utf8',
    legalComments: 'none',
    // Lean but debuggable: whitespace and syntax minified, identifiers kept for readable stack traces.
    minifyWhitespace: true,
    minifySyntax: true,
    write: false,
    logLevel: 'error',
  });
  const globals = readGlobals();
  const header = '// Built by scripts/build.mjs from src/ — do not edit. https://developers.google.com/apps-script\n';
  const code = `${header}${result.outputFiles[0].text}\n${globals.map(wrapper).join('\n')}`;
  writeFileSync(join(dist, 'Code.js'), code);
  return globals;
}

async function buildSidebar() {
  const js = await build({
    entryPoints: [join(root, 'sidebar/main.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2019',
    platform: 'browser',
    minify: true,
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'error',
  });
  const script = js.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
  const css = readFileSync(join(root, 'sidebar/style.css'), 'utf8');
  const html = readFileSync(join(root, 'sidebar/index.html'), 'utf8');
  const out = html
    .replace('<!-- inline:style.css -->', () => `<style>\n${css}</style>`)
    .replace('<!-- inline:main.js -->', () => `<script>\n${script}</script>`);
  if (/\b(src|href)=["']?(https?:)?\/\//i.test(out)) throw new Error('dist/Sidebar.html must not load anything from an external URL');
  writeFileSync(join(dist, 'Sidebar.html'), out);
}

/** The preview (dev only, never in dist/): its page with the script inlined, and its server bundle. */
async function buildPreview() {
  const out = join(root, 'build/preview');
  mkdirSync(out, { recursive: true });
  const page = await build({
    entryPoints: [join(root, 'dev/preview/page.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2019',
    platform: 'browser',
    write: false,
    logLevel: 'error',
  });
  const html = readFileSync(join(root, 'dev/preview/index.html'), 'utf8').replace(
    '<!-- inline:page.js -->',
    () => `<script>\n${page.outputFiles[0].text.replace(/<\/script/gi, '<\\/script')}</script>`,
  );
  writeFileSync(join(out, 'index.html'), html);
  await build({
    entryPoints: [join(root, 'dev/preview/server.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    outfile: join(out, 'server.cjs'),
    logLevel: 'error',
  });
}

export async function buildAll() {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  const globals = await buildCode();
  await buildSidebar();
  copyFileSync(join(root, 'appsscript.json'), join(dist, 'appsscript.json'));
  // The list of globals, for the dist test and the preview (kept out of dist/: clasp pushes dist/ whole).
  mkdirSync(join(root, 'build'), { recursive: true });
  writeFileSync(join(root, 'build/globals.json'), JSON.stringify(globals, null, 2));
  await buildPreview();
  return globals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const globals = await buildAll();
  const custom = globals.filter((g) => g.custom).map((g) => g.name);
  const bytes = readFileSync(join(dist, 'Code.js')).length;
  console.log(`dist/Code.js: ${bytes} bytes, ${globals.length} globals (${custom.length} custom functions: ${custom.join(', ') || 'none'})`);
}
