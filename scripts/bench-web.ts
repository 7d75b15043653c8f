/**
 * Web performance benchmark (issue 28 item 1). Prints figures; it is not a test and not in CI.
 *
 * Run (builds the web app for the emulators as the journeys do, builds functions, starts the
 * emulators, seeds the demo data, benchmarks):
 *   npm run bench:web
 * or by hand, against builds already made:
 *   node scripts/emulators.mjs exec "npx tsx scripts/seed.ts --fresh >/dev/null && npx tsx scripts/bench-web.ts"
 * Options (environment): BENCH_WEB_RUNS (default 3), BENCH_WEB_PAGES (a comma-separated list of
 * the row names below, e.g. `landing,/login`), BENCH_WEB_DETAILS=1 (each run's LCP element and
 * phases, layout shifts and longest tasks; with BENCH_WEB_REQUESTS=1 also every request as observed,
 * by start), BENCH_WEB_TRACE=1 (the longest tasks as observed, with what they spent their time on),
 * BENCH_WEB_LAST_SCREEN=off (signed-in runs without the picture of the last screen),
 * BENCH_WEB_SERVER_NICE (the emulators' CPU priority while it runs, default 19, the lowest: see
 * `yieldCpuToBrowser`; 0 leaves it), CHROMIUM_PATH.
 *
 * Besides Lighthouse's figures it prints "TBT from CPU" (`cpuBlockingTime`): the blocking time
 * counted from the main thread's own CPU time instead of its wall-clock time. On this 2-core
 * machine the two differed by 1.4 to 6 times on 2026-12-01 (the thread waits for a core while
 * Chromium's other threads work), so Lighthouse's TBT here varies by several hundred ms between
 * runs of the same build; the CPU figure shows what the page's own work costs, and moves when
 * that work changes.
 *
 * What it does: runs Lighthouse (the devDependency's version; its default config, which is the
 * mobile preset: a Moto G Power sized screen, simulated slow 4G and 4× CPU slowdown) in Debian's
 * Chromium, headless, BENCH_WEB_RUNS times per page, on the Hosting emulator's URLs the journeys
 * use, and prints per page the median performance score, LCP, TBT, CLS and the accessibility
 * score. Offline: the browser resolves no host name but localhost.
 * - Public pages (talent site: `/`, `/login`, `/ukraine`, `/register`): Lighthouse as usual, its
 *   storage and cache reset before each run.
 * - Signed-in pages: a browser of their own per account, signed in once through the sign-in form
 *   (Playwright over the DevTools protocol, with the SMS second factor for the admin), then
 *   Lighthouse on that browser with storage kept (`disableStorageReset`; Firebase Auth's session
 *   is in IndexedDB, the picture of the person's last screen in localStorage: each run is their
 *   next visit to the page they signed in to); the HTTP cache is still cleared before each run, so every run is a cold
 *   load like the public ones. A run that does not end on the page asked for (e.g. sent to
 *   /login) cannot be measured.
 * Exits 0 whatever the scores; non-zero only when it could not measure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM } from '../tests/e2e/support/chromium';
import { EERO } from '../tests/e2e/support/employee';
import { REIJA, signIn } from '../tests/e2e/support/sign-in';
import { STAFF_SITE, TALENT_SITE } from '../tests/support/emulators';
import { LAST_SCREEN_KEY } from '../web/src/lib/last-screen';

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('bench-web: run inside `node scripts/emulators.mjs exec` (FIRESTORE_EMULATOR_HOST is not set).');
  process.exit(1);
}

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** BENCH_WEB_SERVER_NICE=0: the emulators keep their CPU priority (see `yieldCpuToBrowser`). */
const SERVER_NICE = Number(process.env.BENCH_WEB_SERVER_NICE ?? 19);
const DETAILS = process.env.BENCH_WEB_DETAILS === '1';
/** BENCH_WEB_LAST_SCREEN=off: each signed-in run is a visit without the kept picture of the last screen. */
const LAST_SCREEN = process.env.BENCH_WEB_LAST_SCREEN !== 'off';
const MARIA = 'maria.lehtonen@demo.vuoro.fi';

