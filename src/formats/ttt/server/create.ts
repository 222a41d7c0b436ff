/**
 * createRoundRobin: checks the whole input first (nothing is written on a bad input), partitions the set,
 * builds the plans and writes them, then registers the set for importResults.
 */
import { checkSignUps, SignUpError, type SignUp } from '../rules/signups';
import { partitionSet } from '../rules/partition';
import { uniqueSheetNames } from '../../../shared/sheets/plan';
import { unsafeNameReason } from '../sheets/layout';
import { desiredSheetNames, roundRobinModel, roundRobinPlans, sheetNamesOf } from '../sheets/set';
import type { RoundRobinSettings } from '../sheets/types';
import { applyPlan } from '../../../shared/server/applyPlan';
import type { CreateRoundRobinInput, CreateRoundRobinResult } from '../api';
import { SET_METADATA_KEY, saveSet, type RegisteredSet } from './registry';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export const MAX_GROUP_SIZE = 64;

export interface CheckedInput {
  title: string;
  signUps: SignUp[];
  groupSize: number;
  double: boolean;
  invitePhases: 1 | 3;
  scoring: 'current' | 'original';
  seed: string | undefined;
}

/** Every problem of the input in one Error (each naming the field, row or player). */
export function checkCreateInput(o: CreateRoundRobinInput): CheckedInput {
  if (o === null || typeof o !== 'object') throw new Error('createRoundRobin needs { title, players }.');
  const problems: string[] = [];
  const title = typeof o.title === 'string' ? o.title.trim() : '';
  if (title === '') problems.push('The title is empty: give the set a title (it names the sheets).');
  const groupSize = o.groupSize === undefined || o.groupSize === null ? 12 : Number(o.groupSize);
  if (Number.isInteger(groupSize) && groupSize > MAX_GROUP_SIZE) problems.push(`Group size ${groupSize} is too large: at most ${MAX_GROUP_SIZE} players per group.`);
  const double = o.double ?? false;
  if (typeof double !== 'boolean') problems.push(`"double" must be true or false, not '${String(double)}'.`);
  const invitePhases = o.invitePhases ?? 1;
  if (invitePhases !== 1 && invitePhases !== 3) problems.push(`Invitation phases must be 1 or 3, not '${String(invitePhases)}'.`);
  const scoring = o.scoring ?? 'current';
  if (scoring !== 'current' && scoring !== 'original') problems.push(`Scoring must be "current" or "original", not '${String(scoring)}'.`);
  if (o.seed !== undefined && o.seed !== null && typeof o.seed !== 'string' && typeof o.seed !== 'number') problems.push('The seed must be text.');
  const players = Array.isArray(o.players) ? o.players : [];
  if (!Array.isArray(o.players)) problems.push('The player list is missing.');
  const signUps: SignUp[] = players.map((p) => ({ name: p?.name, rating: p?.rating, entries: p?.entries }) as SignUp);
  try {
    checkSignUps(signUps, Number.isFinite(groupSize) ? groupSize : NaN, 1);
  } catch (e) {
    if (e instanceof SignUpError) problems.push(...e.problems.map((p) => p.charAt(0).toUpperCase() + p.slice(1)));
    else throw e;
  }
  signUps.forEach((s, i) => {
    const reason = typeof s.name === 'string' ? unsafeNameReason(s.name.trim()) : null;
    if (reason) problems.push(`Row ${i + 1} ('${s.name.trim()}'): the name ${reason}; rename the player.`);
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const seed = o.seed === undefined || o.seed === null || String(o.seed).trim() === '' ? undefined : String(o.seed).trim();
  return { title, signUps, groupSize, double: double as boolean, invitePhases, scoring, seed };
}

export interface CreateEnv {
  /** A fresh seed when the input has none. */
  drawSeed(): string;
  /** Today, yyyy-mm-dd. */
  today(): string;
  /** A key unique to this set in the spreadsheet. */
  setKey(): string;
}

export function createRoundRobinIn(ss: Spreadsheet, input: CreateRoundRobinInput, env: CreateEnv): CreateRoundRobinResult {
  const c = checkCreateInput(input);
  const seed = c.seed ?? env.drawSeed();
  const partition = partitionSet(c.signUps, { groupSize: c.groupSize, seed, firstRow: 1 });
  if (partition.groups.length === 0) {
    const entries = c.signUps.reduce((s, p) => s + Number(p.entries ?? 1), 0);
    throw new Error(
      `${entries} entr${entries === 1 ? 'y' : 'ies'} cannot fill a group of ${c.groupSize}: lower the group size or wait for more sign-ups. Nothing was written.`,
    );
  }
  const G = partition.groups.length;
  const names = sheetNamesOf(
    uniqueSheetNames(
      desiredSheetNames(c.title, G),
      ss.getSheets().map((s) => s.getName()),
    ),
    G,
  );
  const settings: RoundRobinSettings = {
    title: c.title,
    scoring: c.scoring,
    seed: partition.seed,
    groupSize: c.groupSize,
    double: c.double,
    invitePhases: c.invitePhases,
    created: env.today(),
  };
  const model = roundRobinModel(settings, partition, names);
  const key = env.setKey();
  const plans = roundRobinPlans(model).map((p) => ({ ...p, metadata: { ...(p.metadata ?? {}), [SET_METADATA_KEY]: key } }));
  const sheets = plans.map((p) => applyPlan(ss, p));
  const ids = sheets.map((s) => s.getSheetId());
  const set: RegisteredSet = {
    key,
    title: c.title,
    statsSheetId: ids[0],
    importSheetId: ids[ids.length - 1],
    groups: model.groups.map((g, i) => ({ name: g.name, games: g.games.length, gamesSheetId: ids[1 + 2 * i], tableSheetId: ids[2 + 2 * i] })),
  };
  saveSet(set);
  return {
    sheets: plans.map((p) => p.name),
    groups: model.groups.map((g) => g.players),
    waiting: partition.waiting.map((w) => w.name),
  };
}
