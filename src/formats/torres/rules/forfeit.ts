/**
 * Fictitious players that replace withdrawn players in their current games, named in order within a group
 * (docs/rules.md §3.7). Ruling: a fifth or later withdrawal in one group gets "Forfait 5", "Forfait 6", ….
 */
export const FORFEIT_NAMES: readonly string[] = ['forfait', 'Forfait bis', 'Forfait tierce', 'Forfait quarter'];

export const forfeitName = (i: number): string => FORFEIT_NAMES[i] ?? `Forfait ${i + 1}`;

/** True for the name of a fictitious player (case-insensitive): such players never roll over. */
export function isForfeitName(name: string): boolean {
  return /^forfait( +(bis|tierce|quarter|\d+))?$/i.test(name.trim());
}

/** The next free fictitious name of a group, given the names already in its games (compared ignoring case). */
export function nextForfeitName(used: readonly string[]): string {
  const taken = new Set(used.map((n) => n.trim().toLowerCase()));
  let i = 0;
  while (taken.has(forfeitName(i).toLowerCase())) i++;
  return forfeitName(i);
}

/** Fictitious names in the order they are given out (forfait, Forfait bis, …, Forfait 5, …). */
export function forfeitOrder(name: string): number {
  const lower = name.trim().toLowerCase();
  const i = FORFEIT_NAMES.findIndex((n) => n.toLowerCase() === lower);
  if (i >= 0) return i;
  const m = /^forfait (\d+)$/.exec(lower);
  return m ? Number(m[1]) - 1 : Number.MAX_SAFE_INTEGER;
}
