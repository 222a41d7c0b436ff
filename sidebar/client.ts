/**
 * A typed promise client over google.script.run: `call('createSwing', input)` resolves with the endpoint's
 * result or rejects with its Error, and only accepts endpoint names and inputs declared in the Api type (src/api.ts).
 */
import type { Api } from '../src/api';

interface ScriptRun {
  withSuccessHandler(fn: (value: unknown) => void): ScriptRun;
  withFailureHandler(fn: (error: unknown) => void): ScriptRun;
  [endpoint: string]: unknown;
}

declare const google: { script: { run: ScriptRun } };

export type Endpoint = keyof Api;
export type Input<K extends Endpoint> = Parameters<Api[K]>;
export type Output<K extends Endpoint> = ReturnType<Api[K]>;

export function call<K extends Endpoint>(name: K, ...args: Input<K>): Promise<Output<K>> {
  return new Promise((resolve, reject) => {
    const runner = google.script.run
      .withSuccessHandler((value) => resolve(value as Output<K>))
      .withFailureHandler((error) => reject(error instanceof Error ? error : new Error(messageOf(error))));
    const fn = runner[name as string];
    if (typeof fn !== 'function') {
      reject(new Error(`The add-on has no server function "${String(name)}"`));
      return;
    }
    (fn as (...a: unknown[]) => void).apply(runner, args);
  });
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message.replace(/^Exception: /, '');
  if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}
