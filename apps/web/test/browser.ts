/**
 * Browser test support: builds the app once per test file (vite build into a temporary folder),
 * serves it from a small static server on 127.0.0.1 port 0, and drives Debian's Chromium through
 * playwright-core with a fresh profile. `chromiumPath()` is null when no Chromium is installed:
 * the tests then skip with a message, or fail under CI=true.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const WEB_ROOT = resolve(import.meta.dirname, '..');
export const RESULTS = join(WEB_ROOT, 'test-results');

export function chromiumPath(): string | null {
  for (const p of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) if (p && existsSync(p)) return p;
  return null;
}

/** Skip message, or throws under CI=true when the browser is missing. */
export function browserOrSkip(): boolean {
  if (chromiumPath()) return true;
  if (process.env.CI === 'true') throw new Error('Chromium is required under CI=true (install Debian\'s chromium).');
  console.warn('SKIPPED: browser tests need Chromium at /usr/bin/chromium (set CHROMIUM_PATH).');
  return false;
}

let built: string | null = null;

export async function buildOnce(): Promise<string> {
  if (built) return built;
  const out = mkdtempSync(join(tmpdir(), 'salvo-web-'));
  const { build } = await import('vite');
  await build({ configFile: join(WEB_ROOT, 'vite.config.ts'), logLevel: 'error', build: { outDir: out, emptyOutDir: true, ...(process.env.WEB_UNMINIFIED ? { minify: false } : {}) } });
  built = out;
  return out;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

export async function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(() => r())) };
}

export interface Harness {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  url: string;
  profile: string;
  close(): Promise<void>;
}

export async function launch(): Promise<Harness> {
  const dir = await buildOnce();
  const server = await serve(dir);
  const profile = mkdtempSync(join(tmpdir(), 'salvo-chromium-'));
  const exe = chromiumPath();
  if (!exe) throw new Error('no chromium');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: exe,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    viewport: { width: 1400, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const browser = context.browser() as Browser;
  return {
    browser, context, page, url: server.url, profile,
    async close() {
      await context.close();
      await server.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Saves a screenshot of the page under test-results/ (called when a test fails, and for looking). */
export async function shot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(RESULTS, { recursive: true });
  const file = join(RESULTS, `${name.replace(/[^a-z0-9-]+/gi, '_')}.png`);
  await page.screenshot({ path: file, fullPage }).catch(() => undefined);
  return file;
}

/** Runs `body`, saving a screenshot when it throws. */
export async function withShots<T>(page: Page, name: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (e) {
    const file = await shot(page, `FAILED-${name}`);
    throw new Error(`${e instanceof Error ? e.message : String(e)}\n(screenshot: ${file})`, { cause: e });
  }
}

/** axe-core injected from its own source; returns the serious and critical violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  const src = readFileSync(join(WEB_ROOT, '..', '..', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  await page.addScriptTag({ content: src });
  const result = (await page.evaluate('axe.run(document, { resultTypes: ["violations"] })')) as {
    violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown }> }>;
  };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
}
