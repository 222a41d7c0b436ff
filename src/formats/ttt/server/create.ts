/**
 * createRoundRobin: checks the whole input first (every problem at once, nothing written on a bad input),
 * partitions the set, then creates every sheet through createSheets (document lock, Sheets' limits checked before
 * writing, all or nothing) and registers the set for importResults (document properties, see registry.ts).
 */
import { checkSeed, checkTitle, Problems, shownInput } from '../../../shared/rules/input';
import { createSheets, creationInProgress, freeNames, registerFinisher } from '../../../shared/server/create';
import { checkSignUps, DEFAULT_GROUP_SIZE, MAX_GROUP_SIZE, SignUpError, type SignUp } from '../rules/signups';
import { partitionSet, type SetPartition } from '../rules/partition';
import { desiredSheetNames, roundRobinModel, roundRobinPlans, setSlots, sheetNamesOf } from '../sheets/set';
import type { RoundRobinSettings } from '../sheets/types';
import type { CreateRoundRobinInput, CreateRoundRobinResult } from '../api';
import { encodeSet, encodeSetBound, type RegisteredSet } from './registry';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export { MAX_GROUP_SIZE };

export interface CheckedInput {
  title: string;
  signUps: SignUp[];
  groupSize: number;
  double: boolean;
  invitePhases: 1 | 3;
  scoring: 'current' | 'original';
  seed: string | undefined;
  shortLastGroup: boolean;
}

/** Every problem of the input in one Error, one per line (each naming the field, row or player). */
export function checkCreateInput(o: CreateRoundRobinInput): CheckedInput {
  if (o === null || typeof o !== 'object') throw new Error('createRoundRobin needs { title, players }.');
  const problems = new Problems();
  const title = checkTitle(o.title, 'TTT set', problems);
  const groupSize =
    o.groupSize === undefined || o.groupSize === null
      ? DEFAULT_GROUP_SIZE
      : typeof o.groupSize === 'number' || typeof o.groupSize === 'string'
        ? Number(o.groupSize)
        : Number.NaN;
  if (Number.isInteger(groupSize) && groupSize > MAX_GROUP_SIZE)
    problems.add(`Group size ${groupSize} is too large: at most ${MAX_GROUP_SIZE} players per group.`);
  const double = o.double ?? false;
  if (typeof double !== 'boolean') problems.add(`"double" must be true or false, not ${shownInput(double)}.`);
  const invitePhases = o.invitePhases ?? 1;
  if (invitePhases !== 1 && invitePhases !== 3) problems.add(`Invitation phases must be 1 or 3, not ${shownInput(invitePhases)}.`);
  const scoring = o.scoring ?? 'current';
  if (scoring !== 'current' && scoring !== 'original') problems.add(`Scoring must be "current" or "original", not ${shownInput(scoring)}.`);
  const seed = checkSeed(o.seed, problems);
  const shortLastGroup = o.shortLastGroup ?? false;
  if (typeof shortLastGroup !== 'boolean') problems.add(`"shortLastGroup" must be true or false, not ${shownInput(shortLastGroup)}.`);
  const players = Array.isArray(o.players) ? o.players : [];
  if (!Array.isArray(o.players)) problems.add('Players: the player list is missing.');
  const signUps: SignUp[] = players.map((p) => ({ name: p?.name, rating: p?.rating, entries: p?.entries }) as SignUp);
  // Sign-ups are rows (name, rating, entries): checkSignUps reports each by row, with the shared name rule
  // (cleanName / nameKey) of docs/rules.md §0.1.
  try {
    checkSignUps(signUps, Number.isFinite(groupSize) ? groupSize : NaN, 1);
  } catch (e) {
    if (e instanceof SignUpError) for (const p of e.problems) problems.add(p.charAt(0).toUpperCase() + p.slice(1));
    else throw e;
  }
  problems.throwIfAny();
  return { title, signUps, groupSize, double: double as boolean, invitePhases, scoring, seed, shortLastGroup: shortLastGroup as boolean };
}

export interface CreateEnv {
  /** A fresh seed when the input has none. */
  drawSeed(): string;
  /** Today, yyyy-mm-dd. */
  today(): string;
  /** A key unique to this set in the spreadsheet. */
  setKey(): string;
}

/** Records a set just written (its sheets in plan order) in the document properties, for importResults & co. */
export function registerSet(made: readonly GoogleAppsScript.Spreadsheet.Sheet[], model: ReturnType<typeof roundRobinModel>, key: string, title: string): void {
  registerGroups(made, { key, title, groups: model.groups.map((g) => ({ name: g.name, games: g.games.length })) });
}

