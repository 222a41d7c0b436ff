/**
 * The preview page: sheet tabs, the computed grid, a formula bar to edit cells, the add-on menu, and the
 * sidebar beside it. Text from the workbook is always set with textContent.
 */
import type { SheetView } from './world';
import type { DemoReport } from './demo';

type DemoResult = DemoReport & { ok: boolean; error?: string };
import { a1 as cellA1, columnLetters as letters } from '../../src/shared/sheets/plan';

type CellView = SheetView['cells'][number];

interface Workbook {
  title: string;
  /** The spreadsheet locale (File ▸ Settings): en_US, de_DE or fr_FR. */
  locale: string;
  version: number;
  sheets: string[];
  active: string;
  /** Per sheet: cells calling a custom function, and their calls. */
  custom: Record<string, { cells: number; calls: number }>;
  menus: { caption: string; items: ({ caption: string; functionName: string } | { separator: true })[] }[];
  view: SheetView;
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
let book: Workbook | null = null;
let current = '';
let selected = { r: 1, c: 1 };
let anchor = { r: 1, c: 1 };
let version = -1;
/** Tabs opened by a click so far (body data-opened, set once the sheet is drawn): a test waits for the one it clicked. */
let opened = 0;

const a1 = cellA1;

async function post(path: string, data: unknown): Promise<{ ok: boolean; error?: string }> {
  const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) });
  return res.json();
}

async function load(sheet?: string): Promise<void> {
  const res = await fetch(`/api/workbook${sheet ? `?sheet=${encodeURIComponent(sheet)}` : ''}`);
  book = (await res.json()) as Workbook;
  version = book.version;
  current = book.active;
  render();
}

function cellMap(): Map<string, CellView> {
  const m = new Map<string, CellView>();
  for (const c of book!.view.cells) m.set(`${c.r},${c.c}`, c);
  return m;
}

/**
 * The grid is drawn like Sheets' (a new sheet: 1000 × 26) but virtually: the frozen rows, then a window of rows
 * around what is on screen (at the top: the rows holding content, up to EAGER, and a screenful more), with spacers
 * above and below that keep the scroll bar the sheet's height; scrolling moves the window. Frozen rows and columns
 * stay in place (CSS sticky).
 */
const MARGIN = 60;
const EAGER = 300;
let cells = new Map<string, CellView>();
let tds = new Map<string, HTMLTableCellElement>();
let drawn = { sheet: '', from: 1, to: 0, columns: [] as number[] };
let painted: HTMLTableCellElement[] = [];
let rowHeight = 21;

function totalRows(): number {
  return Math.max(book!.view.maxRows ?? 0, book!.view.rows);
}

function frozenRows(): number {
  return Math.min(book!.view.frozenRows, totalRows());
}

function renderGrid(): void {
  const view = book!.view;
  cells = cellMap();
  tds = new Map();
  painted = [];
  const grid = $('grid');
  const wrap = $('gridwrap');
  const columns: number[] = [];
  const maxColumns = Math.min(Math.max(view.maxColumns ?? 0, view.columns), 702);
  for (let c = 1; c <= maxColumns; c++) if (!view.hidden.includes(c)) columns.push(c);
  const same = drawn.sheet === view.name;
  const window = same ? { from: drawn.from, to: drawn.to } : { from: 1, to: Math.max(Math.min(view.rows + 10, EAGER), screenRows() + MARGIN) };
  drawn = { sheet: view.name, from: 1, to: 0, columns };
  grid.replaceChildren();
  grid.dataset.sheet = view.name;
  const colgroup = document.createElement('colgroup');
  colgroup.append(Object.assign(document.createElement('col'), { className: 'rowh' }));
  const head = document.createElement('tr');
  head.className = 'head';
  head.append(Object.assign(document.createElement('th'), { className: 'rowh corner' }));
  let width = 46;
  for (const c of columns) {
    const w = Math.max(view.widths[c] ?? 100, 24); // Sheets' default column width is 100 px
    width += w;
    const col = document.createElement('col');
    col.style.width = `${w}px`;
    colgroup.append(col);
    const th = document.createElement('th');
    th.textContent = letters(c);
    th.dataset.c = String(c);
    head.append(th);
  }
  grid.style.width = `${width}px`;
  grid.append(colgroup, head);
  for (let r = 1; r <= frozenRows(); r++) grid.append(drawRow(r));
  for (const name of ['above', 'below']) {
    const spacer = document.createElement('tr');
    spacer.className = `spacer ${name}`;
    spacer.append(Object.assign(document.createElement('td'), { colSpan: columns.length + 1 }));
    grid.append(spacer);
  }
  drawWindow(window.from, window.to);
  const row = grid.querySelector('tr.window') as HTMLElement | null;
  if (row && row.offsetHeight > 0 && row.offsetHeight !== rowHeight) {
    rowHeight = row.offsetHeight; // the spacers' unit: measured once, on the first draw
    drawWindow(window.from, window.to);
  }
  frozenStyle();
  if (!same) wrap.scrollTo(0, 0);
}

