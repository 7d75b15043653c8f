import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';
import { launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * Words (issue 14 items 4 and 5): one status on the talent's header, the talent list and the
 * assignment; labels that read as whole sentences in Ukrainian and Finnish; counts of 1, 3 and
 * 21 that read right in all five languages; touch targets of at least 24 × 24 px and primary
 * buttons 44 px high on a phone. The test writes its own talents and assignment (unique per run)
 * and removes them; screenshots go to /tmp/shots-words/ (uk and fi at 360 and 1280 px).
 */
const ADMIN = 'reija.rekrytoija@demo.vuoro.fi';
const AINO = 'aino.virtanen@demo.vuoro.fi';
const run = randomBytes(3).toString('hex');
const letters = run.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const TALENT = `e2e-words-${run}`;
const JOB = `e2e-words-job-${run}`;
const NAME = `Sanna Sanasto${letters}`;
const JOB_TITLE = `Tarjoilija ${run}`;
/** Talents only the count filters find: 1, 3 and 21 of them, each group by its own last name. */
const COUNTS = [1, 3, 21] as const;
const countName = (n: number) => `Luku${letters}${'abc'[COUNTS.indexOf(n as (typeof COUNTS)[number])]}x`;
const countIds = COUNTS.flatMap((n) => Array.from({ length: n }, (_, i) => `e2e-words-${run}-${n}-${i}`));
const SHOTS = '/tmp/shots-words';

type Texts = Record<string, unknown>;
const locale = (lng: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../web/src/locales/${lng}/${ns}.json`, import.meta.url), 'utf8')) as Texts;
const text = (texts: Texts, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Texts)[k], texts) as string;

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
  const now = Date.now();
  const [firstName, lastName] = NAME.split(' ');
  await adminDb.doc(`talents/${TALENT}`).set({
    firstName,
    lastName,
    email: `${TALENT}@example.com`,
    phoneNumber: '+358401112244',
    location: 'Espoo',
    languages: [{ language: 'fi', level: 'proficient' }],
    certificates: [{ name: 'Hygieniapassi', date: null, additional_info: null }],
    status: 'presented',
    added: new Date(now + 120_000),
  });
  await adminDb.doc(`talents/${TALENT}/jobs/${JOB}`).set({ statuses: [{ status: 'presented', date: new Date(now) }] });
  await adminDb.doc(`jobs/${JOB}`).set({
    company: 'Sanasto Oy',
    title: JOB_TITLE,
    location: 'Espoo',
    openPositions: 1,
    contractStatus: true,
    presentedTalents: [{ id: TALENT, name: NAME, hiredStatus: null }],
    presentableTalents: [],
    updatedBy: 'demo-admin',
  });
  const batch = adminDb.batch();
  for (const n of COUNTS)
    for (let i = 0; i < n; i += 1)
      batch.set(adminDb.doc(`talents/e2e-words-${run}-${n}-${i}`), {
        firstName: `Numero${i}`,
        lastName: countName(n),
        email: `words-${run}-${n}-${i}@example.com`,
        languages: [],
        added: new Date(now - 60_000),
      });
  await batch.commit();
});
afterAll(async () => {
  await browser?.close();
  await adminDb.doc(`talents/${TALENT}/jobs/${JOB}`).delete();
  await adminDb.doc(`talents/${TALENT}`).delete();
  await adminDb.doc(`jobs/${JOB}`).delete();
  for (const id of countIds) await adminDb.doc(`talents/${id}`).delete();
});

/** Shows the app in `lng` (the language switch stores the choice the same way) from the next load on. */
async function useLanguage(page: Page, lng: string) {
  await page.evaluate((l) => window.localStorage.setItem('vuoro.language', l), lng);
}

/**
 * The visible controls smaller than WCAG 2.2's 24 × 24 px target (links inside running text are
 * exempt), and the primary (filled brand) buttons lower than 44 px when the page is phone-wide.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const phone = window.innerWidth < 700;
    const out: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex="0"]',
    );
    for (const el of Array.from(controls)) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Not a target until shown: hidden, or visually hidden until focused (the skip link).
      const hidden = box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || el.closest('[aria-hidden="true"]');
      if (hidden) continue;
      const inline = el.tagName === 'A' && style.display === 'inline';
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      if (!inline && (box.width < 24 || box.height < 24)) out.push(`${name} ${Math.round(box.width)}×${Math.round(box.height)}`);
      if (phone && el.tagName === 'BUTTON' && el.classList.contains('bg-brand-700') && box.height < 44)
        out.push(`${name} primary ${Math.round(box.height)} px high`);
    }
    return out;
  });
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('words', () => {
  it('the talent header, the talent list and the assignment say the same status; the edit form offers it as a choice', async () => {
    const { context } = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'words-status-failure'));
    await signInAs(page, ADMIN, { next: `/assignments/${JOB}` });
    await page.waitForURL((url) => url.pathname === `/assignments/${JOB}`, { timeout: 20_000 });
    const row = page.getByRole('list', { name: 'Presented talents' }).getByRole('listitem').filter({ hasText: NAME });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.getByText('Presented', { exact: true }).count()).toBe(1);
    await row.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => row.getByRole('button', { name: 'Reject' }).getAttribute('aria-pressed')).toBe('true');
    expect(await row.getByText('Rejected', { exact: true }).count()).toBe(1);

    // The talent's own header.
    await page.goto(`${TALENT_SITE}/talents/talent?id=${TALENT}`);
    const header = page.locator('article header');
    await expect.poll(() => header.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe(NAME);
    await expect.poll(() => header.getByText('Rejected', { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    expect(await header.getByText('Presented', { exact: true }).count()).toBe(0);

    // The edit form: status is a choice of the domain's statuses, and no two fields say "Status".
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit talent' });
    const status = form.getByRole('combobox', { name: 'Hiring status' });
    await expect.poll(() => status.count(), { timeout: 10_000 }).toBe(1);
    expect(await status.locator('option').allTextContents()).toEqual(['No status', 'Presented', 'Hired', 'Rejected']);
    expect(await status.locator('option:checked').textContent()).toBe('Rejected');
    expect(await form.getByText('Status', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    // The talent list.
    await page.goto(`${TALENT_SITE}/talents?q=${encodeURIComponent(NAME)}`);
    const listed = page
      .getByRole('list', { name: 'Talents' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: NAME }) });
    await expect.poll(() => listed.count(), { timeout: 20_000 }).toBe(1);
    expect(await listed.getByText('Rejected', { exact: true }).count()).toBe(1);
    expect(await listed.getByText('Presented', { exact: true }).count()).toBe(0);

    // Back on the assignment, revert: all three say presented again.
    await page.goto(`${TALENT_SITE}/assignments/${JOB}`);
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await row.getByRole('button', { name: /Revert|Back to presented/ }).click();
    await expect.poll(() => row.getByText('Presented', { exact: true }).count()).toBe(1);
    await expect.poll(async () => (await adminDb.doc(`talents/${TALENT}`).get()).data()?.status).toBe('presented');
    await context.close();
  }, 180_000);

  it('labels read as whole sentences in Ukrainian and Finnish, with the translated file button', async () => {
    // One sign-in per person: each language is stored and the page reloaded, each width set on
    // the same page (a sign-in of its own per language and width cost the journeys 15 s).
    let shown = 'sign-in';
    const { context } = await newContext(browser, { viewport: { width: 360, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, `words-${shown}-failure`));
    await signInAs(page, AINO, { next: '/talent-profile' });
    await page.waitForURL((url) => url.pathname === '/talent-profile', { timeout: 20_000 });
    for (const [lng, expected] of [
      [
        'uk',
        {
          addPhoto: 'Додати фото',
          addCv: 'Додати резюме',
          removeLanguage: 'Видалити мову «фінська»',
          glued: /Додати:|Видалити фінська/,
        },
      ],
      [
        'fi',
        { addPhoto: 'Lisää kuva', addCv: 'Lisää CV', removeLanguage: 'Poista kieli ”suomi”', glued: /Lisää Kuva|Poista suomi/ },
      ],
    ] as const) {
      const self = locale(lng, 'talent-self');
      await useLanguage(page, lng);
      for (const width of [360, 1280]) {
        shown = `${lng}-${width}`;
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        const files = page.getByRole('region', { name: text(self, 'files.title'), exact: true });
        await expect
          .poll(() => files.getByRole('button', { name: expected.addPhoto, exact: true }).count(), { timeout: 20_000 })
          .toBe(1);
        expect(await files.getByRole('button', { name: expected.addCv, exact: true }).count()).toBe(1);
        expect(await page.locator('input[type=file]:visible').count()).toBe(0);
        await page.getByRole('button', { name: text(self, 'profile.edit'), exact: true }).click();
        await expect.poll(() => page.getByRole('button', { name: expected.removeLanguage, exact: true }).count()).toBe(1);
        expect(await page.locator('body').innerText()).not.toMatch(expected.glued);
        expect(await smallTargets(page)).toEqual([]);
        await shoot(page, `talent-profile-${lng}-${width}`);
      }
    }
    await context.close();

    // The recruiter's edit form in Finnish: a certificate is removed by its own sentence.
    const fi = locale('fi', 'talent');
    const recruiter = await newContext(browser, { viewport: { width: 360, height: 900 } });
    const desk = await recruiter.context.newPage();
    onTestFailed(() => screenshot(desk, `words-fi-edit-${shown}-failure`));
    await signInAs(desk, ADMIN, { next: `/talents/talent?id=${TALENT}` });
    await useLanguage(desk, 'fi');
    for (const width of [360, 1280]) {
      shown = String(width);
      await desk.setViewportSize({ width, height: 900 });
      await desk.reload();
      await desk.getByRole('button', { name: text(fi, 'edit'), exact: true }).click();
      await desk.getByRole('button', { name: text(fi, 'addCertificate'), exact: true }).click();
      await expect
        .poll(() => desk.getByRole('button', { name: 'Poista todistus 2', exact: true }).count(), { timeout: 10_000 })
        .toBe(1);
      expect(await desk.getByRole('button', { name: 'Poista todistus ”Hygieniapassi”', exact: true }).count()).toBe(1);
      expect(await desk.getByRole('combobox', { name: 'Rekrytoinnin tila' }).count()).toBe(1);
      expect(await desk.locator('body').innerText()).not.toMatch(/Poista Todistus|Tila\n[\s\S]*\nTila\n/);
      expect(await smallTargets(desk)).toEqual([]);
      await shoot(desk, `talent-edit-fi-${width}`);
    }
    await recruiter.context.close();
  }, 300_000);

  it('counts of 1, 3 and 21 read right in all five languages', async () => {
    const expected: Record<string, Record<(typeof COUNTS)[number], RegExp>> = {
      en: { 1: /^1 matching talent of \d+/, 3: /^3 matching talents of \d+/, 21: /^21 matching talents of \d+/ },
      fi: {
        1: /^1 sopiva osaaja \(yhteensä \d+\)/,
        3: /^3 sopivaa osaajaa \(yhteensä \d+\)/,
        21: /^21 sopivaa osaajaa \(yhteensä \d+\)/,
      },
      sv: { 1: /^1 matchande talang av \d+/, 3: /^3 matchande talanger av \d+/, 21: /^21 matchande talanger av \d+/ },
      uk: { 1: /^1 відповідний кандидат із \d+/, 3: /^3 відповідні кандидати із \d+/, 21: /^21 відповідний кандидат із \d+/ },
      ru: { 1: /^1 подходящий кандидат из \d+/, 3: /^3 подходящих кандидата из \d+/, 21: /^21 подходящий кандидат из \d+/ },
    };
    const { context } = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'words-counts-failure'));
    await signInAs(page, ADMIN, { next: '/talents' });
    await page.waitForURL((url) => url.pathname === '/talents', { timeout: 20_000 });
    // The list's count (aria-busy while pages load), not the selection bar's count beside it.
    const count = page.locator('p[aria-live="polite"][aria-busy]');
    for (const [lng, byCount] of Object.entries(expected)) {
      await useLanguage(page, lng);
      for (const n of COUNTS) {
        await page.goto(`${TALENT_SITE}/talents?q=${countName(n)}`);
        await expect.poll(() => count.textContent(), { timeout: 20_000 }).toMatch(byCount[n]);
        if (n === 21 && (lng === 'uk' || lng === 'fi')) {
          for (const width of [360, 1280]) {
            await page.setViewportSize({ width, height: 900 });
            if (width === 360) expect(await smallTargets(page)).toEqual([]);
            await shoot(page, `talents-count-${lng}-${width}`);
          }
          await page.setViewportSize({ width: 1280, height: 900 });
        }
      }
    }
    await context.close();
  }, 300_000);
});
