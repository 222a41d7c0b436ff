/**
 * Loads the built bundle the way Apps Script does: dist/Code.js run by gas-local in a fresh vm context whose
 * globals are the in-memory services. Each call gives a new context and a new spreadsheet.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFakeGas, type FakeGas } from '../../dev/fake/gas';
import { registerAddOnFunctions } from '../../dev/customFunctions';

// gas-local has no types; it exports { require(folder, globals, options) }.

const gasLocal = require('gas-local') as { require(folder: string, globals: object, options?: object): Record<string, unknown> };

export const DIST = join(__dirname, '../../dist');

export interface GlobalInfo {
  name: string;
  params: string[];
  jsdoc: string;
  custom: boolean;
}

export function builtGlobals(): GlobalInfo[] {
  return JSON.parse(readFileSync(join(__dirname, '../../build/globals.json'), 'utf8')) as GlobalInfo[];
}

export interface DistWorld {
  gas: FakeGas;
  /** The vm context: every top-level function of Code.js is a property. */
  ctx: Record<string, (...args: unknown[]) => unknown>;
}

export function loadDist(options: { registerBundleFunctions?: boolean } = {}): DistWorld {
  if (options.registerBundleFunctions) {
    // The engine learns custom functions when it is built: register the bundle's (pure) functions first.
    const probe = gasLocal.require(DIST, { ...createFakeGas({ htmlDir: DIST }).globals });
    registerAddOnFunctions(
      Object.fromEntries(
        builtGlobals()
          .filter((g) => g.custom)
          .map((g) => [g.name, probe[g.name]]),
      ),
    );
  }
  const gas = createFakeGas({ htmlDir: DIST });
  const ctx = gasLocal.require(DIST, { ...gas.globals }) as Record<string, (...args: unknown[]) => unknown>;
  return { gas, ctx };
}
