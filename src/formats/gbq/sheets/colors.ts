/**
 * The GBQ sheets' two colours that the shared palette (src/shared/sheets/styles.ts) does not have; every other
 * colour of the GBQ sheets is a COLOR entry.
 */
export const GBQ_COLOR = {
  /** The text of a Check cell (a problem to fix). */
  checkText: '#b3261e',
  /** The text of a "qualified" Status. */
  qualifiedText: '#0d652d',
} as const;