function screenRows(): number {
  return Math.ceil($('gridwrap').clientHeight / rowHeight) + 1;
}

/** Draws the rows from..to (below the frozen ones, within the sheet) between the spacers, replacing the window drawn. */
function drawWindow(from: number, to: number): void {
  const grid = $('grid');
  const frozen = frozenRows();
  from = Math.max(frozen + 1, from);
  to = Math.min(Math.max(to, from), totalRows());
  for (const tr of Array.from(grid.querySelectorAll('tr.window'))) {
    const r = Number((tr as HTMLElement).dataset.r);
    for (const c of drawn.columns) tds.delete(`${r},${c}`);
    tr.remove();
  }
  const above = grid.querySelector('tr.spacer.above') as HTMLTableRowElement;
  const below = grid.querySelector('tr.spacer.below') as HTMLTableRowElement;
  const fragment = document.createDocumentFragment();
  for (let r = from; r <= to; r++) {
    const tr = drawRow(r);
    tr.classList.add('window');
    fragment.append(tr);
  }
  grid.insertBefore(fragment, below);
  drawn.from = from;
  drawn.to = to;
  const size = (tr: HTMLTableRowElement, rows: number) => {
    tr.style.display = rows > 0 ? '' : 'none';
    (tr.firstChild as HTMLElement).style.height = `${rows * rowHeight}px`;
  };
  size(above, from - frozen - 1);
  size(below, totalRows() - to);
}

/** Moves the window to cover what is on screen, if it does not already (with a margin). */
function followScroll(): void {
  if (!book) return;
  const wrap = $('gridwrap');
  const frozen = frozenRows();
  const top = Math.max(Math.floor(wrap.scrollTop / rowHeight) + 1, frozen + 1);
  const bottom = Math.min(top + screenRows(), totalRows());
  if (top >= drawn.from && bottom <= drawn.to) return;
  drawWindow(top - MARGIN, bottom + MARGIN);
  paintSelection();
}

function drawRow(r: number): HTMLTableRowElement {
  const view = book!.view;
  const tr = document.createElement('tr');
  tr.dataset.r = String(r);
  if (r <= view.frozenRows) tr.className = 'frozen';
  tr.append(Object.assign(document.createElement('th'), { className: 'rowh', textContent: String(r) }));
  const columns = drawn.columns;
  columns.forEach((c, i) => {
    const td = document.createElement('td');
    const cell = cells.get(`${r},${c}`);
    td.dataset.a1 = a1(r, c);
    td.dataset.c = String(c);
    if (cell) {
      td.textContent = cell.v;
      if (cell.num) td.classList.add('num');
      if (cell.err) {
        td.classList.add('err');
        td.title = cell.err;
      } else if (cell.note) td.title = cell.note;
      if (cell.note) td.classList.add('noted');
      if (cell.bold) td.style.fontWeight = 'bold';
      if (cell.italic) td.style.fontStyle = 'italic';
      if (cell.bg) td.style.backgroundColor = cell.bg;
      if (cell.color) td.style.color = cell.color;
      if (cell.align) td.style.textAlign = cell.align;
      if (cell.strike) td.style.textDecoration = 'line-through';
      if (cell.list) {
        td.classList.add('dd');
        // The drop-down's arrow: empty text (the cell's text stays its value), drawn by CSS.
        td.append(Object.assign(document.createElement('span'), { className: 'ddarrow', title: 'Show the list' }));
      }
      // Sheets lets left-aligned text run on into the empty cells to its right; so does the preview.
      const next = cells.get(`${r},${columns[i + 1] ?? c + 1}`);
      if (cell.v !== '' && !cell.num && !cell.err && !cell.list && (!cell.align || cell.align === 'left') && (!next || next.v === ''))
        td.classList.add('spill');
    }
    tds.set(`${r},${c}`, td);
    tr.append(td);
  });
  return tr;
}

