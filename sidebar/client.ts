/**
 * A typed promise client over google.script.run: `call('createSwing', input)` resolves with the endpoint's
 * result or rejects with its Error, and only accepts endpoint names and inputs declared in the Api type (src/api.ts).
 */
import type { Api } from '../src/api';
import type { CreationProgress } from '../src/shared/api';

interface ScriptRun {
  withSuccessHandler(fn: (value: unknown) => void): ScriptRun;
  withFailureHandler(fn: (error: unknown) => void): ScriptRun;
  [endpoint: string]: unknown;
}

declare const google: { script: { run: ScriptRun } };

export type Endpoint = keyof Api;
export type Input<K extends Endpoint> = Parameters<Api[K]>;
export type Output<K extends Endpoint> = ReturnType<Api[K]>;

function run(name: string, args: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const runner = google.script.run
      .withSuccessHandler((value) => resolve(value))
      .withFailureHandler((error) => reject(error instanceof Error ? error : new Error(messageOf(error))));
    const fn = runner[name];
    if (typeof fn !== 'function') {
      reject(new Error(`The add-on has no server function "${name}"`));
      return;
    }
    (fn as (...a: unknown[]) => void).apply(runner, args);
  });
}

/**
 * Resolves once the endpoint's work is complete: an endpoint whose creation did not fit one Apps Script run says so
 * in its result (`creating`), and the rest is written by `continueCreation` calls, one run each, with the progress
 * handed to the listeners (the busy line shows it).
 */
export async function call<K extends Endpoint>(name: K, ...args: Input<K>): Promise<Output<K>> {
  const value = (await run(name as string, args)) as Output<K>;
  await finishCreation(creatingOf(value));
  return value;
}

type ProgressListener = (progress: CreationProgress) => void;
const listeners = new Set<ProgressListener>();

/** Called with each step of a creation written over several runs; returns the unsubscribe. */
export function onCreationProgress(listener: ProgressListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function creatingOf(value: unknown): CreationProgress | null {
  if (value === null || typeof value !== 'object' || !('creating' in value)) return null;
  const creating = (value as { creating?: CreationProgress | null }).creating;
  return creating ?? null;
}

/** Continues a creation until it is complete (each call is one server run); the final progress. */
export async function finishCreation(progress: CreationProgress | null): Promise<CreationProgress | null> {
  let p = progress;
  while (p && !p.complete) {
    for (const l of listeners) l(p);
    p = (await run('continueCreation', [])) as CreationProgress;
  }
  if (p) for (const l of listeners) l(p);
  return p;
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message.replace(/^Exception: /, '');
  if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}
