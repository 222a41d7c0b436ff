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

function render(): void {
  if (!book) return;
  $('title').textContent = book.title;
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
      await load(name);
    });
    tabs.append(b);
  }
  const here = book.custom?.[current];
  $('custom').textContent = here ? customText(here) : '';
  // grid
  const view = book.view;
  const cells = cellMap();
  const rows = Math.max(view.rows + 3, 20);
  const cols = Math.max(view.columns + 1, 8);
  const grid = $('grid');
  grid.replaceChildren();
  grid.dataset.sheet = view.name;
  const head = document.createElement('tr');
  head.append(Object.assign(document.createElement('th'), { className: 'rowh' }));
  for (let c = 1; c <= cols; c++) {
    if (view.hidden.includes(c)) continue;
    const th = document.createElement('th');
    th.textContent = letters(c);
    const w = view.widths[c] ?? 100; // Sheets' default column width
    th.style.minWidth = `${w}px`;
    th.style.maxWidth = `${w}px`;
    head.append(th);
  }
  grid.append(head);
  const [r1, r2] = [Math.min(anchor.r, selected.r), Math.max(anchor.r, selected.r)];
  const [c1, c2] = [Math.min(anchor.c, selected.c), Math.max(anchor.c, selected.c)];
  for (let r = 1; r <= rows; r++) {
    const tr = document.createElement('tr');
    if (r <= view.frozenRows) tr.className = 'frozen';
    const th = Object.assign(document.createElement('th'), { className: 'rowh', textContent: String(r) });
    tr.append(th);
    for (let c = 1; c <= cols; c++) {
      if (view.hidden.includes(c)) continue;
      const td = document.createElement('td');
      const cell = cells.get(`${r},${c}`);
      td.dataset.a1 = a1(r, c);
      if (cell) {
        td.textContent = cell.v;
        if (cell.num) td.classList.add('num');
        if (cell.err) {
          td.classList.add('err');
          td.title = cell.err;
        } else if (cell.note) td.title = cell.note;
        if (cell.bold) td.style.fontWeight = 'bold';
        if (cell.italic) td.style.fontStyle = 'italic';
        if (cell.bg) td.style.backgroundColor = cell.bg;
        if (cell.color) td.style.color = cell.color;
        if (cell.align) td.style.textAlign = cell.align;
        if (cell.strike) td.style.textDecoration = 'line-through';
        if (cell.list) td.classList.add('dd');
        // Sheets lets left-aligned text run on into the empty cells to its right; so does the preview.
        const next = cells.get(`${r},${c + 1}`);
        if (cell.v !== '' && !cell.num && !cell.err && (!cell.align || cell.align === 'left') && (!next || next.v === '')) td.classList.add('spill');
      }
      td.style.maxWidth = `${Math.max(view.widths[c] ?? 100, 24)}px`;
      if (r === selected.r && c === selected.c) td.classList.add('sel');
      if (r >= r1 && r <= r2 && c >= c1 && c <= c2 && (r2 > r1 || c2 > c1)) td.classList.add('insel');
      td.addEventListener('click', (ev) => select(r, c, ev.shiftKey));
      td.addEventListener('dblclick', () => $('formula').focus());
      tr.append(td);
    }
    grid.append(tr);
  }
  renderCharts();
  showSelection();
}

function customText(use: { cells: number; calls: number }): string {
  return `${use.cells} custom-function cell${use.cells === 1 ? '' : 's'}, ${use.calls} call${use.calls === 1 ? '' : 's'}`;
}

function renderCharts(): void {
  const box = $('charts');
  box.replaceChildren();
  for (const chart of book!.view.charts) {
    const div = Object.assign(document.createElement('div'), { className: 'chart' });
    div.append(Object.assign(document.createElement('h3'), { textContent: chart.title }));
    const w = 480;
    const h = 220;
    const all = chart.series.flatMap((s) => s.points.filter((p) => !Number.isNaN(p)));
    const max = Math.max(1, ...all);
    const n = Math.max(2, ...chart.series.map((s) => s.points.length));
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('width', String(w));
    svg.setAttribute('height', String(h));
    const palette = ['#4285f4', '#db4437', '#f4b400', '#0f9d58', '#ab47bc', '#00acc1', '#ff7043', '#9e9d24', '#5c6bc0', '#f06292'];
    chart.series.forEach((s, i) => {
      const pts = s.points.map((p, j) => (Number.isNaN(p) ? null : `${(j / (n - 1)) * (w - 20) + 10},${h - 10 - (p / max) * (h - 20)}`)).filter(Boolean);
      const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
      line.setAttribute('points', pts.join(' '));
      line.setAttribute('fill', 'none');
      line.setAttribute('stroke', palette[i % palette.length]);
      line.setAttribute('stroke-width', '2');
      const title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
      title.textContent = s.name;
      line.append(title);
      svg.append(line);
    });
    div.append(svg);
    box.append(div);
  }
}

function select(r: number, c: number, extend = false): void {
  if (!extend) anchor = { r, c };
  selected = { r, c };
  const range =
    anchor.r === r && anchor.c === c ? a1(r, c) : `${a1(Math.min(anchor.r, r), Math.min(anchor.c, c))}:${a1(Math.max(anchor.r, r), Math.max(anchor.c, c))}`;
  void post('/api/select', { sheet: current, range });
  render();
}

function showSelection(): void {
  const cell = cellMap().get(`${selected.r},${selected.c}`);
  $('addr').textContent = a1(selected.r, selected.c);
  const input = $<HTMLInputElement>('formula');
  input.value = cell ? (cell.f ?? cell.v) : '';
  const choice = $<HTMLSelectElement>('choice');
  choice.replaceChildren();
  if (cell?.list) {
    choice.style.display = 'inline-block';
    choice.append(Object.assign(document.createElement('option'), { value: '', textContent: '' }));
    for (const v of cell.list) choice.append(Object.assign(document.createElement('option'), { value: v, textContent: v }));
    choice.value = cell.list.includes(cell.v) ? cell.v : '';
  } else choice.style.display = 'none';
}

async function commit(text: string): Promise<void> {
  const res = await post('/api/edit', { sheet: current, row: selected.r, column: selected.c, input: text });
  $('message').textContent = res.ok ? '' : String(res.error);
  if (res.ok) selected = { r: selected.r + 1, c: selected.c };
  anchor = { ...selected };
  await load(current);
}

$<HTMLInputElement>('formula').addEventListener('keydown', (ev) => {
  if (ev.key === 'Enter') {
    ev.preventDefault();
    void commit((ev.target as HTMLInputElement).value);
  }
});
$<HTMLSelectElement>('choice').addEventListener('change', (ev) => void commit((ev.target as HTMLSelectElement).value));
$('menubutton').addEventListener('click', () => $('menu').classList.toggle('open'));
$('reset').addEventListener('click', async () => {
  await post('/api/reset', {});
  $<HTMLIFrameElement>('sidebar').src = '/sidebar';
  await load();
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
  const res = await fetch('/api/version');
  const v = (await res.json()) as { version: number };
  if (v.version !== version) await load(current);
}, 1500);
void load();