/** Sticky positions for the frozen rows and columns, measured from the drawn header. */
function frozenStyle(): void {
  const view = book!.view;
  const rules: string[] = [];
  const head = $('grid').querySelector('tr.head') as HTMLTableRowElement;
  let top = head.offsetHeight;
  for (let r = 1; r <= frozenRows(); r++) {
    // Above the scrolling rows' numbers (3); their own number above the frozen columns' cells.
    rules.push(`#grid tr[data-r="${r}"] > * { position: sticky; top: ${top}px; z-index: 4; }`);
    rules.push(`#grid tr[data-r="${r}"] > th.rowh { z-index: 6; }`);
    // Text running on into empty cells stays above its stuck neighbours (which come later and would paint over it).
    rules.push(`#grid tr[data-r="${r}"] > td.spill { z-index: 5; }`);
    top += ($('grid').querySelector(`tr[data-r="${r}"]`) as HTMLElement).offsetHeight;
  }
  for (const c of drawn.columns.filter((c) => c <= view.frozenColumns)) {
    // From the widths, not offsetLeft: a stuck header's offset is where it sticks when the grid is scrolled.
    rules.push(`#grid td[data-c="${c}"], #grid th[data-c="${c}"] { position: sticky; left: ${cellCorner(1, c).x - $('grid').offsetLeft}px; z-index: 2; }`);
    rules.push(`#grid tr.head th[data-c="${c}"] { z-index: 8; }`);
    rules.push(`#grid tr.frozen td[data-c="${c}"] { z-index: 6; }`);
    rules.push(`#grid tr.frozen td.spill[data-c="${c}"] { z-index: 7; }`);
  }
  if (view.frozenRows) {
    const last = $('grid').querySelector(`tr[data-r="${view.frozenRows}"]`);
    if (last) rules.push(`#grid tr[data-r="${view.frozenRows}"] > * { border-bottom: 2px solid #c0c0c0; }`);
  }
  const lastFrozen = drawn.columns.filter((c) => c <= view.frozenColumns).pop();
  if (lastFrozen) rules.push(`#grid td[data-c="${lastFrozen}"] { border-right: 2px solid #c0c0c0; }`);
  $('frozencss').textContent = rules.join('\n');
}

function tdAt(r: number, c: number): HTMLTableCellElement | undefined {
  if (!tds.has(`${r},${c}`) && r > frozenRows() && (r < drawn.from || r > drawn.to)) drawWindow(r - MARGIN, r + MARGIN);
  return tds.get(`${r},${c}`);
}

/** Marks the selected cell and range without redrawing the grid. */
function paintSelection(): void {
  for (const td of painted) td.classList.remove('sel', 'insel');
  painted = [];
  const [r1, r2] = [Math.min(anchor.r, selected.r), Math.max(anchor.r, selected.r)];
  const [c1, c2] = [Math.min(anchor.c, selected.c), Math.max(anchor.c, selected.c)];
  if (r2 > r1 || c2 > c1) {
    for (let r = r1; r <= r2; r++) {
      if (r > frozenRows() && (r < drawn.from || r > drawn.to)) continue;
      for (let c = c1; c <= c2; c++) {
        const td = tds.get(`${r},${c}`);
        if (!td) continue;
        td.classList.add('insel');
        painted.push(td);
      }
    }
  }
  const td = tds.get(`${selected.r},${selected.c}`);
  if (td) {
    td.classList.add('sel');
    painted.push(td);
  }
}

function render(): void {
  if (!book) return;
  $('title').textContent = book.title;
  ($('locale') as HTMLSelectElement).value = book.locale;
  document.body.dataset.version = String(book.version);
  // menu
  const items = $('menuitems');
  items.replaceChildren();
  for (const menu of book.menus) {
    for (const item of menu.items) {
      if ('separator' in item) {
        items.append(Object.assign(document.createElement('li'), { className: 'sep' }));
        continue;
      }
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = item.caption;
      b.dataset.fn = item.functionName;
      b.addEventListener('click', async () => {
        $('menu').classList.remove('open');
        const res = await post('/api/run', { name: item.functionName, args: [] });
        $('message').textContent = res.ok ? '' : String(res.error);
        await load(current);
      });
      li.append(b);
      items.append(li);
    }
  }
  // tabs
  const tabs = $('tabs');
  tabs.replaceChildren();
  for (const name of book.sheets) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = name;
    b.dataset.tab = name;
    const use = book.custom?.[name];
    if (use) {
      b.dataset.customCells = String(use.cells);
      b.title = customText(use);
    }
    if (name === current) b.className = 'active';
    b.addEventListener('click', async () => {
      await post('/api/activate', { sheet: name });
      selected = anchor = { r: 1, c: 1 };
      closeDropdown();
      await load(name);
      document.body.dataset.opened = String(++opened);
      $('gridwrap').focus({ preventScroll: true });
    });
    tabs.append(b);
  }
  const here = book.custom?.[current];
  $('custom').textContent = here ? customText(here) : '';
  renderGrid();
  renderCharts();
  paintSelection();
  showSelection();
}

function customText(use: { cells: number; calls: number }): string {
  return `${use.cells} custom-function cell${use.cells === 1 ? '' : 's'}, ${use.calls} call${use.calls === 1 ? '' : 's'}`;
}

/** Where a cell's top-left corner is in the grid's scrolling area (rows drawn or not: every row is `rowHeight` tall). */
function cellCorner(r: number, c: number): { x: number; y: number } {
  const view = book!.view;
  const grid = $('grid');
  const head = grid.querySelector('tr.head') as HTMLElement;
  let x = grid.offsetLeft + 46;
  for (const col of drawn.columns) if (col < c) x += Math.max(view.widths[col] ?? 100, 24);
  return { x, y: grid.offsetTop + head.offsetHeight + (r - 1) * rowHeight };
}

