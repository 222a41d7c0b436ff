/**
 * Printable dice sheets (docs/rules.md §2.2), from the same sets (so the rolls are identical by construction):
 * - the REFEREE COPY (`diceSheetPlan`): every set with the OPEN and CLOSED columns side by side (rows from
 *   `diceSheetRows`), marked as the referee's — it shows every future roll, so players must not see it;
 * - one ROOM COPY per room (`roomCopyPlan`): one block per set sized for one printed page — a title naming the room
 *   and the set, the opening roll, then the rolls in four columns of 20 (80 rolls per page; a reprint with more rolls
 *   takes a page per 80). Every block has the same height (ROOM_BLOCK_ROWS), so page breaks fall between sets.
 */
import { ROOM_NAMES } from '../rules/match';
import { DICE_SHEET_HEADER, diceSetTitle, diceSheetRows, formatRoll, type DiceSet, type Roll } from '../rules/dice';
import { rangeA1, type PlanCell, type SheetPlan, type StyledRange, widthsFrom } from '../../../shared/sheets/plan';
import { asText } from '../../../shared/sheets/text';
import { kindMetadata, sheetKind, type SheetGrid } from '../../../shared/sheets/read';
import { COLOR } from '../../../shared/sheets/styles';
import { nextStepFormula, NEXT_STEP_STYLE } from '../../../shared/sheets/nextStep';

/** A dice sheet (referee copy or room copy): its seed, its set numbers ("5,6,7") and which copy ("referee", "OPEN", "CLOSED"). */
export const DICE = sheetKind('duplicate-dice', { seed: 'td-dice-seed', sets: 'td-dice-sets', copy: 'td-dice-copy' });

export interface DiceSheetSpec {
  name: string;
  title: string;
  seed: string;
  sets: readonly DiceSet[];
  /** A line under the title, e.g. who sits where. */
  subtitle?: string;
  /** What each set is for ("backgammon, round 2, game 1"), in the order of `sets`. */
  labels?: readonly string[];
}

/** The referee copy's warning, on top of the sheet. */
export const REFEREE_MARK =
  'REFEREE COPY — do not show to the players: it holds every future roll of every set. Give each room its own room copy, one page per game.';

/**
 * Where both copies' Next step line stands (one live formula): M1, right of a room copy's 12 printed columns; on the
 * referee copy, whose blocks use A–E, the empty columns F–L are hidden so it stands next to them.
 */
export const DICE_NEXT_STEP = 'M1';
const NEXT_STEP_COLUMN = 13;

/** What a dice sheet is for, as its Next step line says it. */
export const DICE_STEPS = {
  referee: 'for the referee only — print the OPEN and CLOSED copies for the rooms',
  room: (room: string): string => `print it, one page per game, for the ${room} room`,
} as const;

const BLOCK_BG = COLOR.blockHeader;
const MARK_COLOR = COLOR.markText;
export const SAME_ROLLS =
  "The same rolls in both rooms: OPEN White (team A's first player) = CLOSED White (team B's second player); " +
  "OPEN Black (team B's first player) = CLOSED Black (team A's second player).";

/** Rolls as text ("61", opening die "4"), so Sheets keeps them as printed. */
const REFEREE_COPY = 'referee';

const roll = (v: string): PlanCell => (v === '' ? null : asText(v));
/** The roll number as a number (1, 2, …); "Opening roll" as it is. */
const label = (v: string): PlanCell => (/^\d+$/.test(v) ? Number(v) : v);

/** Sheet row (1-based) of each set's title line, in the order of `spec.sets`. */
export function diceSetTitleRows(spec: Pick<DiceSheetSpec, 'sets'>): number[] {
  const rows: number[] = [];
  let row = 5;
  for (const set of spec.sets) {
    rows.push(row);
    row += 2 + set.white.length + 1 + 1; // title, header, opening, rolls, blank
  }
  return rows;
}

