/**
 * Player names: trimmed for display, compared case-insensitively (rules: "Ann" and " ann " are one player).
 */

export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The key two names are compared by. */
export function nameKey(name: string): string {
  return cleanName(name).toLowerCase();
}

/** Throws naming every empty or repeated name; returns the cleaned names. */
export function checkNames(names: readonly string[], what = 'player'): string[] {
  const seen = new Map<string, number>();
  const problems: string[] = [];
  const cleaned = names.map((raw, i) => {
    const name = typeof raw === 'string' ? cleanName(raw) : '';
    if (name === '') problems.push(`${what} ${i + 1} has no name`);
    else {
      const first = seen.get(nameKey(name));
      if (first !== undefined) problems.push(`${what} '${name}' appears twice (${what}s ${first + 1} and ${i + 1})`);
      else seen.set(nameKey(name), i);
    }
    return name;
  });
  if (problems.length > 0) throw new Error(problems.join('; '));
  return cleaned;
}

/**
 * A record keyed by player names, safe for any name: no prototype, so a player called `__proto__`, `constructor` or
 * `toString` is a key like any other (never Object.prototype's).
 */
export function nameRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** The value a record holds for a name as its own key (undefined for `constructor` & co. of a plain object). */
export function valueByName<T>(record: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, name) ? record[name] : undefined;
}
