/**
 * DUPSTATUS: the certainty marks of a duplicate event's teams (docs/rules.md §2.8, §2.9, §6 "Certainty marks") in one
 * cell that spills one column beside the standings. Coerces the Sheets arguments, names the bad cell, and hands the
 * work to ../rules/certainty.ts.
 */
import { certaintyMarks, type Certainty, type RemainingMatch } from '../rules/certainty';
import type { TeamMatchResult } from '../rules/teamStandings';
import { cleanName, nameKey } from '../../../shared/rules/names';
import { type Arg, asGrid, fail, failArg, isBlank, isGrid, Place, type Result, type Scalar, toNumber, toText } from '../../../shared/functions/args';

const FN = 'DUPSTATUS';

/** A one-column range argument: its cells top to bottom. */
function column(arg: string, value: Arg): Scalar[] {
  const grid = asGrid(value);
  const width = grid.length > 0 ? grid[0].length : 0;
  if (width !== 1) failArg(FN, `${arg} must be a single column, not ${width} columns wide`);
  return grid.map((row) => row[0]);
}

/** The hold argument: blank, FALSE or 0 = no hold; TRUE or 1 = hold. */
function readHold(value: Arg): boolean {
  if (isGrid(value) && !(value.length === 1 && value[0].length === 1)) failArg(FN, 'hold must be a single value, not a range');
  const v = isGrid(value) ? value[0][0] : value;
  if (isBlank(v) || v === false || v === 0) return false;
  if (v === true || v === 1) return true;
  return fail(new Place(FN, 'hold'), v, 'is not allowed; use TRUE or 1 while the TD decides the finalists, FALSE, 0 or blank otherwise');
}

/** The mark letters: Q qualified for the final (W the winner with one place), X out, T tied for a place (the TD chooses). */
const LETTERS: Record<number, Record<Certainty, string>> = {
  1: { in: 'W', out: 'X', tie: 'T', open: '' },
  2: { in: 'Q', out: 'X', tie: 'T', open: '' },
};

/**
 * Certainty marks of a duplicate event's teams, over every VP result the matches still to play can have: Q certainly
 * one of the two finalists, X certainly not, T level for a final place with no match left (the TD chooses), blank
 * still open. With places 1 (no final): W certainly the winner. Order: VP, IMP difference, head-to-head VP; a team
 * level on VP at the cut with a match still to play has an unknown IMP difference: no mark. Once no match is left, the
 * TD's choice of finalists settles a tie: the chosen teams Q, and once every open place is chosen the others level X.
 * Exact for up to 16 teams.
 * @param {string[][]} teams Column of the teams, in the order the marks are wanted (e.g. the standings' Team column).
 * @param {string[][]} team_a Column of each round-robin match's first team.
 * @param {string[][]} team_b Column of each match's second team, beside team_a.
 * @param {number[][]} vp_a Team A's VP of each complete match; blank while the match is still to play.
 * @param {number[][]} vp_b Team B's VP (vp_a + vp_b = 30); blank while the match is still to play.
 * @param {number[][]} imp_a Team A's IMP total of each complete match.
 * @param {number[][]} imp_b Team B's IMP total of each complete match.
 * @param {number} places Places marked: 2 (the final, default) or 1 (the winner, an event without a final).
 * @param {boolean} hold Optional: TRUE (or 1) while the TD must decide the finalists (a result changed after the final began): no Q, X or T.
 * @param {string} finalist_1 Optional: a finalist the TD chose among teams level for a place (blank: none); counts once no match is left.
 * @param {string} finalist_2 Optional: the other finalist the TD chose (blank: none).
 * @return {string[][]} "Q" (or "W"), "X", "T" or blank for each team.
 * @customfunction
 */