const SVG = 'http://www.w3.org/2000/svg';
const PALETTE = ['#4285f4', '#ea4335', '#fbbc04', '#34a853', '#ff6d01', '#46bdc6', '#7baaf7', '#f07b72', '#fcd04f', '#71c287'];

function svgEl(name: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

/** A round step for about `ticks` gridlines over `span`: 1, 2 or 5 times a power of ten. */
function niceStep(span: number, ticks: number): number {
  const raw = span / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
}

/**
 * Each chart over the grid at its anchor cell (plus its offsets), at its width and height, scrolling with the grid:
 * a line chart with one polyline per run of numbers, so a blank cell is a gap (no point, no segment) as in Sheets.
 */
function renderCharts(): void {
  const box = $('charts');
  box.replaceChildren();
  for (const chart of book!.view.charts) {
    const corner = cellCorner(chart.anchorRow, chart.anchorColumn);
    const div = Object.assign(document.createElement('div'), { className: 'chart' });
    div.dataset.anchor = a1(chart.anchorRow, chart.anchorColumn);
    div.style.left = `${corner.x + chart.offsetX}px`;
    div.style.top = `${corner.y + chart.offsetY}px`;
    div.style.width = `${chart.width}px`;
    div.style.height = `${chart.height}px`;
    div.append(Object.assign(document.createElement('h3'), { textContent: chart.title }));
    const w = chart.width - 2;
    const h = chart.height - 2 - 30;
    const svg = svgEl('svg', { width: w, height: h }) as SVGSVGElement;
    const numbers = chart.series.flatMap((s) => s.points.filter((p): p is number => p !== null));
    let lo = Math.min(0, ...numbers);
    let hi = Math.max(0, ...numbers);
    if (hi === lo) hi = lo + 1;
    const step = niceStep(hi - lo, 5);
    lo = Math.floor(lo / step) * step;
    hi = Math.ceil(hi / step) * step;
    const legend = chart.series.length > 1 ? Math.min(140, Math.max(80, w / 5)) : 0;
    const plot = { left: 40, top: 8, right: w - 12 - legend, bottom: h - 24 };
    const n = Math.max(2, chart.domain.length, ...chart.series.map((s) => s.points.length));
    const xAt = (j: number) => plot.left + (j / (n - 1)) * (plot.right - plot.left);
    const yAt = (v: number) => plot.bottom - ((v - lo) / (hi - lo)) * (plot.bottom - plot.top);
    for (let v = lo; v <= hi + step / 2; v += step) {
      const y = yAt(v);
      svg.append(svgEl('line', { x1: plot.left, x2: plot.right, y1: y, y2: y, stroke: v === 0 ? '#9aa0a6' : '#e8eaed' }));
      svg.append(svgEl('text', { x: plot.left - 6, y: y + 4, 'text-anchor': 'end', 'font-size': 11, fill: '#5f6368' }, String(Number(v.toPrecision(12)))));
    }
    const every = Math.max(1, Math.ceil(chart.domain.length / Math.max(1, (plot.right - plot.left) / 28)));
    chart.domain.forEach((label, j) => {
      if (j % every === 0) svg.append(svgEl('text', { x: xAt(j), y: plot.bottom + 16, 'text-anchor': 'middle', 'font-size': 11, fill: '#5f6368' }, label));
    });
    chart.series.forEach((s, i) => {
      const color = PALETTE[i % PALETTE.length];
      const g = svgEl('g', { class: 'series', 'data-series': s.name });
      g.append(svgEl('title', {}, s.name));
      let run: string[] = [];
      let from = 0;
      const flush = (to: number) => {
        if (run.length > 0)
          g.append(svgEl('polyline', { points: run.join(' '), fill: 'none', stroke: color, 'stroke-width': 2, 'data-from': from, 'data-to': to }));
        run = [];
      };
      s.points.forEach((p, j) => {
        if (p === null) return flush(j - 1);
        if (run.length === 0) from = j;
        run.push(`${xAt(j).toFixed(1)},${yAt(p).toFixed(1)}`);
      });
      flush(s.points.length - 1);
      svg.append(g);
      if (legend) {
        const y = plot.top + 6 + i * 16;
        svg.append(svgEl('line', { x1: plot.right + 12, x2: plot.right + 26, y1: y, y2: y, stroke: color, 'stroke-width': 2 }));
        svg.append(svgEl('text', { x: plot.right + 30, y: y + 4, 'font-size': 11, fill: '#202124' }, s.name));
      }
    });
    div.append(svg);
    box.append(div);
  }
}

function select(r: number, c: number, extend = false): void {
  const view = book!.view;
  r = Math.max(1, Math.min(r, totalRows()));
  c = Math.max(1, Math.min(c, drawn.columns[drawn.columns.length - 1] ?? view.columns));
  if (!extend) anchor = { r, c };
  selected = { r, c };
  closeDropdown();
  void post('/api/select', { sheet: current, range: selectionA1() });
  const td = tdAt(r, c);
  paintSelection();
  showSelection();
  td?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

function selectionBox(): { r1: number; c1: number; r2: number; c2: number } {
  return { r1: Math.min(anchor.r, selected.r), c1: Math.min(anchor.c, selected.c), r2: Math.max(anchor.r, selected.r), c2: Math.max(anchor.c, selected.c) };
}

function selectionA1(): string {
  const { r1, c1, r2, c2 } = selectionBox();
  return r1 === r2 && c1 === c2 ? a1(r1, c1) : `${a1(r1, c1)}:${a1(r2, c2)}`;
}

function showSelection(): void {
  const cell = cells.get(`${selected.r},${selected.c}`);
  $('addr').textContent = a1(selected.r, selected.c);
  if (!editing) $<HTMLInputElement>('formula').value = contentOf(cell);
}

function contentOf(cell: CellView | undefined): string {
  return cell ? (cell.f ?? cell.v) : '';
}

/** A column to the right or left of c, skipping hidden ones. */
function stepColumn(c: number, by: number): number {
  const cols = drawn.columns;
  const i = cols.indexOf(c);
  if (i < 0) return c;
  return cols[Math.max(0, Math.min(cols.length - 1, i + by))];
}

// ---- Edits -------------------------------------------------------------------------------------------------

type EditReply = { ok: boolean; error?: string; confirm?: string; sheet?: string; range?: string };

/**
 * Sends a person's edit (one typed cell, a pasted block, a clear) to the server; a warning-only protected cell asks
 * first, as Sheets does. Returns whether the edit was made.
 */
async function sendEdit(data: Record<string, unknown>): Promise<boolean> {
  let res = (await post('/api/edit', { sheet: current, ...data })) as EditReply;
  if (!res.ok && res.confirm) {
    if (!window.confirm(res.confirm)) return false;
    res = (await post('/api/edit', { sheet: current, ...data, confirmed: true })) as EditReply;
  }
  $('message').textContent = res.ok ? '' : String(res.error);
  return res.ok;
}

/** Commits typed text into (r, c); on success the selection moves by (dr, dc). */
async function commitAt(r: number, c: number, text: string, dr: number, dc: number): Promise<void> {
  const ok = await sendEdit({ row: r, column: c, input: text });
  selected = ok ? { r: Math.min(r + dr, totalRows()), c: dc ? stepColumn(c, dc) : c } : { r, c };
  anchor = { ...selected };
  await load(current);
  const td = tdAt(selected.r, selected.c);
  paintSelection();
  td?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  void post('/api/select', { sheet: current, range: selectionA1() });
}

async function commit(text: string): Promise<void> {
  await commitAt(selected.r, selected.c, text, 1, 0);
}

/** The in-cell editor: 'enter' mode (typing started it: arrows commit and move) or 'edit' mode (F2, double-click). */
let editing: { r: number; c: number; mode: 'enter' | 'edit' } | null = null;
const editor = $<HTMLInputElement>('celledit');

function startEdit(text: string, mode: 'enter' | 'edit'): void {
  closeDropdown();
  const td = tdAt(selected.r, selected.c);
  if (!td) return;
  td.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  editing = { r: selected.r, c: selected.c, mode };
  anchor = { ...selected };
  paintSelection();
  place(editor, td, 0);
  editor.style.width = `${td.offsetWidth}px`;
  editor.dataset.width = String(td.offsetWidth);
  editor.style.height = `${td.offsetHeight}px`;
  editor.style.textAlign = text.startsWith('=') ? 'left' : getComputedStyle(td).textAlign;
  editor.value = text;
  editor.style.display = 'block';
  fitEditor();
  editor.focus();
  editor.setSelectionRange(text.length, text.length);
  $<HTMLInputElement>('formula').value = text;
  document.body.dataset.editing = a1(selected.r, selected.c);
}

/** Puts an absolutely placed box at a cell of the grid (its top-left, or just below it). */
function place(box: HTMLElement, td: HTMLElement, below: number): void {
  const wrap = $('gridwrap');
  const w = wrap.getBoundingClientRect();
  const t = td.getBoundingClientRect();
  box.style.left = `${t.left - w.left + wrap.scrollLeft}px`;
  box.style.top = `${t.top - w.top + wrap.scrollTop + (below ? t.height : 0)}px`;
}

function stopEdit(): void {
  editing = null;
  editor.style.display = 'none';
  delete document.body.dataset.editing;
  $('gridwrap').focus({ preventScroll: true });
}

async function finishEdit(dr: number, dc: number): Promise<void> {
  if (!editing) return;
  const { r, c } = editing;
  const text = editor.value;
  stopEdit();
  await commitAt(r, c, text, dr, dc);
}

/** The editor starts at the cell's width and grows to the right with its text, as in Sheets. */
function fitEditor(): void {
  editor.style.width = `${Number(editor.dataset.width)}px`;
  if (editor.scrollWidth > editor.clientWidth) editor.style.width = `${editor.scrollWidth + 12}px`;
}

editor.addEventListener('input', () => {
  $<HTMLInputElement>('formula').value = editor.value;
  fitEditor();
});
editor.addEventListener('keydown', (ev) => {
  if (!editing) return;
  const moves: Record<string, [number, number]> = { ArrowDown: [1, 0], ArrowUp: [-1, 0], ArrowRight: [0, 1], ArrowLeft: [0, -1] };
  if (ev.key === 'Enter') {
    ev.preventDefault();
    void finishEdit(ev.shiftKey ? -1 : 1, 0);
  } else if (ev.key === 'Tab') {
    ev.preventDefault();
    void finishEdit(0, ev.shiftKey ? -1 : 1);
  } else if (ev.key === 'Escape') {
    ev.preventDefault();
    stopEdit();
    showSelection();
  } else if (editing.mode === 'enter' && moves[ev.key]) {
    ev.preventDefault();
    void finishEdit(...moves[ev.key]);
  }
});
editor.addEventListener('blur', (ev) => {
  // Clicking elsewhere commits, as in Sheets (the selection stays where the click put it); the formula bar goes on
  // with the same edit.
  if (!editing || ev.relatedTarget === $('formula')) return;
  const { r, c } = editing;
  const text = editor.value;
  stopEdit();
  void sendEdit({ row: r, column: c, input: text }).then(() => load(current));
});

async function clearSelection(): Promise<void> {
  const { r1, c1, r2, c2 } = selectionBox();
  await sendEdit({ row: r1, column: c1, clear: { rows: r2 - r1 + 1, columns: c2 - c1 + 1 } });
  await load(current);
}

async function pasteText(text: string): Promise<void> {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const { r1, c1 } = selectionBox();
  if (!(await sendEdit({ row: r1, column: c1, text }))) return;
  anchor = { r: r1, c: c1 };
  selected = { r: r1 + lines.length - 1, c: c1 + Math.max(...lines.map((l) => l.split('\t').length)) - 1 };
  await load(current);
  void post('/api/select', { sheet: current, range: selectionA1() });
}

async function undo(redo: boolean): Promise<void> {
  const res = (await post(redo ? '/api/redo' : '/api/undo', {})) as EditReply;
  $('message').textContent = res.ok ? '' : String(res.error);
  if (res.ok && res.sheet && res.range) {
    const [from, to] = res.range.split(':');
    const at = (ref: string) => {
      const m = /^([A-Z]+)(\d+)$/.exec(ref)!;
      return { r: Number(m[2]), c: m[1].split('').reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) };
    };
    anchor = at(from);
    selected = at(to ?? from);
    if (res.sheet !== current) await post('/api/activate', { sheet: res.sheet });
    await load(res.sheet);
  }
}

function copySelection(): string {
  const { r1, c1, r2, c2 } = selectionBox();
  const lines: string[] = [];
  for (let r = r1; r <= r2; r++) {
    const line: string[] = [];
    for (let c = c1; c <= c2; c++) line.push(cells.get(`${r},${c}`)?.v ?? '');
    lines.push(line.join('\t'));
  }
  return lines.join('\n');
}

// ---- The drop-down under a cell --------------------------------------------------------------------------

const dropdown = $('dropdown');
let dropdownFor: { r: number; c: number } | null = null;

function openDropdown(): void {
  const cell = cells.get(`${selected.r},${selected.c}`);
  const td = tdAt(selected.r, selected.c);
  if (!cell?.list || !td) return;
  dropdownFor = { ...selected };
  dropdown.replaceChildren();
  const list = document.createElement('div');
  list.className = 'items';
  list.setAttribute('role', 'listbox');
  for (const item of cell.list) {
    const b = document.createElement('button');
    b.type = 'button';
    b.setAttribute('role', 'option');
    b.textContent = item;
    b.dataset.value = item;
    if (item === cell.v) b.classList.add('current');
    b.addEventListener('mousedown', (ev) => ev.preventDefault());
    b.addEventListener('click', () => void pick(item));
    list.append(b);
  }
  dropdown.append(list);
  if (cell.help) dropdown.append(Object.assign(document.createElement('div'), { className: 'help', textContent: cell.help }));
  place(dropdown, td, 1);
  dropdown.style.minWidth = `${Math.max(td.offsetWidth, 140)}px`;
  dropdown.style.display = 'block';
  const current = list.querySelector('button.current') ?? list.querySelector('button');
  current?.classList.add('hot');
  current?.scrollIntoView({ block: 'nearest' });
}

function closeDropdown(): void {
  dropdownFor = null;
  dropdown.style.display = 'none';
}

async function pick(item: string): Promise<void> {
  if (!dropdownFor) return;
  const { r, c } = dropdownFor;
  closeDropdown();
  $('gridwrap').focus({ preventScroll: true });
  await commitAt(r, c, item, 0, 0);
}

function moveHot(by: number): void {
  const items = Array.from(dropdown.querySelectorAll('button'));
  const i = items.findIndex((b) => b.classList.contains('hot'));
  const next = items[Math.max(0, Math.min(items.length - 1, i + by))];
  items.forEach((b) => b.classList.remove('hot'));
  next?.classList.add('hot');
  next?.scrollIntoView({ block: 'nearest' });
}

// ---- Mouse and keys ------------------------------------------------------------------------------------------

let dragging = false;
$('grid').addEventListener('mousedown', (ev) => {
  const target = ev.target as HTMLElement;
  const td = target.closest('td[data-a1]') as HTMLTableCellElement | null;
  if (!td || ev.button !== 0) return;
  ev.preventDefault();
  const r = Number((td.parentElement as HTMLElement).dataset.r);
  const c = Number(td.dataset.c);
  if (editing) void finishEdit(0, 0).then(() => select(r, c, ev.shiftKey));
  else select(r, c, ev.shiftKey);
  $('gridwrap').focus({ preventScroll: true });
  if (target.classList.contains('ddarrow')) openDropdown();
  else dragging = true;
});
$('grid').addEventListener('mouseover', (ev) => {
  if (!dragging) return;
  const td = (ev.target as HTMLElement).closest('td[data-a1]') as HTMLTableCellElement | null;
  if (td) select(Number((td.parentElement as HTMLElement).dataset.r), Number(td.dataset.c), true);
});
document.addEventListener('mouseup', () => (dragging = false));
$('grid').addEventListener('dblclick', (ev) => {
  if ((ev.target as HTMLElement).closest('td[data-a1]')) startEdit(contentOf(cells.get(`${selected.r},${selected.c}`)), 'edit');
});
$('gridwrap').addEventListener('scroll', followScroll);
document.addEventListener('mousedown', (ev) => {
  const target = ev.target as HTMLElement;
  if (dropdownFor && !dropdown.contains(target) && !target.classList?.contains('ddarrow')) closeDropdown();
});

/** Ctrl+arrow, as in Sheets: to the end of the run of filled cells, or to the next filled cell, or to the sheet's edge. */
function jump(r: number, c: number, dr: number, dc: number): [number, number] {
  const filled = (row: number, col: number) => (cells.get(`${row},${col}`)?.v ?? '') !== '';
  const next = (row: number, col: number): [number, number] | null => {
    const nr = row + dr;
    const nc = dc ? stepColumn(col, dc) : col;
    return nr < 1 || nr > totalRows() || (dc !== 0 && nc === col) ? null : [nr, nc];
  };
  let at: [number, number] = [r, c];
  let step = next(r, c);
  if (!step) return at;
  const along = filled(r, c) && filled(...step);
  while (step) {
    if (along && !filled(...step)) return at;
    at = step;
    if (!along && filled(...step)) return at;
    step = next(...step);
  }
  return at;
}

/** The last filled column of a row (End), or the first column. */
function lastFilled(r: number): number {
  let last = drawn.columns[0] ?? 1;
  for (const c of drawn.columns) if ((cells.get(`${r},${c}`)?.v ?? '') !== '') last = c;
  return last;
}

/** Keys on the grid (focus on the grid, not in the formula bar, the editor or the sidebar). */
$('gridwrap').addEventListener('keydown', (ev) => {
  if (!book || editing || ev.target !== $('gridwrap')) return;
  const mod = ev.ctrlKey || ev.metaKey;
  const key = ev.key;
  if (dropdownFor) {
    if (key === 'ArrowDown' || key === 'ArrowUp') moveHot(key === 'ArrowDown' ? 1 : -1);
    else if (key === 'Enter') {
      const hot = dropdown.querySelector('button.hot') as HTMLElement | null;
      if (hot) void pick(hot.dataset.value ?? '');
    } else if (key === 'Escape') closeDropdown();
    else return;
    ev.preventDefault();
    return;
  }
  const moves: Record<string, [number, number]> = { ArrowDown: [1, 0], ArrowUp: [-1, 0], ArrowRight: [0, 1], ArrowLeft: [0, -1] };
  const page = Math.max(1, screenRows() - 2);
  if (ev.altKey && key === 'ArrowDown') openDropdown();
  else if (moves[key] && mod) select(...jump(selected.r, selected.c, ...moves[key]), ev.shiftKey);
  else if (key === 'PageDown' || key === 'PageUp') select(selected.r + (key === 'PageDown' ? page : -page), selected.c, ev.shiftKey);
  else if (key === 'Home') select(mod ? 1 : selected.r, drawn.columns[0] ?? 1, ev.shiftKey);
  else if (key === 'End') select(mod ? book.view.rows : selected.r, mod ? book.view.columns : lastFilled(selected.r), ev.shiftKey);
  else if (moves[key] && !mod) {
    const [dr, dc] = moves[key];
    select(selected.r + dr, dc ? stepColumn(selected.c, dc) : selected.c, ev.shiftKey);
  } else if (key === 'Tab') select(selected.r, stepColumn(selected.c, ev.shiftKey ? -1 : 1));
  else if (key === 'Enter' || key === 'F2') startEdit(contentOf(cells.get(`${selected.r},${selected.c}`)), 'edit');
  else if (key === 'Delete' || key === 'Backspace') void clearSelection();
  else if (mod && !ev.altKey && (key === 'z' || key === 'Z')) void undo(ev.shiftKey);
  else if (mod && !ev.altKey && (key === 'y' || key === 'Y')) void undo(true);
  else if (mod && (key === 'v' || key === 'V' || key === 'c' || key === 'C' || key === 'x' || key === 'X'))
    return; // the clipboard events below
  else if (key.length === 1 && !mod && !ev.altKey) startEdit(key, 'enter');
  else return;
  ev.preventDefault();
});
$('gridwrap').addEventListener('paste', (ev) => {
  if (editing || !book) return;
  ev.preventDefault();
  const text = ev.clipboardData?.getData('text/plain') ?? '';
  if (text !== '') void pasteText(text);
});
$('gridwrap').addEventListener('copy', (ev) => {
  if (editing || !book) return;
  ev.preventDefault();
  ev.clipboardData?.setData('text/plain', copySelection());
});

$<HTMLInputElement>('formula').addEventListener('keydown', (ev) => {
  if (ev.key === 'Enter') {
    ev.preventDefault();
    if (editing) {
      editing = null;
      editor.style.display = 'none';
      delete document.body.dataset.editing;
    }
    const text = (ev.target as HTMLInputElement).value;
    $('gridwrap').focus({ preventScroll: true }); // back to the grid, as in Sheets
    void commit(text);
  } else if (ev.key === 'Escape') {
    if (editing) {
      editing = null;
      editor.style.display = 'none';
      delete document.body.dataset.editing;
    }
    showSelection();
    $('gridwrap').focus({ preventScroll: true });
  }
});
$<HTMLInputElement>('formula').addEventListener('blur', (ev) => {
  // An in-cell edit continued in the formula bar commits when the focus leaves both.
  if (!editing || ev.relatedTarget === editor) return;
  const { r, c } = editing;
  editing = null;
  editor.style.display = 'none';
  delete document.body.dataset.editing;
  void sendEdit({ row: r, column: c, input: $<HTMLInputElement>('formula').value }).then(() => load(current));
});
$<HTMLInputElement>('formula').addEventListener('input', () => {
  if (!editing) return;
  editor.value = $<HTMLInputElement>('formula').value;
  fitEditor();
});
$('menubutton').addEventListener('click', () => $('menu').classList.toggle('open'));
$('reset').addEventListener('click', async () => {
  await post('/api/reset', {});
  $<HTMLIFrameElement>('sidebar').src = '/sidebar';
  await load();
});
$('locale').addEventListener('change', async () => {
  const out = await post('/api/locale', { locale: ($('locale') as HTMLSelectElement).value });
  if (!out.ok) $('message').textContent = out.error ?? 'The locale could not be set.';
  await load(current);
});

$('demo').addEventListener('click', async () => {
  document.body.dataset.demo = 'loading';
  $('message').textContent = '';
  $('note').textContent = 'Building a demo season of every format…';
  const report = (await post('/api/demo', {})) as unknown as DemoResult;
  (window as unknown as { demoReport: DemoResult }).demoReport = report;
  $('note').textContent = report.parts?.length ? `Demo: ${report.parts.map((p) => `${p.format} (${p.standings})`).join(', ')}` : '';
  $('message').textContent = report.failed?.length ? report.failed.map((f) => f.error).join(' | ') : (report.error ?? '');
  $<HTMLIFrameElement>('sidebar').src = '/sidebar';
  await load();
  document.body.dataset.demo = report.ok ? 'loaded' : 'failed';
});
window.addEventListener('message', (ev) => {
  if (ev.data && ev.data.type === 'workbook-changed') void load();
});
setInterval(async () => {
  if (editing || dropdownFor) return;
  const res = await fetch('/api/version');
  const v = (await res.json()) as { version: number };
  if (v.version !== version) await load(current);
}, 1500);
void load().then(() => $('gridwrap').focus({ preventScroll: true }));
