/**
 * Counts every service call the add-on makes, the way Apps Script quotas and latency see them: each method
 * called on a service object (SpreadsheetApp, a Sheet, a Range, a builder, Ui, a Lock, …) is one call.
 */
/**
 * Calls that run in the script without reaching the spreadsheet: builders (a drop-down, a conditional format, a
 * chart being described) and the SpreadsheetApp.new… calls that start them. Counted, but not spreadsheet calls.
 */
export function isScriptSide(name: string): boolean {
  return /Builder\./.test(name) || /^SpreadsheetApp\.new/.test(name) || /^(Utilities|Logger)\./.test(name);
}

export class CallCounter {
  readonly byName = new Map<string, number>();
  total = 0;
  /** Calls that reach the spreadsheet (total minus script-side builder calls): what the time estimate counts. */
  spreadsheet = 0;
  /** Milliseconds spent inside service calls (the in-memory Sheets and its formula engine), outermost only. */
  serviceMs = 0;
  depth = 0;

  hit(name: string): void {
    this.total++;
    if (!isScriptSide(name)) this.spreadsheet++;
    this.byName.set(name, (this.byName.get(name) ?? 0) + 1);
  }

  reset(): void {
    this.serviceMs = 0;
    this.total = 0;
    this.spreadsheet = 0;
    this.byName.clear();
  }

  /** Calls made while running fn. */
  measure(fn: () => void): number {
    const before = this.total;
    fn();
    return this.total - before;
  }

  /** Spreadsheet calls (script-side builder calls left out) made while running fn. */
  measureSpreadsheet(fn: () => void): number {
    const before = this.spreadsheet;
    fn();
    return this.spreadsheet - before;
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries([...this.byName.entries()].sort());
  }
}

/**
 * Wraps a service object so every method call is counted as `Type.method`. Returned objects are the
 * implementation's own (already wrapped where they are service objects); a method that returns its own object (a
 * chained setter: `protect().setDescription(…).setWarningOnly(true)`) returns the counted wrapper, so every call of
 * a chain is counted, as Apps Script counts it.
 */
export function counted<T extends object>(target: T, type: string, calls: CallCounter): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver);
      if (typeof value !== 'function' || typeof prop !== 'string' || prop === 'constructor' || prop.startsWith('_')) {
        return value;
      }
      const chained = (result: unknown) => (result === obj ? receiver : result);
      return (...args: unknown[]) => {
        // A call the stand-in makes inside another call is its own machinery, not the add-on's: only the outermost counts.
        if (calls.depth > 0) return chained(value.apply(obj, args));
        calls.hit(`${type}.${prop}`);
        calls.depth++;
        const start = performance.now();
        try {
          return chained(value.apply(obj, args));
        } finally {
          calls.depth--;
          calls.serviceMs += performance.now() - start;
        }
      };
    },
  });
}
