/**
 * The checks every endpoint shares (titles, seeds, name lists) under one error policy (docs/rules.md §0): an input
 * is checked whole, every problem is collected with the field, line or player it concerns, and one Error lists
 * them all, one per line. Nothing is written before an input passes.
 */
import { cleanName, nameKey } from './names';

/** The problems of one input, collected, then thrown together. */
export class Problems {
  private readonly list: string[] = [];

  add(problem: string): void {
    this.list.push(problem);
  }

  get count(): number {
    return this.list.length;
  }

  /** Runs a check that throws; its message (each line of it) becomes a problem. Returns the check's value or undefined. */
  collect<T>(check: () => T): T | undefined {
    try {
      return check();
    } catch (e) {
      for (const line of (e as Error).message.split('\n')) if (line.trim() !== '') this.add(line);
      return undefined;
    }
  }

  /** Throws one Error listing every problem (one per line), when there is any. */
  throwIfAny(): void {
    if (this.list.length > 0) throw new Error(this.list.join('\n'));
  }
}

/** Nothing in it: undefined, null, or text of spaces only (a field the TD left empty). */
export const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An empty cell as getValues returns it ('' — or nothing at all). */
export const isEmptyCell = (v: unknown): boolean => v === '' || v === null || v === undefined;

const blank = isBlank;

/**
 * A value a TD sent, as a message shows it ("got …"): text in single quotes, a finite number as it is, and words for
 * anything else — never `undefined`, `NaN`, `Infinity` or `[object Object]`.
 */
export function shownInput(value: unknown): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 'nothing';
  if (typeof value === 'string') return `'${value.length > 60 ? `${value.slice(0, 57)}…` : value}'`;
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value) : Number.isNaN(value) ? 'something that is not a number' : 'a number too large to use';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return 'a group of fields';
}

/** A title, trimmed with inner spaces collapsed; empty or not text is a problem. */
export function checkTitle(value: unknown, what: string, problems: Problems): string {
  if (typeof value !== 'string' && typeof value !== 'number') {
    problems.add(`Title: enter a title for the ${what} (it names the sheets), e.g. "May 2026".`);
    return '';
  }
  const title = cleanName(String(value));
  if (title === '') problems.add(`Title: enter a title for the ${what} (it names the sheets), e.g. "May 2026".`);
  return title;
}

/** A seed as text, or undefined when blank (the server then draws one); anything but text or a number is a problem. */
export function checkSeed(value: unknown, problems: Problems): string | undefined {
  if (blank(value)) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') {
    problems.add('Seed: give text or a number (blank = drawn by the add-on).');
    return undefined;
  }
  return String(value).trim();
}

/**
 * A list of names (players or teams): each cleaned (docs/rules.md §0); a missing, empty or repeated name is a
 * problem naming its line. Numbers are accepted as names ("1850" is a name a TD may type).
 */
export function checkNameList(values: unknown, what: string, problems: Problems): string[] {
  const What = what.charAt(0).toUpperCase() + what.slice(1);
  if (!Array.isArray(values)) {
    problems.add(`${What}s: give the ${what}s, one name per line.`);
    return [];
  }
  const seen = new Map<string, number>();
  return values.map((raw, i) => {
    if (typeof raw !== 'string' && typeof raw !== 'number') {
      problems.add(`${What} ${i + 1} is not a name; give names as text.`);
      return '';
    }
    const name = cleanName(String(raw));
    if (name === '') {
      problems.add(`${What} ${i + 1} has no name; remove the empty line or type a name.`);
      return name;
    }
    const first = seen.get(nameKey(name));
    if (first !== undefined) problems.add(`${What} '${name}' appears twice (${what}s ${first + 1} and ${i + 1}); names must differ, ignoring case and spaces.`);
    else seen.set(nameKey(name), i);
    return name;
  });
}
