/**
 * Results import reconciliation (docs/rules.md §1.7 and §1.11; pure: the report says what to write, server/importResults.ts writes it).
 *
 * Rulings:
 * - Names compare case-insensitively, spaces trimmed; the report names a player of the set by their name in the set
 *   (not the export's spelling). A name that differs from a player's only by accents is not that player: the
 *   report suggests the player ("did you mean 'Jürgen Müller'?"), never applies it.
 * - Neither player in any group of the set → `unknown`. Exactly one in the set → friendly ("non-member").
 *   Both in the set but in no common group (or not both in the group the row names) → friendly ("cross-group").
 *   A pair sharing several groups (both have several entries) with no `group` on the row: the group is found
 *   from the sheet when that is unique — the group whose game of the pair already holds this match id, else the
 *   only group where the pair's game has no match id yet, else (every game of the pair holds a lower id) friendly;
 *   otherwise `ambiguous`.
 * - For a pair with k games in its group (1, or 2 in a double round robin), the k lowest match ids between them
 *   are official — counting this import AND the match ids already in the Games sheet; higher ids are friendly.
 * - An official id already in the sheet goes to its own game; other official ids go, lowest first, to the
 *   pair's games without a match id (one whose hand-typed result agrees first, then an empty one, in schedule
 *   order, so the order of import does not matter), then to the games holding an id that is no longer
 *   official: a lower id arriving later REPLACES the higher one (match id and result; `replaced` says what was
 *   there), and the replaced match is reported as friendly, whatever the order of import.
 * - A result that differs from the one in the sheet for the same match id is a conflict and writes nothing; so is
 *   a row of a pair whose match id cell holds something else than a match id (a note the TD typed).
 * - Identical to what the sheet holds → skipped. A repeated row of this import → skipped. So importing the same
 *   rows again after applying the updates writes nothing.
 */
import { nameKey } from '../../../shared/rules/names';
import { codeFor, sameResult } from './resultCode';
import { parseMatchId, readRows, type ReadRow } from './importRows';
import type { Conflict, FriendlyRow, GameUpdate, ImportInput, ImportReport, NoteRow, SheetGame, SheetGroup } from './importTypes';

const pairKey = (a: string, b: string): string => [nameKey(a), nameKey(b)].sort().join('\n');
const filled = (v: unknown): boolean => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

interface Placed {
  groupIndex: number;
  row: ReadRow;
}

/** The pair's games in a group (with their index), in schedule order. */
function pairGames(group: SheetGroup, key: string): { game: SheetGame; index: number }[] {
  return group.games.map((game, index) => ({ game, index })).filter(({ game }) => pairKey(game.inviter, game.invitee) === key);
}

/**
 * A pair together in several groups, the row naming none: the group from the sheet when it is unique (the one
 * holding this match id; else the only one with a game of the pair still without a match id); 'friendly' when
 * every game of the pair holds a lower id; null when it cannot be told.
 */
function groupFromSheet(row: ReadRow, groups: readonly SheetGroup[], common: number[]): number | 'friendly' | null {
  const key = pairKey(row.player1, row.player2);
  const ids = common.map((g) => pairGames(groups[g], key).map(({ game }) => parseMatchId(game.matchId)));
  const holding = common.filter((_, k) => ids[k].includes(row.matchId));
  if (holding.length === 1) return holding[0];
  const open = common.filter((_, k) => ids[k].includes(null));
  if (open.length === 1) return open[0];
  if (open.length === 0 && ids.flat().every((id) => id !== null && id < (row.matchId as number))) return 'friendly';
  return null;
}

/** Which group a row belongs to, or the list it goes on instead. */
/** Names compared without accents (José = Jose), for a "did you mean" only: the import itself compares exactly. */
const folded = (name: string): string => nameKey(name).normalize('NFD').replace(/\p{M}/gu, '');

/** " (did you mean 'José'?)" when a player of the set differs from `name` only by accents; "" otherwise. */
function didYouMean(name: string, groups: readonly SheetGroup[]): string {
  const key = folded(name);
  const near = groups.flatMap((g) => g.players).find((p) => folded(p) === key);
  return near === undefined ? '' : ` (did you mean '${near}'?)`;
}

