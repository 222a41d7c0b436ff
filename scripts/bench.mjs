// `npm run bench`: one table of what, size, median, unit — from every bench/*.bench.ts and src/formats/*/*.bench.ts (see bench/types.ts).
// Timed rows: 2 warm-ups, then the median of `repeat` runs (default 15). Count rows: run once.
import { build } from 'esbuild';
import { readdirSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];
// bench/*.bench.ts (what spans formats) and each format's src/formats/NAME/*.bench.ts.
const formats = readdirSync(join(root, 'src/formats')).sort();
const files = [
  ...readdirSync(join(root, 'bench'))
    .filter((f) => f.endsWith('.bench.ts'))
    .sort()
    .map((f) => `bench/${f}`),
  ...formats.flatMap((d) =>
    readdirSync(join(root, 'src/formats', d))
      .filter((f) => f.endsWith('.bench.ts'))
      .sort()
      .map((f) => `src/formats/${d}/${f}`),
  ),
].filter((f) => !only || f.includes(only));
const entry =
  files.map((f, i) => `import { cases as c${i} } from './${f}';`).join('\n') + `\nexport const all = [${files.map((_, i) => `...c${i}`).join(', ')}];`;
mkdirSync(join(root, 'build'), { recursive: true });
const out = join(root, 'build/bench.cjs');
await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  outfile: out,
  logLevel: 'error',
});
const { all } = createRequire(import.meta.url)(out);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const rows = [];
for (const c of all) {
  const input = c.setup ? await c.setup() : undefined;
  let value;
  if (c.unit === 'ms') {
    for (let i = 0; i < 2; i++) await c.run(input);
    const times = [];
    for (let i = 0; i < (c.repeat ?? 15); i++) {
      const t = performance.now();
      await c.run(input);
      times.push(performance.now() - t);
    }
    value = median(times).toFixed(2);
  } else value = String(await c.run(input));
  rows.push([c.what, c.size, value, c.unit]);
  process.stderr.write('.');
}
process.stderr.write('\n');
const head = ['what', 'size', 'median', 'unit'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (r) => `| ${r.map((x, i) => (i === 2 ? String(x).padStart(widths[i]) : String(x).padEnd(widths[i]))).join(' | ')} |`;
console.log(line(head));
console.log(`|${widths.map((w, i) => (i === 2 ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|')}|`);
for (const r of rows) console.log(line(r));
