/**
 * Counts every service call the add-on makes, the way Apps Script quotas and latency see them: each method
 * called on a service object (SpreadsheetApp, a Sheet, a Range, a builder, Ui, a Lock, …) is one call.
 */
export class CallCounter {
  readonly byName = new Map<string, number>();
  total = 0;
  /** Milliseconds spent inside service calls (the in-memory Sheets and its formula engine), outermost only. */
  serviceMs = 0;
  depth = 0;

  hit(name: string): void {
    this.total++;
    this.byName.set(name, (this.byName.get(name) ?? 0) + 1);
  }

  reset(): void {
    this.serviceMs = 0;
    this.total = 0;
    this.byName.clear();
  }

  /** Calls made while running fn. */
  measure(fn: () => void): number {
    const before = this.total;
    fn();
    return this.total - before;
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries([...this.byName.entries()].sort());
  }
}

/**
 * Wraps a service object so every method call is counted as `Type.method`. Returned objects are the
 * implementation's own (already wrapped where they are service objects).
 */
export function counted<T extends object>(target: T, type: string, calls: CallCounter): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver);
      if (typeof value !== 'function' || typeof prop !== 'string' || prop === 'constructor' || prop.startsWith('_')) {
        return value;
      }
      return (...args: unknown[]) => {
        calls.hit(`${type}.${prop}`);
        if (calls.depth > 0) return value.apply(obj, args);
        calls.depth++;
        const start = performance.now();
        try {
          return value.apply(obj, args);
        } finally {
          calls.depth--;
          calls.serviceMs += performance.now() - start;
        }
      };
    },
  });
}
