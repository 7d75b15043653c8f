import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type LaunchOptions,
  type Page,
} from 'playwright-core';
import { expect, inject, onTestFailed } from 'vitest';
import { CHROMIUM } from './chromium';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The run's one Chromium, launched in the journeys' worker the first time a journey file asks
 * for it: the files run one after another in that one worker and share one module graph
 * (vitest.config.ts, e2e), so this module and the browser outlive each file, and Playwright
 * talks to it in-process (a browser server in vitest's main process relayed every message once
 * more: 14 of 149 s of CPU in a sample of two files). What this returns stands for the file's
 * own browser: its `close` closes the contexts the file opened, not the browser, and `contexts`
 * lists only those. Outside a vitest run (scripts/bench-talents.ts) it launches a browser of its
 * own, as before.
 */
export async function launch(): Promise<Browser> {
  if (!insideJourneys()) return chromium.launch(CHROMIUM);
  // A launch that failed, or a browser that went away, is launched again for the next file.
  const running = await shared?.then(
    (browser) => browser.isConnected(),
    () => false,
  );
  if (!running || shared === undefined) shared = chromium.launch(JOURNEY_CHROMIUM);
  const browser = await shared;
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  const own: Partial<Browser> = {
    newContext: async (options) => track(await browser.newContext(options)),
    newPage: async (options) => {
      const page = await browser.newPage(options);
      track(page.context());
      return page;
    },
    contexts: () => [...opened],
    close: async () => {
      await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
    },
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property in own) return own[property as keyof Browser];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

let shared: Promise<Browser> | undefined;

/**
 * The journeys' Chromium: the build's, with V8's optimising compilers off (`--max-opt=1`: the
 * interpreter and Sparkplug only). A journey's page lives seconds, too short for Maglev's and
 * TurboFan's work to pay back, and that work takes CPU the journeys are short of on this 2-core
 * machine (sampled in CI: both cores 98 % busy, Chromium over half of it). Measured on talents
 * and vacancies, each run after a fresh seed, together with axe-core evaluated once per document
 * (below): 85, 77 s before and 76, 73 s after; CPU 141, 124 and 124, 117 s. Not for benchmarks:
 * outside the journeys `launch` starts the build's Chromium unchanged.
 */
const JOURNEY_CHROMIUM: LaunchOptions = { ...CHROMIUM, args: [...(CHROMIUM.args ?? []), '--js-flags=--max-opt=1'] };

/** Whether this runs in the e2e project (its global setup provides the sessions' folder). */
function insideJourneys(): boolean {
  try {
    return typeof inject('sessionDir') === 'string';
  } catch {
    return false;
  }
}

/**
 * A prerendered public page (web/build/first-paint.ts) first shows an inert picture of its screen;
 * the app takes its place a moment later. A journey acts on the app, so after a load that shows a
 * picture this waits for the app (`<html data-first-screen="shown">`).
 */
export async function untilAppShown(page: Page): Promise<void> {
  if ((await page.locator('#root[data-prerendered]').count()) === 0) return;
  await page.waitForSelector('html[data-first-screen="shown"]', { state: 'attached', timeout: 30_000 });
}

/**
 * A context whose pages may reach only this machine; anything else is refused and recorded. Its
 * pages' `goto` and `reload` return once the app shows (untilAppShown), unless `pictures: true`
 * (a journey about the pictures themselves).
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}, { pictures = false } = {}) {
  const context = await browser.newContext({ locale: 'en-US', ...options });
  if (!pictures) {
    context.on('page', (page) => {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilAppShown(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilAppShown(page);
        return response;
      };
    });
  }
  const external: string[] = [];
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http'),
    (route) => {
      external.push(route.request().url());
      return route.abort();
    },
  );
  return { context, external };
}

/**
 * A 360 px page in a context of its own, for one person of a journey (downloads accepted), with
 * what went wrong in it kept: page errors and refused outside requests; a screenshot named
 * `failureShot` if the test fails. Call it inside the test.
 */
export async function phonePage(browser: Browser, failureShot: string) {
  const { context, external } = await newContext(browser, { viewport: PHONE, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  onTestFailed(() => screenshot(page, failureShot));
  return { page, errors, external, close: () => context.close() };
}

/** Runs axe-core in the page and fails with the rule ids and targets of any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await untilAppShown(page);
  // Evaluated over the DevTools protocol: the page's CSP (no inline scripts) stays in force.
  // Once per document: a journey checks several screens of one app without a page load between
  // them, and axe-core (650 KB) was evaluated again for each check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('screenshots', { recursive: true });
  const path = `screenshots/${name}.png`;
  try {
    await page.screenshot({ path, fullPage: true, timeout: 15_000 });
  } catch (error) {
    // Headless Chromium now and then never finishes a full-page capture (seen once in CI, on a
    // page that had long settled): the picture is for people to look at, so take the viewport.
    if ((error as Error).name !== 'TimeoutError') throw error;
    await page.screenshot({ path, timeout: 15_000 });
  }
}

/** The phone every employee journey runs on (the spec's narrowest width). */
export const PHONE = { width: 360, height: 800 } as const;

/**
 * Nothing overflows sideways at a phone's and a desktop's width (360 and 1280 px), with a full
 * screenshot at each to look at; then back to the phone.
 */
export async function fitsAndShoot(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${name} at ${width}`,
    ).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize(PHONE);
}

/**
 * A download's content as text. Read as a stream: with the run's one browser connected over
 * its WebSocket, `download.path()` is not available (the file is on the browser's side).
 */
export async function downloadText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export type { Browser, Page };