interface Account {
  email: string;
  site: string;
}
interface Target {
  name: string;
  url: string;
  /** Signed in as this account first (the run keeps the browser's storage); a public page when absent. */
  as?: Account;
}

const TARGETS: Target[] = [
  { name: 'landing', url: `${TALENT_SITE}/` },
  { name: '/login', url: `${TALENT_SITE}/login` },
  { name: '/ukraine', url: `${TALENT_SITE}/ukraine` },
  { name: '/register', url: `${TALENT_SITE}/register` },
  { name: '/talents (Reija, admin)', url: `${TALENT_SITE}/talents`, as: { email: REIJA, site: TALENT_SITE } },
  { name: '/shifts/upcoming (Eero)', url: `${STAFF_SITE}/shifts/upcoming`, as: { email: EERO, site: STAFF_SITE } },
  { name: '/customer/shifts (Maria)', url: `${STAFF_SITE}/customer/shifts`, as: { email: MARIA, site: STAFF_SITE } },
];
const picked = process.env.BENCH_WEB_PAGES?.split(',').map((s) => s.trim());
const targets = picked ? TARGETS.filter((t) => picked.some((p) => t.name === p || t.name.startsWith(`${p} `))) : TARGETS;
if (targets.length === 0) throw new Error(`bench-web: BENCH_WEB_PAGES picks none of ${TARGETS.map((t) => t.name).join(', ')}`);

/** One run's figures. */
interface Run {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  /** `cpuBlockingTime`: blocking time from the main thread's CPU time alone (an estimate, not Lighthouse's). */
  tbtCpu: number;
  cls: number;
  seconds: number;
}

/**
 * Debian's Chromium, headless, with the journeys' flags, a fresh profile and the DevTools
 * protocol on a free port; no host name resolves but localhost (offline).
 */
async function startChromium(): Promise<{ port: number; wsEndpoint: string; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'vuoro-bench-web-'));
  const child: ChildProcess = spawn(
    CHROMIUM.executablePath!,
    [
      ...(CHROMIUM.args ?? []),
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  /** Ends Chromium and, once it has exited (it writes its profile until then), removes the profile. */
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
    // Chromium's helper processes may still write the profile for a moment after the browser
    // exits (ENOTEMPTY under load): retry, and never lose a page's figures over a temporary folder.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch (error) {
      console.warn(`  could not remove the temporary profile ${profile}: ${(error as Error).message}`);
    }
  };
  const wsEndpoint = await new Promise<string>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`bench-web: Chromium did not start:\n${stderr}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.on('exit', (code) => reject(new Error(`bench-web: Chromium exited (${code}):\n${stderr}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { port: Number(new URL(wsEndpoint).port), wsEndpoint, stop };
}

/** One Lighthouse run of `url` on the browser at `port`; storage kept when `keepStorage`. */
async function measure(url: string, port: number, keepStorage: boolean): Promise<{ run: Run; version: string }> {
  const started = performance.now();
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`bench-web: Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`bench-web: ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl);
  if (landed.pathname !== new URL(url).pathname) throw new Error(`bench-web: ${url} ended on ${landed.pathname}`);
  if (DETAILS) printDetails(lhr.audits);
  if (process.env.BENCH_WEB_TRACE === '1') printLongTasks(result.artifacts);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`bench-web: ${url}: no ${id} score`);
    return Math.round(value * 100);
  };
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`bench-web: ${url}: no ${id} figure`);
    return value;
  };
  return {
    version: lhr.lighthouseVersion,
    run: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      tbtCpu: cpuBlockingTime(result.artifacts),
      cls: audit('cumulative-layout-shift'),
      seconds: (performance.now() - started) / 1000,
    },
  };
}