export function diceSheetPlan(spec: DiceSheetSpec): SheetPlan {
  if (spec.sets.length === 0) throw new Error('Dice sheet: no sets to print');
  const numbers = spec.sets.map((s) => s.set);
  const cells: PlanCell[][] = [
    [asText(spec.title)],
    ['Seed', asText(spec.seed), 'Sets', asText(numbers.length === 1 ? String(numbers[0]) : `${numbers[0]}–${numbers[numbers.length - 1]}`)],
    [asText(spec.subtitle ?? SAME_ROLLS)],
    [REFEREE_MARK],
  ];
  cells[0][NEXT_STEP_COLUMN - 1] = nextStepFormula([{ say: [DICE_STEPS.referee] }]);
  for (let i = 1; i < NEXT_STEP_COLUMN - 1; i++) cells[0][i] = null;
  const styles: StyledRange[] = [
    { range: 'A1', bold: true },
    { range: 'A4', bold: true, fontColor: MARK_COLOR },
    { range: DICE_NEXT_STEP, ...NEXT_STEP_STYLE },
  ];
  spec.sets.forEach((set, i) => {
    const titleRow = cells.length + 1;
    const what = spec.labels?.[i];
    // The label spills over the empty C (a game label is wider than one column); the set's seed follows in D:E.
    cells.push([asText(diceSetTitle(set)), what === undefined ? null : asText(what), null, 'Seed', asText(set.seed)]);
    cells.push([...DICE_SHEET_HEADER]);
    for (const r of diceSheetRows(set)) {
      cells.push([label(r.label), roll(r.openWhite), roll(r.openBlack), roll(r.closedWhite), roll(r.closedBlack)]);
    }
    styles.push(
      { range: rangeA1(titleRow, 1, titleRow + 1, 5), bold: true, background: BLOCK_BG },
      { range: rangeA1(titleRow + 1, 1, cells.length, 5), horizontalAlignment: 'center' },
    );
    cells.push([]);
  });
  return {
    name: spec.name,
    kind: DICE.kind,
    cells,
    styles,
    columnWidths: widthsFrom(1, [150, 100, 100, 100, 100]),
    frozenRows: 4,
    hiddenColumns: [{ column: 6, count: NEXT_STEP_COLUMN - 6 }],
    protections: [{ range: rangeA1(1, 1, cells.length, NEXT_STEP_COLUMN), description: 'Dice rolls (generated from the seed; regenerate rather than edit)' }],
    metadata: kindMetadata(DICE, { seed: spec.seed, sets: numbers.join(','), copy: REFEREE_COPY }),
  };
}

/** Rolls per column and columns per page of a room copy: 4 × 20 = 80 rolls (the default rolls per side) on a page. */
export const ROOM_ROLLS_PER_COLUMN = 20;
export const ROOM_COLUMNS_PER_PAGE = 4;
/** Rows of one printed page of a room copy: title, seats, opening roll, header, 20 rows of rolls, a blank row. */
export const ROOM_BLOCK_ROWS = 5 + ROOM_ROLLS_PER_COLUMN;

export interface RoomCopySpec {
  name: string;
  title: string;
  seed: string;
  room: 'O' | 'C';
  sets: readonly DiceSet[];
  labels?: readonly string[];
}

/** Width of a room copy's column A (px): its "Opening roll" label reads in full. */
export const ROOM_LABEL_WIDTH = 90;

const ROOM_LINE_END = ' · the same rolls as the other room and the referee copy';

/**
 * One room's printable copy: per set, one page-sized block (ROOM_BLOCK_ROWS rows, 12 columns) per 80 rolls — the room
 * and set in the title, the opening roll, then White's and Black's rolls numbered 1–20, 21–40, 41–60, 61–80 side by
 * side. The rolls are the set's, so both rooms' copies (and the referee copy) hold the same rolls.
 */
