/**
 * The duplicate endpoints of the sidebar's server API (docs/rules.md §2; endpoints in the format README): a duplicate match, a team
 * tournament of duplicate matches, and a printable dice set. Every input is checked before anything is written.
 */
import type {
  CreateDuplicateMatchInput,
  CreateDuplicateTournamentInput,
  CreateDuplicateTournamentResult,
  DuplicateResult,
  PrintDiceSetInput,
} from '../api';
import { checkDiceInput, checkMatchInput, checkTournamentInput } from './input';
import { createDiceSheet, createMatchSheets, createTournamentSheets } from './write';

/** A duplicate team match: its protocol sheet (live SMP/IMP/VP) and its dice sheet. */
export function createDuplicateMatch(input: CreateDuplicateMatchInput): DuplicateResult {
  const checked = checkMatchInput(input);
  const sheets = createMatchSheets(SpreadsheetApp.getActiveSpreadsheet(), checked);
  return { sheets, seed: checked.seed };
}

/** A round robin of 3 or more duplicate teams: standings, one protocol per match, dice per round, optional final. */
export function createDuplicateTournament(input: CreateDuplicateTournamentInput): CreateDuplicateTournamentResult {
  const checked = checkTournamentInput(input);
  const made = createTournamentSheets(SpreadsheetApp.getActiveSpreadsheet(), checked);
  return { sheets: made.sheets, seed: checked.seed, rounds: made.rounds };
}

/** A printable sheet with one numbered set of rolls, identical for the OPEN and CLOSED rooms. */
export function printDiceSet(input: PrintDiceSetInput): DuplicateResult {
  const checked = checkDiceInput(input);
  const sheet = createDiceSheet(SpreadsheetApp.getActiveSpreadsheet(), checked);
  return { sheets: [sheet], seed: checked.seed };
}
