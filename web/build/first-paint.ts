import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import type { Plugin } from 'vite';
import { CHROMIUM } from './chromium';

/**
 * Prerendered public pages (issue 28): the talent side's public first screens paint from their
 * HTML, before any JavaScript, in the language the app would choose.
 *
 * After `vite build`, the built app is served from its folder and opened in Chromium once per page
 * and language (the language stored as a visitor's choice), as a signed-out visitor; when the app
 * says its first screen is shown (`<html data-first-screen="shown">`), the page's `#root` is kept
 * as a `<template data-first-paint="<language>">`. Each page's HTML file carries its five pictures
 * and src/first-paint.ts (a classic script, built here, ~1 KB), which puts the right one in #root
 * before the first paint. The app's own HTML, without pictures, becomes `app.html`: Hosting serves
 * it for every other path (firebase.json), `index.html` is the landing's.
 *
 * The pictures are the app's own rendering, so they cannot drift from it; a screen that does not
 * show within 30 s fails the build. `VUORO_FIRST_PAINT=off` builds without them (app.html is
 * written all the same, and every page is the app's HTML); web/build/prerender-cli.ts adds them
 * later, as `npm start` does.
 */
export const PRERENDERED = [
  { path: '/', file: 'index.html' },
  { path: '/login', file: 'login.html' },
  { path: '/ukraine', file: 'ukraine.html' },
  { path: '/register', file: 'register.html' },
] as const;

/**
 * The languages: one folder of translations each (src/locales/<language>, the domain's
 * SUPPORTED_LANGUAGES; a lint test keeps the two the same). Read from the folders because Vite
 * loads its config, and this file, with Node, which does not run the domain's TypeScript.
 */
const LANGUAGES = readdirSync(fileURLToPath(new URL('../src/locales', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The file Hosting serves for every path that has no prerendered page. */
export const APP_HTML = 'app.html';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** The built app as Hosting serves it, minus the functions (the API answers 503: nothing signed in, nothing to show). */
function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep)) return void res.writeHead(400).end();
    if (existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      return void res.end(readFileSync(file));
    }
    if (/^\/(v1|identity|forms|cards|calendar-feed)\//.test(path)) return void res.writeHead(503).end();
    res.writeHead(200, { 'content-type': TYPES['.html'] });
    res.end(readFileSync(join(dir, APP_HTML)));
  });
  return new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(server)));
}

interface Picture {
  language: string;
  title: string;
  html: string;
}

/**
 * One language's pictures of every prerendered page, in one browser context (its cache shared by
 * the pages, as a visitor's would be): the language stored as the visitor's choice, each page
 * opened as a signed-out visitor opens it, its #root kept once the app says the screen is shown.
 */
async function snapshot(browser: Browser, origin: string, language: string): Promise<Picture[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addInitScript((lng) => window.localStorage.setItem('vuoro.language', lng), language);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const pictures: Picture[] = [];
    for (const { path } of PRERENDERED) {
      await page.goto(origin + path);
      await page.waitForSelector('html[data-first-screen="shown"]', { state: 'attached', timeout: 30_000 }).catch(() => {
        throw new Error(`first paint: ${path} (${language}) showed no first screen within 30 s ${errors.join('; ')}`);
      });
      pictures.push(
        await page.evaluate((lng) => {
          const root = document.getElementById('root')!.cloneNode(true) as HTMLElement;
          // A style attribute would break the CSP (style-src 'self'); the app sets none on these screens.
          if (root.querySelector('[style]')) throw new Error('a style attribute in the picture');
          // What React sets as properties, the picture needs as attributes: the chosen option.
          const live = document.getElementById('root')!.querySelectorAll('select');
          root.querySelectorAll('select').forEach((select, i) => {
            for (const option of select.options) option.removeAttribute('selected');
            select.options[live[i]!.selectedIndex]?.setAttribute('selected', '');
          });
          return { language: lng, title: document.title, html: root.innerHTML };
        }, language),
      );
    }
    return pictures;
  } finally {
    await context.close();
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const ROOT_TAG = '<div id="root"></div>';
const PICTURE_MARK = 'data-first-paint=';

/** Whether the build in `dir` has its pictures (index.html, the landing's, is written last). */
export function hasPictures(dir: string): boolean {
  return readFileSync(join(dir, 'index.html'), 'utf8').includes(PICTURE_MARK);
}

/**
 * Writes app.html, the app's HTML as Vite wrote it (index.html before any picture), which Hosting
 * serves for every path without a picture: every build has it, with pictures or without. With the
 * pictures, prerender() adds the first-paint script to it (a signed-in person's last screen).
 */
export function writeAppHtml(dir: string): string {
  const shell = readFileSync(join(dir, 'index.html'), 'utf8');
  if (shell.includes(PICTURE_MARK)) return readFileSync(join(dir, APP_HTML), 'utf8');
  if (!shell.includes(ROOT_TAG)) throw new Error(`first paint: index.html has no ${ROOT_TAG}`);
  writeFileSync(join(dir, APP_HTML), shell);
  return shell;
}

export async function prerender(dir: string, staffHosts: readonly string[]): Promise<string> {
  const started = performance.now();
  if (hasPictures(dir)) return 'first paint: the pictures are there already';
  const shell = writeAppHtml(dir);

  const script = await esbuild({
    entryPoints: [fileURLToPath(new URL('../src/first-paint.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
  });
  const code = script.outputFiles[0]!.contents;
  const scriptName = `assets/first-paint-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(dir, scriptName), code);

  const server = await serve(dir);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(CHROMIUM);
  try {
    const byLanguage = await Promise.all(LANGUAGES.map((lng) => snapshot(browser, origin, lng)));
    const tag = `<script src="/${scriptName}" data-staff-hosts="${escapeAttribute(staffHosts.join(','))}"></script>`;
    // Every other page has the script too, without pictures: it paints a signed-in person's last screen.
    writeFileSync(join(dir, APP_HTML), shell.replace(ROOT_TAG, `${ROOT_TAG}${tag}`));
    // index.html (the landing, the first of the list) last: with it in place, all are.
    [...PRERENDERED.entries()].reverse().forEach(([i, { file }]) => {
      const templates = byLanguage
        .map((pictures) => pictures[i]!)
        .map((p) => `<template data-first-paint="${p.language}" data-title="${escapeAttribute(p.title)}">${p.html}</template>`)
        .join('');
      writeFileSync(join(dir, file), shell.replace(ROOT_TAG, `${ROOT_TAG}${templates}${tag}`));
    });
  } finally {
    await browser.close();
    server.close();
  }
  return `first paint: ${PRERENDERED.length} pages × ${LANGUAGES.length} languages prerendered in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/** The Vite plugin: prerenders after a build has written its files. */
export function firstPaint(staffHosts: readonly string[]): Plugin {
  let outDir = '';
  return {
    name: 'vuoro-first-paint',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: an absolute --outDir (a build beside the usual one) is taken as it is.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      if (error || !existsSync(join(outDir, 'index.html'))) return;
      writeAppHtml(outDir);
      if (process.env.VUORO_FIRST_PAINT === 'off') return;
      this.info(await prerender(outDir, staffHosts));
    },
  };
}
