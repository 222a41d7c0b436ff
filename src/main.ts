/**
 * Everything Apps Script must see as a global, listed by name: the build emits a top-level `function NAME(...)`
 * for each export below (custom functions with their JSDoc, for Sheets' autocomplete).
 *
 * The end of this file checks, at compile time, that the exported endpoints are exactly the Api type's
 * (src/api.ts): an endpoint missing here, an extra one, or one whose signature differs fails `npm run typecheck`.
 */
import type { Api } from './api';

// Menu and add-on triggers
export { onOpen, onInstall, showSidebar } from './shared/server/menu';

// Custom functions
export { TTTSCORE } from './formats/ttt/functions/tttscore';
export { TTTTIMEOUT } from './formats/ttt/functions/ttttimeout';
export { TTTSTANDINGS } from './formats/ttt/functions/tttstandings';
export { SMP } from './formats/duplicate/functions/smp';
export { IMP } from './formats/duplicate/functions/imp';
export { VP } from './formats/duplicate/functions/vp';
export { DUPSTATUS } from './formats/duplicate/functions/dupstatus';
export { GBQ } from './formats/gbq/functions/gbq';
export { GBQSTATUS } from './formats/gbq/functions/gbqstatus';
export { TORRESRANK } from './formats/torres/functions/torresrank';

// Sidebar endpoints
export { readSelection, activateSheet } from './shared/server/endpoints';
export { checkSpreadsheet } from './shared/server/selfCheck';
export { recoverCreation, continueCreation, discardCreation } from './shared/server/create';
export { describeSheet, openSheetOfKind } from './shared/server/sheetInfo';
export { publishStandings } from './publish';
export { createMiniTtt, createRoundRobin, importResults, publishInvitations, redrawSet } from './formats/ttt/server/endpoints';
export { createDuplicateMatch, createDuplicateTournament, printDiceSet, chooseDuplicateFinalist } from './formats/duplicate/server/endpoints';
export { createTorresGroups, rollOverTorres, readTorresOverview, createTorresChampionship, withdrawTorresPlayer } from './formats/torres/server/endpoints';
export {
  createSwing,
  recordSwingResult,
  setSwingPlayerStatus,
  undoSwingResult,
  resyncSwing,
  getSwingStatus,
  listSwingSheets,
  startSwingClock,
  pauseSwingClock,
} from './formats/swing/server/endpoints';
export { createGbqTable, withdrawGbqPlayer, createGbqCrossTable } from './formats/gbq/server/endpoints';

// ---- compile-time check: the endpoints exported above are exactly the Api type --------------------------------
import type * as Globals from './main';

type NotEndpoint = 'onOpen' | 'onInstall' | 'showSidebar' | Uppercase<keyof typeof Globals & string>;
type Endpoints = Omit<typeof Globals, NotEndpoint>;
/** An endpoint missing here, or typed unlike its Api entry, fails here with its name. */
const everyApiEndpoint: Api = null as unknown as Endpoints;
/** An exported endpoint the Api type does not declare fails here with its name. */
const noExtraEndpoint: [Exclude<keyof Endpoints, keyof Api>] extends [never] ? 'ok' : { notInApi: Exclude<keyof Endpoints, keyof Api> } = 'ok';
void everyApiEndpoint;
void noExtraEndpoint;