/**
 * What a run's figures come from (BENCH_WEB_DETAILS=1): the LCP element and its phases, the layout
 * shifts, the longest tasks, the main thread's time by kind and the scripts that took most of it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Lighthouse's audit details are loosely typed tables
function printDetails(audits: Record<string, { numericValue?: number; details?: any }>): void {
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
  console.log(`    FCP ${ms('first-contentful-paint')} ms, speed index ${ms('speed-index')} ms`);
  const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  console.log(`    LCP element ${element?.items?.[0]?.node?.snippet ?? '?'}`);
  for (const phase of phases?.items ?? []) console.log(`      ${phase.phase} ${Math.round(phase.timing)} ms`);
  for (const shift of audits['layout-shifts']?.details?.items ?? [])
    console.log(`    shift ${Number(shift.score).toFixed(3)} ${shift.node?.selector ?? ''}`);
  for (const task of (audits['long-tasks']?.details?.items ?? []).slice(0, 6))
    console.log(`    task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url}`);
  // Where the main thread's time went, and the scripts that took most of it (as observed, not simulated).
  const groups = (audits['mainthread-work-breakdown']?.details?.items ?? []) as { groupLabel: string; duration: number }[];
  console.log(`    main thread: ${groups.map((g) => `${g.groupLabel} ${Math.round(g.duration)} ms`).join(', ')}`);
  for (const script of (audits['bootup-time']?.details?.items ?? []).slice(0, 6))
    console.log(
      `    script ${String(script.url).replace(/^https?:\/\/[^/]+/, '')}: ${Math.round(script.scripting)} ms running, ${Math.round(script.scriptParseCompile)} ms parsing`,
    );
  if (process.env.BENCH_WEB_REQUESTS !== '1') return;
  // The requests as observed (not simulated), by start: what waits for what.
  const requests = [...(audits['network-requests']?.details?.items ?? [])].sort(
    (a, b) => a.networkRequestTime - b.networkRequestTime,
  );
  for (const r of requests)
    console.log(
      `      ${Math.round(r.networkRequestTime)}–${Math.round(r.networkEndTime)} ms ${r.protocol ?? ''} ${(r.transferSize / 1024).toFixed(1)} KB ${String(
        r.url,
      )
        .replace(/^https?:\/\/[^/]+/, '')
        .slice(0, 90)}`,
    );
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** The thread's own CPU time in the event (µs): below `dur` when the thread waited or was not scheduled. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; frame?: string } };
}

/** The page's renderer main thread in a run's trace: its complete events, and when navigation started and the first contentful paint. */
function mainThread(artifacts: unknown): { onMain: TraceEvent[]; start: number; fcp: number } | null {
  const a = artifacts as { Trace?: { traceEvents: TraceEvent[] }; traces?: { defaultPass?: { traceEvents: TraceEvent[] } } };
  const events = a.Trace?.traceEvents ?? a.traces?.defaultPass?.traceEvents ?? [];
  // The page's renderer main thread: of the renderers' main threads, the one that worked longest.
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && e.dur) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((x, y) => (busy.get(`${y.pid}:${y.tid}`) ?? 0) - (busy.get(`${x.pid}:${x.tid}`) ?? 0))[0];
  if (!main) return null;
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? 0;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid && e.ts >= start)?.ts ?? start;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  return { onMain, start, fcp };
}

/**
 * Total blocking time counted from the main thread's own CPU time, not its wall-clock time: each
 * task after the first contentful paint, its CPU time times Lighthouse's CPU slowdown (4), less
 * 50 ms. On this 2-core machine a task's wall-clock time also holds the time its thread waited
 * for a core (Chromium's other processes, the emulators, Lighthouse), which Lighthouse's simulation
 * then multiplies by 4 too; this figure leaves that out. An estimate for comparison, not Lighthouse's.
 */
function cpuBlockingTime(artifacts: unknown): number {
  const thread = mainThread(artifacts);
  if (!thread) return NaN;
  let total = 0;
  for (const e of thread.onMain)
    if (e.name === 'RunTask' && e.ts >= thread.fcp && e.tdur !== undefined) total += Math.max(0, (e.tdur / 1000) * 4 - 50);
  return total;
}