function place(row: ReadRow, groups: readonly SheetGroup[], member: Map<string, number[]>, report: ImportReport): Placed | null {
  const g1 = member.get(nameKey(row.player1)) ?? [];
  const g2 = member.get(nameKey(row.player2)) ?? [];
  const pair = `'${row.player1}' – '${row.player2}'`;
  if (g1.length === 0 && g2.length === 0) {
    const hint = didYouMean(row.player1, groups) + didYouMean(row.player2, groups);
    report.unknown.push({ ...row, detail: `row ${row.row}: neither '${row.player1}' nor '${row.player2}' is in any group${hint}` });
    return null;
  }
  if (g1.length === 0 || g2.length === 0) {
    const outsider = g1.length === 0 ? row.player1 : row.player2;
    const hint = didYouMean(outsider, groups);
    report.friendly.push({ ...row, reason: 'non-member', detail: `row ${row.row}: '${outsider}' is in no group${hint}: match ${row.matchId} is friendly` });
    return null;
  }
  let common = g1.filter((g) => g2.includes(g));
  if (row.group !== null) {
    const named = groups.findIndex((g) => nameKey(g.name) === nameKey(row.group as string));
    if (named < 0) {
      report.invalid.push({ ...row, detail: `row ${row.row}: there is no group '${row.group}'` });
      return null;
    }
    common = common.filter((g) => g === named);
  }
  if (common.length === 0) {
    report.friendly.push({ ...row, reason: 'cross-group', detail: `row ${row.row}: ${pair} are not in the same group: match ${row.matchId} is friendly` });
    return null;
  }
  if (common.length > 1) {
    const names = common.map((g) => `'${groups[g].name}'`).join(', ');
    const found = groupFromSheet(row, groups, common);
    if (found === 'friendly') {
      report.friendly.push({
        ...row,
        reason: 'later-match',
        detail: `row ${row.row}: match ${row.matchId} is friendly: ${pair} already have official matches with lower ids in groups ${names}`,
      });
      return null;
    }
    if (found === null) {
      report.ambiguous.push({
        ...row,
        detail: `row ${row.row}: ${pair} are together in groups ${names} and their games there are all open (or all taken); say which group`,
      });
      return null;
    }
    common = [found];
  }
  return { groupIndex: common[0], row };
}

function reconcilePair(group: SheetGroup, groupIndex: number, rows: ReadRow[], report: ImportReport): void {
  const [first] = rows;
  const key = pairKey(first.player1, first.player2);
  const games = pairGames(group, key);
  if (games.length === 0) {
    for (const r of rows) report.invalid.push({ ...r, detail: `row ${r.row}: group '${group.name}' has no game between '${r.player1}' and '${r.player2}'` });
    return;
  }
  // A match id cell holding something else than a match id (a note such as "postponed") is the TD's: never written over.
  const noted = games.filter(({ game }) => filled(game.matchId) && parseMatchId(game.matchId) === null);
  if (noted.length > 0) {
    for (const r of rows) {
      const { game, index } = noted[0];
      const cell = game.matchIdCell ?? `the match id of '${group.name}' ${game.inviter} – ${game.invitee}`;
      report.conflicts.push({
        ...r,
        group: group.name,
        gameIndex: index,
        recorded: String(game.matchId),
        imported: String(r.matchId),
        detail: `row ${r.row}: ${cell} holds "${String(game.matchId)}", not a match id; the sheet is not changed (clear it or type the match id, then import again)`,
      });
    }
    return;
  }
  const recorded = games.map(({ game }) => parseMatchId(game.matchId));
  const ids = [...new Set([...recorded.filter((id): id is number => id !== null), ...rows.map((r) => r.matchId as number)])].sort((a, b) => a - b);
  const official = ids.slice(0, games.length);
  const claimed = new Set<number>();

  for (const r of [...rows].sort((a, b) => (a.matchId as number) - (b.matchId as number))) {
    const id = r.matchId as number;
    if (!official.includes(id)) {
      const friendly: FriendlyRow = { ...r, reason: 'later-match', detail: `row ${r.row}: match ${id} is friendly; official: ${official.join(', ')}` };
      report.friendly.push(friendly);
      continue;
    }
    let slot = recorded.indexOf(id);
    // A game without a match id: first one whose hand-typed result says the same as this match (the TD typed this
    // match), then an empty one, then (a conflict) one holding another result: a double round robin's second
    // match fills the empty game whatever the order of import.
    const open = (s: number): boolean => recorded[s] === null && !claimed.has(s);
    const agrees = (s: number): boolean => {
      const { game } = games[s];
      return filled(game.result) && sameResult(game.result as string | number, codeFor(r.kind, nameKey(r.winner) === nameKey(game.inviter)));
    };
    if (slot < 0) slot = games.findIndex((_, s) => open(s) && agrees(s));
    if (slot < 0) slot = games.findIndex(({ game }, s) => open(s) && !filled(game.result));
    if (slot < 0) slot = games.findIndex((_, s) => open(s));
    // A lower id arriving after a higher one: it takes the game of an id that is no longer official.
    if (slot < 0) slot = games.findIndex((_, s) => recorded[s] !== null && !official.includes(recorded[s] as number) && !claimed.has(s));
    if (slot < 0) throw new Error(`reconcileImport: no game for match ${id} (internal error)`);
    claimed.add(slot);
    const { game, index } = games[slot];
    const result = codeFor(r.kind, nameKey(r.winner) === nameKey(game.inviter));
    const old = recorded[slot];
    if (old !== null && old !== id) {
      const was = filled(game.result) ? String(game.result) : 'no result';
      const replaced = { matchId: old, result: filled(game.result) ? (game.result as string | number) : null };
      report.updates.push({ ...r, group: group.name, groupIndex, gameIndex: index, result, writes: ['matchId', 'result'], replaced });
      if (!rows.some((x) => x.matchId === old)) {
        report.friendly.push({
          row: r.row,
          matchId: old,
          player1: game.inviter,
          player2: game.invitee,
          reason: 'replaced',
          detail: `row ${r.row}: match ${old} (${was}), already in '${group.name}', is friendly now: match ${id} is lower and replaces it`,
        });
      }
      continue;
    }
    const writes: GameUpdate['writes'] = [];
    if (recorded[slot] === null) writes.push('matchId');
    if (filled(game.result)) {
      if (!sameResult(game.result as string | number, result)) {
        const conflict: Conflict = {
          ...r,
          group: group.name,
          gameIndex: index,
          recorded: String(game.result),
          imported: result,
          detail: `row ${r.row}: '${group.name}' ${game.inviter} – ${game.invitee} holds ${String(game.result)}, match ${id} says ${result}; the sheet is not changed`,
        };
        report.conflicts.push(conflict);
        continue;
      }
    } else writes.push('result');
    if (writes.length === 0) {
      report.skipped.push({ ...r, detail: `row ${r.row}: match ${id} is already recorded` });
      continue;
    }
    report.updates.push({ ...r, group: group.name, groupIndex, gameIndex: index, result, writes });
  }
}