export function roomCopyPlan(spec: RoomCopySpec): SheetPlan {
  if (spec.sets.length === 0) throw new Error('Dice sheet: no sets to print');
  const room = ROOM_NAMES[spec.room];
  const perPage = ROOM_ROLLS_PER_COLUMN * ROOM_COLUMNS_PER_PAGE;
  const width = 3 * ROOM_COLUMNS_PER_PAGE;
  const cells: PlanCell[][] = [];
  const styles: StyledRange[] = [];
  spec.sets.forEach((set, i) => {
    const label = spec.labels?.[i];
    const rolls = Math.max(set.white.length, set.black.length);
    const pages = Math.max(1, Math.ceil(rolls / perPage));
    for (let page = 0; page < pages; page++) {
      const top = cells.length + 1;
      const more = pages > 1 ? ` (page ${page + 1} of ${pages})` : '';
      const head: PlanCell[] = [asText(`${room} ROOM · ${diceSetTitle(set)}${label === undefined ? '' : ` · ${label}`}${more}`)];
      if (top === 1) head.push(...Array.from({ length: NEXT_STEP_COLUMN - 2 }, () => null), nextStepFormula([{ say: [DICE_STEPS.room(room)] }]));
      cells.push(head);
      cells.push([asText(`${spec.title} · seed ${spec.seed}${ROOM_LINE_END}`)]);
      cells.push([
        'Opening roll',
        'White',
        asText(String(set.opening[0])),
        'Black',
        asText(String(set.opening[1])),
        asText('The higher die moves first and plays both dice; then each side takes the next roll of its own column.'),
      ]);
      cells.push(Array.from({ length: width }, (_, c) => ['#', 'White', 'Black'][c % 3]));
      for (let r = 0; r < ROOM_ROLLS_PER_COLUMN; r++) {
        const row: PlanCell[] = [];
        for (let c = 0; c < ROOM_COLUMNS_PER_PAGE; c++) {
          const k = page * perPage + c * ROOM_ROLLS_PER_COLUMN + r;
          const has = k < rolls;
          row.push(
            has ? k + 1 : null,
            has && set.white[k] ? asText(formatRoll(set.white[k])) : null,
            has && set.black[k] ? asText(formatRoll(set.black[k])) : null,
          );
        }
        cells.push(row);
      }
      cells.push([]);
      styles.push(
        { range: rangeA1(top, 1, top, width), bold: true, background: BLOCK_BG },
        { range: rangeA1(top + 3, 1, top + 3, width), bold: true, background: BLOCK_BG },
        { range: rangeA1(top + 3, 1, top + 3 + ROOM_ROLLS_PER_COLUMN, width), horizontalAlignment: 'center' },
      );
    }
  });
  return {
    name: spec.name,
    kind: DICE.kind,
    cells,
    styles: [...styles, { range: DICE_NEXT_STEP, ...NEXT_STEP_STYLE }],
    // Column A is wide enough for its "Opening roll" label; the other roll-number columns are narrow.
    columnWidths: widthsFrom(
      1,
      Array.from({ length: width }, (_, c) => (c === 0 ? ROOM_LABEL_WIDTH : c % 3 === 0 ? 40 : 60)),
    ),
    protections: [{ range: rangeA1(1, 1, cells.length, NEXT_STEP_COLUMN), description: 'Dice rolls (generated from the seed; regenerate rather than edit)' }],
    metadata: kindMetadata(DICE, { seed: spec.seed, sets: spec.sets.map((s) => s.set).join(','), copy: room }),
  };
}

/** A roll as printed ("61") back to its dice, or undefined. */
const rollOf = (text: string): Roll | undefined => (/^[1-6][1-6]$/.test(text) ? [Number(text[0]), Number(text[1])] : undefined);
const die = (text: string): number => Number(text);