export function DUPSTATUS(
  teams: Arg,
  team_a: Arg,
  team_b: Arg,
  vp_a: Arg,
  vp_b: Arg,
  imp_a: Arg,
  imp_b: Arg,
  places?: Arg,
  hold?: Arg,
  finalist_1?: Arg,
  finalist_2?: Arg,
): Result {
  const names = column('teams', teams);
  let p = 2;
  if (places !== undefined && !(isGrid(places) ? places.length === 1 && places[0].length === 1 && isBlank(places[0][0]) : isBlank(places))) {
    if (isGrid(places) && !(places.length === 1 && places[0].length === 1)) failArg(FN, 'places must be a single value, not a range');
    const v = isGrid(places) ? places[0][0] : places;
    p = toNumber(v, new Place(FN, 'places'), 'use 2 (the two finalists) or 1 (the winner)');
    if (p !== 1 && p !== 2) fail(new Place(FN, 'places'), v, 'is not allowed; use 2 (the two finalists) or 1 (the winner)');
  }
  const list: string[] = [];
  const rowOf = new Map<string, number>();
  names.forEach((cell, r) => {
    if (isBlank(cell)) return;
    const place = new Place(FN, 'teams', r + 1);
    const name = cleanName(toText(cell, place, 'a team name'));
    const before = rowOf.get(nameKey(name));
    if (before !== undefined) fail(place, cell, `appears twice (rows ${before + 1} and ${r + 1}); team names must differ, ignoring case and spaces`);
    rowOf.set(nameKey(name), r);
    list.push(name);
  });
  if (list.length < 2) failArg(FN, 'teams needs at least two teams');
  const byKey = new Map(list.map((t) => [nameKey(t), t] as const));

  const cols = [
    ['team_a', team_a],
    ['team_b', team_b],
    ['vp_a', vp_a],
    ['vp_b', vp_b],
    ['imp_a', imp_a],
    ['imp_b', imp_b],
  ].map(([arg, v]) => [arg as string, column(arg as string, v as Arg)] as const);
  const height = cols[0][1].length;
  for (const [arg, c] of cols) if (c.length !== height) failArg(FN, `team_a has ${height} rows but ${arg} has ${c.length}; give columns of the same height`);
  const [a, b, va, vb, ia, ib] = cols.map(([, c]) => c);
  const played: TeamMatchResult[] = [];
  const remaining: RemainingMatch[] = [];
  const team = (cell: Scalar, arg: string, r: number): string => {
    const place = new Place(FN, arg, r + 1);
    const t = byKey.get(nameKey(toText(cell, place, 'a team name')));
    if (t === undefined) fail(place, cell, 'is not one of the teams; use a name from the teams column');
    return t;
  };
  for (let r = 0; r < height; r++) {
    if (isBlank(a[r]) && isBlank(b[r])) {
      const filled = [va, vb, ia, ib].findIndex((c) => !isBlank(c[r]));
      if (filled >= 0) fail(new Place(FN, cols[filled + 2][0], r + 1), [va, vb, ia, ib][filled][r], 'is beside no match; give team_a and team_b of the match');
      continue;
    }
    if (isBlank(a[r]) || isBlank(b[r])) {
      const arg = isBlank(a[r]) ? 'team_a' : 'team_b';
      fail(new Place(FN, arg, r + 1), '', 'is blank beside a team; give both teams of the match');
    }
    const x = team(a[r], 'team_a', r);
    const y = team(b[r], 'team_b', r);
    if (x === y) fail(new Place(FN, 'team_b', r + 1), b[r], 'is the same team as team_a; a match has two different teams');
    if (isBlank(va[r]) && isBlank(vb[r])) {
      remaining.push({ teamA: x, teamB: y });
      continue;
    }
    const vpAccepted = 'use the VP of the complete match, 0 to 30 (the two add up to 30), or leave both blank while it is to play';
    const num = (c: Scalar[], arg: string, accepted: string, most: number): number => {
      const place = new Place(FN, arg, r + 1);
      if (isBlank(c[r])) fail(place, c[r], `is blank beside a complete match; ${accepted}`);
      const v = toNumber(c[r], place, accepted);
      if (v < 0 || v > most) fail(place, v, `is out of range; ${accepted}`);
      return v;
    };
    const vpA = num(va, 'vp_a', vpAccepted, 30);
    const vpB = num(vb, 'vp_b', vpAccepted, 30);
    if (vpA + vpB !== 30) fail(new Place(FN, 'vp_b', r + 1), vpB, `and vp_a ${vpA} do not add up to 30; ${vpAccepted}`);
    const impAccepted = "use the team's IMP total of the match, 0 or more";
    played.push({ teamA: x, teamB: y, vpA, vpB, impA: num(ia, 'imp_a', impAccepted, Infinity), impB: num(ib, 'imp_b', impAccepted, Infinity) });
  }
  const chosen: string[] = [];
  for (const [arg, value] of [
    ['finalist_1', finalist_1],
    ['finalist_2', finalist_2],
  ] as const) {
    if (value === undefined) continue;
    if (isGrid(value) && !(value.length === 1 && value[0].length === 1)) failArg(FN, `${arg} must be a single team, not a range`);
    const v = isGrid(value) ? value[0][0] : value;
    if (isBlank(v)) continue;
    const place = new Place(FN, arg);
    const t = byKey.get(nameKey(toText(v, place, 'a team name')));
    if (t === undefined) fail(place, v, 'is not one of the teams; use a name from the teams column, or leave it blank');
    chosen.push(t);
  }
  const { marks } = certaintyMarks(list, played, remaining, p, chosen);
  const letters = readHold(hold) ? { in: '', out: '', tie: '', open: '' } : LETTERS[p];
  const out: string[][] = names.map(() => ['']);
  list.forEach((t, i) => (out[rowOf.get(nameKey(t)) as number] = [letters[marks[i]]]));
  return out;
}