function summarise(rows: number, r: ImportReport): string {
  const parts: [number, string][] = [
    [r.updates.length, 'to write'],
    [r.skipped.length, 'already recorded'],
    [r.friendly.length, 'friendly'],
    [r.conflicts.length, 'in conflict (not written)'],
    [r.unknown.length, 'with unknown players'],
    [r.ambiguous.length, 'ambiguous (name the group)'],
    [r.invalid.length, 'invalid'],
  ];
  const said = parts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
  return `${rows} row${rows === 1 ? '' : 's'}: ${said.length > 0 ? said.join(', ') : 'nothing to do'}.`;
}

export function reconcileImport(input: ImportInput): ImportReport {
  const report: ImportReport = { updates: [], friendly: [], unknown: [], conflicts: [], skipped: [], invalid: [], ambiguous: [], summary: '' };
  const { good, invalid, repeated } = readRows(input.rows, input.firstRow ?? 1);
  report.invalid.push(...invalid);
  report.skipped.push(...repeated);

  const member = new Map<string, number[]>();
  input.groups.forEach((g, gi) =>
    g.players.forEach((p) => {
      const list = member.get(nameKey(p)) ?? [];
      if (!list.includes(gi)) list.push(gi);
      member.set(nameKey(p), list);
    }),
  );

  // The report speaks of a player by their name in the set, not by the export's spelling ("ann " → "Ann").
  const spelled = new Map<string, string>();
  for (const g of input.groups) for (const p of g.players) if (!spelled.has(nameKey(p))) spelled.set(nameKey(p), p);
  const named = (n: string): string => spelled.get(nameKey(n)) ?? n;

  const byPair = new Map<string, Placed[]>();
  for (const typed of good) {
    const row: ReadRow = { ...typed, player1: named(typed.player1), player2: named(typed.player2), winner: named(typed.winner) };
    const placed = place(row, input.groups, member, report);
    if (placed === null) continue;
    const key = `${placed.groupIndex}\n${pairKey(row.player1, row.player2)}`;
    byPair.set(key, [...(byPair.get(key) ?? []), placed]);
  }
  for (const list of byPair.values()) {
    const gi = list[0].groupIndex;
    reconcilePair(
      input.groups[gi],
      gi,
      list.map((p) => p.row),
      report,
    );
  }

  const byRow = (a: NoteRow | { row: number }, b: { row: number }): number => a.row - b.row;
  for (const list of [report.updates, report.friendly, report.unknown, report.conflicts, report.skipped, report.invalid, report.ambiguous]) {
    list.sort(byRow);
  }
  report.summary = summarise(input.rows.length, report);
  return report;
}