/**
 * BENCH_WEB_TRACE=1: the page's longest main-thread tasks as observed (not simulated), each with
 * its CPU time and what it spent its time on (the trace's events inside it, by name, and the script they ran).
 */
function printLongTasks(artifacts: unknown): void {
  const thread = mainThread(artifacts);
  if (!thread) return console.log('    trace: no renderer main thread');
  const { onMain, start } = thread;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur! > 30_000).sort((x, y) => y.dur! - x.dur!);
  for (const task of tasks.slice(0, 8)) {
    const end = task.ts + task.dur!;
    const inside = new Map<string, number>();
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts + e.dur! > end || e.name === 'RunTask') continue;
      const script = e.args?.data?.url ? ` ${e.args.data.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 40)}` : '';
      const key = `${e.name}${script}`;
      inside.set(key, (inside.get(key) ?? 0) + e.dur!);
    }
    const top = [...inside.entries()].sort((x, y) => y[1] - x[1]).slice(0, 6);
    const cpu = task.tdur === undefined ? '?' : Math.round(task.tdur / 1000);
    console.log(
      `    long task ${Math.round(task.dur! / 1000)} ms (CPU ${cpu} ms) at ${Math.round((task.ts - start) / 1000)} ms: ${top.map(([k, d]) => `${k} ${Math.round(d / 1000)}`).join('; ')}`,
    );
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Signs `account` in once in the browser's default context (the one Lighthouse opens its tab in)
 * and leaves that tab on about:blank. Returns a way to clear the browser's HTTP cache.
 */
async function signInOnce(browser: Browser, account: Account, next: string): Promise<() => Promise<void>> {
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await signIn(page, account.email, { site: account.site, next });
  await page.waitForURL((url) => url.pathname === next, { timeout: 30_000 });
  // The app keeps a picture of this screen once its data are shown (web/src/lib/last-screen.ts), as
  // at any visit: every run is then the person's next visit, which paints it at once.
  await page.waitForFunction((key) => window.localStorage.getItem(key) !== null, LAST_SCREEN_KEY, { timeout: 30_000 });
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  return async () => {
    await cdp.send('Network.clearBrowserCache');
    if (!LAST_SCREEN) {
      // A visit without the kept picture (the first of the day, or after another screen): forgotten on the page's origin.
      await page.goto(new URL('/favicon.svg', account.site).href);
      await page.evaluate((key) => window.localStorage.removeItem(key), LAST_SCREEN_KEY);
      await page.goto('about:blank');
    }
  };
}

/** A process's parent and command line from /proc (Linux), or null when it is gone or unreadable. */
function processInfo(pid: string): { ppid: string; cmdline: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]!;
    return { ppid, cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ') };
  } catch {
    return null;
  }
}

/**
 * The emulators stand in for Google's servers, which never share the phone's CPU. On this 2-core
 * machine their work while a page loads (the functions answering its API calls, the Firestore and
 * Hosting emulators) takes cores from the page's main thread, and Lighthouse's simulation counts
 * that wait, times 4, as the page's own blocking time. So every thread of the emulators' process
 * tree (`firebase emulators:exec` and all below it but this script) gets the lowest CPU priority
 * before Chromium starts (threads and workers they start later inherit it); they still run whenever
 * the browser leaves a core free. Returns how many threads it changed; 0 outside the emulators'
 * tree, off Linux, or with BENCH_WEB_SERVER_NICE=0 (the emulators keep their priority).
 */