/** What the registry needs besides the sheet ids: JSON, so a set written over several runs registers in its last run. */
interface SetRecord {
  key: string;
  title: string;
  groups: { name: string; games: number }[];
}

function registerGroups(made: readonly GoogleAppsScript.Spreadsheet.Sheet[], r: SetRecord): void {
  const at = setSlots(r.groups.length);
  const ids = made.map((s) => s.getSheetId());
  const set: RegisteredSet = {
    key: r.key,
    title: r.title,
    importSheetId: ids[at.import],
    timeoutsSheetId: ids[at.timeouts],
    statsSheetId: ids[at.stats],
    groups: r.groups.map((g, i) => ({ name: g.name, games: g.games, gamesSheetId: ids[at.games(i)] })),
  };
  const props = PropertiesService.getDocumentProperties();
  for (const [k, v] of Object.entries(encodeSet(set))) props.setProperty(k, v);
}

const FINISH_SET = 'ttt-set';
registerFinisher(FINISH_SET, (made, data) => {
  registerGroups(made, data as SetRecord);
  // The TD types results first: the first group's Games sheet (the first tab) is the one shown.
  made[setSlots(1).games(0)]?.activate();
});

/** The set's result for the sidebar: sheets, groups, waiting entries, the offer, average ratings. */
export function setResult(names: string[], model: ReturnType<typeof roundRobinModel>, partition: SetPartition): CreateRoundRobinResult {
  return {
    sheets: names,
    groups: model.groups.map((g) => g.players),
    waiting: partition.waiting.map((w) => w.name),
    waitingEntries: [...partition.waiting, ...partition.unplaced].map((w) => ({ name: w.name, entry: w.entry, row: w.row })),
    offer: { extraEntries: partition.offer.extraEntries, candidates: partition.offer.candidates, enough: partition.offer.enough },
    shortLastGroup: partition.short === true,
    averageRatings: partition.groups.map((g) => (g.averageRating === null ? null : Math.round(g.averageRating * 10) / 10)),
  };
}

export function createRoundRobinIn(ss: Spreadsheet, input: CreateRoundRobinInput, env: CreateEnv): CreateRoundRobinResult {
  const c = checkCreateInput(input);
  const seed = c.seed ?? env.drawSeed();
  const partition = partitionSet(c.signUps, { groupSize: c.groupSize, seed, firstRow: 1, shortLastGroup: c.shortLastGroup });
  if (partition.groups.length === 0) {
    // One group needs groupSize different players (a player plays at most once per group, docs/rules.md §1.9), so
    // the player count, not the entry count, is what falls short.
    const players = c.signUps.length;
    throw new Error(
      `${players} player${players === 1 ? '' : 's'} cannot fill a group of ${c.groupSize} (a player plays at most once per group): lower the group size or wait for more sign-ups. Nothing was written.`,
    );
  }
  const G = partition.groups.length;
  const settings: RoundRobinSettings = {
    title: c.title,
    scoring: c.scoring,
    seed: partition.seed,
    groupSize: c.groupSize,
    double: c.double,
    invitePhases: c.invitePhases,
    created: env.today(),
  };
  const key = env.setKey();
  let model: ReturnType<typeof roundRobinModel> | undefined;
  let names: string[] = [];
  const build = (book: Spreadsheet) => {
    model = roundRobinModel(settings, partition, sheetNamesOf(freeNames(book, desiredSheetNames(c.title, G)), G), key);
    const plans = roundRobinPlans(model);
    names = plans.map((p) => p.name);
    return plans;
  };
  // The registry needs the sheet ids, known only once the sheets exist: createSheets checks and stores the
  // registry at its largest (every id at its maximum), and `after` rewrites the same keys with the real ids.
  const gamesPerGroup = partition.groups.map((g) => g.entries.length * (g.entries.length - 1) * (c.double ? 1 : 0.5));
  const bound = encodeSetBound(key, c.title, gamesPerGroup);
  createSheets(ss, build, {
    what: `The TTT set "${c.title}"`,
    properties: bound,
    // The registry written (2 + 2 a group + 1 + its keys) and the first Games sheet found and shown (2).
    extraCalls: 2 + 2 * G + 1 + Object.keys(bound).length + 2,
    // A set too large for one run is written over several (docs/rules.md §0.5); it is registered in the last.
    finish: {
      name: FINISH_SET,
      dataOf: (): SetRecord => ({
        key,
        title: c.title,
        groups: (model as NonNullable<typeof model>).groups.map((g) => ({ name: g.name, games: g.games.length })),
      }),
    },
  });
  const creating = creationInProgress();
  return { ...setResult(names, model as NonNullable<typeof model>, partition), ...(creating ? { creating } : {}) };
}
