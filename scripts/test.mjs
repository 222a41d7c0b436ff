// `npm test`: every test. Builds dist/, runs the unit/sheet/gas/dist tests (jest), then the browser tests
// (jest + playwright-core + Debian's Chromium) twice: in the stand-in's en_US and in de_DE (a decimal-comma locale:
// every format created, results typed as a person there types them, standings and publishing). Without Chromium the browser tests are skipped with a loud
// line, and the run still passes — except under CI=true, where a missing browser fails the run.
// The last line is "N passed, M failed[, K skipped]".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';

const extra = process.argv.slice(2);
mkdirSync('build', { recursive: true });
const build = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

function jest(config, report, env = {}) {
  rmSync(report, { force: true });
  const run = spawnSync('npx', ['jest', '--config', config, '--json', `--outputFile=${report}`, ...extra], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return summary(report, run.status);
}

/** As jest(), without blocking: its output collected and printed whole, under a heading, when it ends. */
function jestAsync(config, report, env, label) {
  rmSync(report, { force: true });
  return new Promise((resolve) => {
    const child = spawn('npx', ['jest', '--config', config, '--json', `--outputFile=${report}`, ...extra], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => {
      console.log(`\nBrowser tests in ${label}\n${output}`);
      resolve(summary(report, status));
    });
  });
}

function summary(report, status) {
  if (!existsSync(report)) return { passed: 0, failed: 1, skipped: 0, ok: false };
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  return { passed: r.numPassedTests, failed, skipped: r.numPendingTests, ok: status === 0 && failed === 0 };
}

const unit = jest('jest.config.js', 'build/jest-unit.json');
let passed = unit.passed;
let failed = unit.failed;
let skipped = unit.skipped;
let ok = unit.ok;

const chromium = process.env.CHROMIUM_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));
if (chromium) {
  // The two locales run at the same time (each one jest worker, its own preview server and Chromium): the browser
  // tests wait on the page much of the time, so together they take about two thirds of one after the other. Each
  // locale's output is printed whole when it ends.
  const locales = ['en_US', 'de_DE'];
  console.log(`\nBrowser tests in ${locales.join(' and ')}, side by side`);
  const runs = await Promise.all(locales.map((locale) => jestAsync('jest.e2e.config.js', `build/jest-e2e-${locale}.json`, { STANDIN_LOCALE: locale }, locale)));
  for (const e2e of runs) {
    passed += e2e.passed;
    failed += e2e.failed;
    skipped += e2e.skipped;
    ok = ok && e2e.ok;
  }
} else if (process.env.CI === 'true') {
  console.log('\n!!! BROWSER TESTS FAILED: no Chromium found and CI=true. Install it: apt-get update && apt-get install -y chromium\n');
  failed += 1;
  ok = false;
} else {
  console.log('\n' + '!'.repeat(100));
  console.log('!!! BROWSER TESTS SKIPPED: no Chromium found. Install it with: sudo apt-get update && sudo apt-get install -y chromium');
  console.log('!!! (or set CHROMIUM_PATH). Everything else ran.');
  console.log('!'.repeat(100) + '\n');
  skipped += 1;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
