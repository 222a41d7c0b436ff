/**
 * The add-on's colours and recurring styles, one constant per fact: every sheet builder and the published HTML take
 * them from here (a literal colour in a format's sheets/ is a second copy of one of these).
 */
import type { CellStyle } from './plan';

export const COLOR = {
  /** Column headers of the tables a TD reads. */
  header: '#e8f0fe',
  /** Column headers of the duplicate protocols, standings and dice blocks. */
  blockHeader: '#dfe7f5',
  /** Secondary headers, computed cells and "out" rows. */
  grey: '#f1f3f4',
  /** Column headers of the swing sheets. */
  greyHeader: '#e8eaed',
  /** Cells the TD types results into. */
  input: '#fef7e0',
  /** Settings the TD may change. */
  setting: '#fff8e1',
  /** Duplicate protocol cells the referee types into. */
  protocolInput: '#fff8dc',
  /** Winner, qualified, a good row. */
  good: '#e6f4ea',
  /** The promotion zone of a TORRES group. */
  promoted: '#ceead6',
  /** The relegation zone, a removed row's header, a problem to fix. */
  bad: '#fce8e6',
  /** A strong problem mark (a protocol cell that does not add up). */
  badStrong: '#f4cccc',
  /** Highlights: the winner's row, a mini-TTT, the last-place band. */
  highlight: '#fce8b2',
  /** Final places of a duplicate event. */
  place: '#d9ead3',
  /** A duplicate tie still to be decided. */
  tie: '#fce5cd',
  /** Notes and help text. */
  noteText: '#5f6368',
  /** Removed rows, helper columns. */
  faintText: '#9aa0a6',
  /** Fictitious players. */
  fictitiousText: '#80868b',
  /** Attention text (an offer, a mini-TTT link, moved players). */
  attentionText: '#b06000',
  /** A duplicate note. */
  noteWarnText: '#b45f06',
  /** A marked die. */
  markText: '#cc0000',
  /** The text of a Check cell: a problem to fix. */
  problemText: '#b3261e',
  /** The text of a "qualified" status. */
  qualifiedText: '#0d652d',
} as const;

/** A table's column-header row. */
export const HEADER_STYLE: CellStyle = { bold: true, background: COLOR.header };
/** The grey header of a secondary block. */
export const SUBHEADER_STYLE: CellStyle = { bold: true, background: COLOR.grey };
/** A help line under a title. */
export const HELP_STYLE: CellStyle = { italic: true, fontColor: COLOR.noteText };
