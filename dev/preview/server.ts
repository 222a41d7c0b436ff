/**
 * `npm start`: the preview. Serves the in-memory workbook (tabs, computed grid, editable cells), the real
 * dist/Sidebar.html in an iframe whose google.script.run reaches dist/Code.js running on that workbook,
 * the add-on menu, "Load demo" (dev/preview/demo.ts), and an .xlsx download. PORT overrides the port (default 8080).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTsv, PreviewWorld } from './world';
import { SCRIPT_RUN_SHIM } from './wire';
import { loadDemo } from './demo';

export interface PreviewOptions {
  root: string;
  port: number;
  host?: string;
}

function body(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve(text ? JSON.parse(text) : {});
      } catch (e) {
        reject(e);
      }
    });
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, type: string, content: string | Buffer, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...extra });
  res.end(content);
}

const json = (res: ServerResponse, value: unknown, status = 200) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));

export function startPreview(options: PreviewOptions): Promise<{ url: string; close(): Promise<void>; world: PreviewWorld }> {
  const dist = join(options.root, 'dist');
  const world = new PreviewWorld(dist);
  const page = readFileSync(join(options.root, 'build/preview/index.html'), 'utf8');

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (req.method === 'GET' && url.pathname === '/') return send(res, 200, 'text/html; charset=utf-8', page);
      if (req.method === 'GET' && url.pathname === '/sidebar') {
        const html = readFileSync(join(dist, 'Sidebar.html'), 'utf8');
        return send(
          res,
          200,
          'text/html; charset=utf-8',
          html.replace('<head>', () => `<head>\n<script>${SCRIPT_RUN_SHIM}</script>`),
        );
      }
      if (req.method === 'GET' && url.pathname === '/api/workbook') {
        const name = url.searchParams.get('sheet') || world.activeSheetName();
        const sheets = world.sheetNames();
        const current = sheets.includes(name) ? name : sheets[0];
        return json(res, {
          title: world.gas.book.name,
          locale: world.gas.book.getSpreadsheetLocale(),
          version: world.version,
          sheets,
          active: current,
          custom: world.customFunctionUse(),
          menus: world.menus(),
          sidebarOpen: world.gas.ui.sidebar !== null,
          alerts: world.gas.ui.alerts,
          view: world.view(current),
        });
      }
      if (req.method === 'GET' && url.pathname === '/api/version') return json(res, { version: world.version, active: world.activeSheetName() });
      if (req.method === 'POST' && url.pathname === '/api/run') {
        const { name, args } = (await body(req)) as { name: string; args: unknown[] };
        return json(res, world.run(String(name), Array.isArray(args) ? args : []));
      }
      if (req.method === 'POST' && url.pathname === '/api/edit') {
        // A person's edit: one cell typed (input), a block pasted (text: tab-separated), or a range cleared (clear).
        const { sheet, row, column, input, text, clear, confirmed } = (await body(req)) as {
          sheet: string;
          row: number;
          column: number;
          input?: string;
          text?: string;
          clear?: { rows: number; columns: number };
          confirmed?: boolean;
        };
        const block =
          clear !== undefined
            ? Array.from({ length: Math.max(1, Number(clear.rows)) }, () => new Array<string>(Math.max(1, Number(clear.columns))).fill(''))
            : text !== undefined
              ? parseTsv(String(text))
              : [[String(input ?? '')]];
        return json(res, world.personEdit(String(sheet), Number(row), Number(column), block, confirmed === true));
      }
      if (req.method === 'POST' && (url.pathname === '/api/undo' || url.pathname === '/api/redo')) {
        const done = url.pathname === '/api/undo' ? world.undo() : world.redo();
        return json(res, done ? { ok: true, ...done } : { ok: false, error: url.pathname === '/api/undo' ? 'Nothing to undo.' : 'Nothing to redo.' });
      }
      if (req.method === 'POST' && url.pathname === '/api/select') {
        const { sheet, range } = (await body(req)) as { sheet: string; range: string };
        world.select(sheet, range);
        return json(res, { ok: true });
      }
      if (req.method === 'POST' && url.pathname === '/api/activate') {
        const { sheet } = (await body(req)) as { sheet: string };
        world.activate(sheet);
        return json(res, { ok: true });
      }
      if (req.method === 'POST' && url.pathname === '/api/locale') {
        const { locale } = (await body(req)) as { locale: string };
        try {
          world.setLocale(locale);
          return json(res, { ok: true });
        } catch (e) {
          return json(res, { ok: false, error: e instanceof Error ? e.message : String(e) });
        }
      }
      if (req.method === 'POST' && url.pathname === '/api/reset') {
        world.reset();
        return json(res, { ok: true });
      }
      if (req.method === 'POST' && url.pathname === '/api/demo') {
        // "Load demo": start over, then a season of every format built through the add-on's endpoints.
        world.reset();
        const report = loadDemo(world);
        return json(res, { ok: report.failed.length === 0, ...report });
      }
      if (req.method === 'GET' && url.pathname === '/api/xlsx') {
        const buffer = await world.xlsx();
        return send(res, 200, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer, {
          'Content-Disposition': 'attachment; filename="tournament.xlsx"',
        });
      }
      return send(res, 404, 'text/plain', 'Not found');
    } catch (e) {
      return json(res, { ok: false, error: e instanceof Error ? e.message : String(e) }, 500);
    }
  });

  return new Promise((resolve) => {
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://localhost:${port}`,
        world,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

if (require.main === module) {
  const port = Number(process.env.PORT || 8080);
  startPreview({ root: process.cwd(), port, host: process.env.HOST || '127.0.0.1' }).then(({ url }) => {
    console.log(`Preview: ${url}  (the workbook on the left, the add-on's sidebar on the right; Ctrl+C stops it)`);
  });
}
