/**
 * The duplicate endpoints of the sidebar's server API (docs/rules.md §2; endpoints in the format README): a duplicate match, a team
 * tournament of duplicate matches, and a printable dice set. Every input is checked before anything is written.
 */
import type {
  ChooseDuplicateFinalistInput,
  ChooseDuplicateFinalistResult,
  CreateDuplicateMatchInput,
  CreateDuplicateTournamentInput,
  CreateDuplicateTournamentResult,
  DuplicateResult,
  PrintDiceSetInput,
} from '../api';
import { checkDiceInput, checkMatchInput, checkTournamentInput } from './input';
import { createDiceSheet, createMatchSheets, createTournamentSheets } from './write';
import { chooseFinalist } from './finalist';
import { activeSpreadsheet } from '../../../shared/server/auth';

/** A duplicate team match: its protocol sheet (live SMP/IMP/VP) and its dice sheet. */
export function createDuplicateMatch(input: CreateDuplicateMatchInput): DuplicateResult {
  const checked = checkMatchInput(input);
  const sheets = createMatchSheets(activeSpreadsheet(), checked);
  return { sheets, seed: checked.seed };
}

/** An event of 2 or more teams (one or two disciplines, 1–3 round robins each): protocols, dice, standings, optional final. */
export function createDuplicateTournament(input: CreateDuplicateTournamentInput): CreateDuplicateTournamentResult {
  const checked = checkTournamentInput(input);
  const made = createTournamentSheets(activeSpreadsheet(), checked);
  return {
    sheets: made.sheets,
    seed: checked.seed,
    rounds: made.rounds,
    ...(made.final ? { final: made.final } : {}),
    ...(made.creating ? { creating: made.creating } : {}),
  };
}

/** One numbered set of rolls: a referee copy and a printable copy per room, identical rolls. */
export function printDiceSet(input: PrintDiceSetInput): DuplicateResult {
  const checked = checkDiceInput(input);
  const sheets = createDiceSheet(activeSpreadsheet(), checked);
  return { sheets, seed: checked.seed };
}

/**
 * Settles a tie for a final place (docs/rules.md §2.9): the TD names the finalist(s) among the teams level; without
 * `teams`, reports the tie. Written under the document lock; the Final sheet's teams follow.
 */
export function chooseDuplicateFinalist(input: ChooseDuplicateFinalistInput): ChooseDuplicateFinalistResult {
  return chooseFinalist(activeSpreadsheet(), input);
}