function yieldCpuToBrowser(): number {
  if (SERVER_NICE === 0 || !existsSync('/proc/self/task')) return 0;
  let root: string | null = null;
  for (let pid = String(process.ppid); pid !== '0' && pid !== '1';) {
    const info = processInfo(pid);
    if (!info) break;
    if (info.cmdline.includes('emulators:exec')) root = pid;
    pid = info.ppid;
  }
  if (!root) return 0;
  const children = new Map<string, string[]>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const info = processInfo(pid);
    if (info) children.set(info.ppid, [...(children.get(info.ppid) ?? []), pid]);
  }
  let changed = 0;
  for (const pending = [root]; pending.length;) {
    const pid = pending.pop()!;
    pending.push(...(children.get(pid) ?? []));
    if (pid === String(process.pid)) continue;
    let threads: string[] = [];
    try {
      threads = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of threads) {
      try {
        setPriority(Number(tid), SERVER_NICE);
        changed++;
      } catch {
        // A thread that has ended meanwhile.
      }
    }
  }
  return changed;
}

const results: { target: Target; runs: Run[] }[] = [];
let lighthouseVersion = '';
let chromiumVersion = '';
const started = performance.now();

async function bench(group: Target[], account?: Account): Promise<void> {
  const chrome = await startChromium();
  let browser: Browser | undefined;
  try {
    browser = await chromium.connectOverCDP(chrome.wsEndpoint);
    chromiumVersion = browser.version();
    const clearCache = account ? await signInOnce(browser, account, new URL(group[0]!.url).pathname) : null;
    for (const target of group) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        await clearCache?.();
        // Lighthouse now and then fails to record a trace (NO_NAVSTART, "run Lighthouse again"): once more.
        const { run, version } = await measure(target.url, chrome.port, Boolean(account)).catch((error: Error) => {
          if (!error.message.includes('NO_NAVSTART')) throw error;
          console.log(`  ${target.name} run ${i + 1}: no trace recorded (NO_NAVSTART), measuring again`);
          return measure(target.url, chrome.port, Boolean(account));
        });
        lighthouseVersion = version;
        runs.push(run);
        console.log(
          `  ${target.name} run ${i + 1}: performance ${run.performance}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms (from CPU time ${Math.round(run.tbtCpu)} ms), CLS ${run.cls.toFixed(3)}, accessibility ${run.accessibility} (${run.seconds.toFixed(0)} s)`,
        );
      }
      results.push({ target, runs });
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await chrome.stop();
  }
}

const yielded = yieldCpuToBrowser();
console.log(
  `bench-web: ${targets.length} pages × ${RUNS} runs; ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )}; ${yielded ? `the emulators' ${yielded} threads at CPU priority nice ${SERVER_NICE}` : 'the emulators at their own CPU priority'}`,
);
// A page that cannot be measured is reported and the others still are; the exit code says so.
const failures: string[] = [];
async function attempt(group: Target[], account?: Account): Promise<void> {
  try {
    await bench(group, account);
  } catch (error) {
    const message = (error as Error).message;
    failures.push(message);
    console.error(`  could not measure ${group.map((t) => t.name).join(', ')}: ${message}`);
  }
}
const publicPages = targets.filter((t) => !t.as);
if (publicPages.length) await attempt(publicPages);
for (const target of targets.filter((t) => t.as)) await attempt([target], target.as);

const header = ['page', 'perf', 'LCP', 'TBT', 'CLS', 'a11y', 'TBT from CPU'];
const rows = results.map(({ target, runs }) => [
  target.name,
  String(median(runs.map((r) => r.performance))),
  `${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s`,
  `${Math.round(median(runs.map((r) => r.tbt)))} ms`,
  median(runs.map((r) => r.cls)).toFixed(3),
  String(median(runs.map((r) => r.accessibility))),
  `${Math.round(median(runs.map((r) => r.tbtCpu)))} ms`,
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(
  `\nLighthouse ${lighthouseVersion}, mobile preset (simulated throttling), Chromium ${chromiumVersion}; median of ${RUNS} runs; signed-in runs ${LAST_SCREEN ? 'with' : 'without'} the picture of the last screen; ${((performance.now() - started) / 1000).toFixed(0)} s in all; load average now ${loadavg()[0]!.toFixed(1)}`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
if (failures.length) console.error(`bench-web: ${failures.length} of the groups could not be measured (above)`);
process.exit(failures.length ? 1 : 0);
