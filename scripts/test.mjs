// `npm test`: every test. Jest runs the unit, sheet, gas and dist tests; the browser tests follow (see below).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const report = 'build/jest-results.json';
rmSync(report, { force: true });
const jest = spawnSync('npx', ['jest', '--json', `--outputFile=${report}`, ...process.argv.slice(2)], { stdio: 'inherit' });
let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
} else failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(jest.status === 0 && failed === 0 ? 0 : 1);
