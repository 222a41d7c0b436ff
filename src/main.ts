/**
 * Everything Apps Script must see as a global: the build emits a top-level `function NAME(...)` for each
 * export below (custom functions with their JSDoc, for Sheets' autocomplete).
 */
export { onOpen, onInstall, showSidebar } from './gas/menu';
export { readSelection, activateSheet } from './gas/api';
export * from './functions';
export * from './gas/roundRobinApi';
export * from './gas/torresApi';
export * from './gas/swingApi';
export * from './gas/duplicateApi';
export * from './gas/gbqApi';