/** A dice sheet as read: the referee copy's spec or a room copy's, whichever it is (the copy key says). */
export type DiceRead = { copy: 'referee'; spec: DiceSheetSpec } | { copy: 'room'; spec: RoomCopySpec };

/**
 * Reads a dice sheet back (docs/rules.md §2.2): every set's number, opening roll and rolls (and label), the seed and
 * the title, from the referee copy's blocks or a room copy's pages. Throws when the sheet is not a dice sheet.
 */
export function parseDice(grid: SheetGrid): DiceRead {
  if (grid.kind !== DICE.kind) throw new Error(`'${grid.sheetName}' is not a dice sheet`);
  const seed = grid.meta(DICE.keys.seed) ?? '';
  const copy = grid.meta(DICE.keys.copy);
  if (copy === REFEREE_COPY) {
    const sets: DiceSet[] = [];
    const labels: string[] = [];
    let r = 5;
    while (/^Set of Rolls Nr\. \d+$/.test(grid.text(r, 1))) {
      const set = Number(grid.text(r, 1).replace(/\D+/g, ''));
      labels.push(grid.text(r, 2));
      const opening: Roll = [die(grid.text(r + 2, 2)), die(grid.text(r + 2, 3))];
      const white: Roll[] = [];
      const black: Roll[] = [];
      let k = r + 3;
      for (; !grid.blank(k, 1); k++) {
        const w = rollOf(grid.text(k, 2));
        const b = rollOf(grid.text(k, 3));
        if (w) white.push(w);
        if (b) black.push(b);
      }
      // The set's seed: D:E ("Seed", seed); sheets made before the label had room hold it in D.
      sets.push({ set, seed: grid.text(r, 4) === 'Seed' ? grid.text(r, 5) : grid.text(r, 4), opening, white, black });
      r = k + 1;
    }
    const subtitle = grid.text(3, 1);
    return {
      copy: 'referee',
      spec: {
        name: grid.sheetName,
        title: grid.text(1, 1),
        seed,
        sets,
        ...(subtitle === SAME_ROLLS ? {} : { subtitle }),
        ...(labels.some((l) => l !== '') ? { labels } : {}),
      },
    };
  }
  const room = copy === ROOM_NAMES.C ? 'C' : 'O';
  const head = new RegExp(`^${ROOM_NAMES[room]} ROOM · Set of Rolls Nr\\. (\\d+)(?: · (.*?))?(?: \\(page (\\d+) of \\d+\\))?$`);
  const sets: DiceSet[] = [];
  const labels: (string | undefined)[] = [];
  let title = '';
  for (let top = 1; top <= grid.rows; top += ROOM_BLOCK_ROWS) {
    const m = head.exec(grid.text(top, 1));
    if (!m) break;
    const line = grid.text(top + 1, 1);
    title = line.endsWith(`${' · seed '}${seed}${ROOM_LINE_END}`) ? line.slice(0, -` · seed ${seed}${ROOM_LINE_END}`.length) : line;
    const page = m[3] === undefined ? 1 : Number(m[3]);
    if (page === 1) {
      sets.push({ set: Number(m[1]), seed, opening: [die(grid.text(top + 2, 3)), die(grid.text(top + 2, 5))], white: [], black: [] });
      labels.push(m[2]);
    }
    const set = sets[sets.length - 1];
    for (let c = 0; c < ROOM_COLUMNS_PER_PAGE; c++) {
      for (let r = 0; r < ROOM_ROLLS_PER_COLUMN; r++) {
        const w = rollOf(grid.text(top + 4 + r, 3 * c + 2));
        const b = rollOf(grid.text(top + 4 + r, 3 * c + 3));
        if (w) set.white.push(w);
        if (b) set.black.push(b);
      }
    }
  }
  return {
    copy: 'room',
    spec: { name: grid.sheetName, title, seed, room, sets, ...(labels.some((l) => l !== undefined) ? { labels: labels.map((l) => l ?? '') } : {}) },
  };
}
