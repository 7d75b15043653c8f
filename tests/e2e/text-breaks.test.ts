import { readFileSync } from 'node:fs';
import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { routes, staffCollections, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@vuoro/domain';
import { seedShifts } from '../../scripts/seed-shifts';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import {
  expectNoAxeViolations,
  fitsAndShoot,
  launch,
  newContext,
  PHONE,
  screenshot,
  type Browser,
  type Page,
} from './support/browser';
import { EERO, helsinkiDay } from './support/employee';
import { signInAs } from './support/sign-in';

/**
 * Issue 23 item 14 as the demo employee on a phone: a time range ("7.00–15.00", seen as
 * "7.00–/15.00" in the Ukrainian conflict warning at 360 px), a place's phone number
 * ("09 6150 4410") and one typed into the shift's contact person ("040 123 4567") never wrap inside, at any width from 320 to 420 px, wherever the line happens to
 * end; the calendar's main button takes one line at 360 px in every language; body text is
 * hyphenated in the page's language (html lang follows the chosen language). Texts come from the
 * locale files, so what is checked is what the user reads.
 */
type Texts = { [key: string]: string | Texts };
const text = (lng: string, ns: string, key: string): string => {
  const file = JSON.parse(readFileSync(new URL(`../../web/src/locales/${lng}/${ns}.json`, import.meta.url), 'utf8')) as Texts;
  const value = key.split('.').reduce<string | Texts>((t, k) => (t as Texts)[k]!, file);
  if (typeof value !== 'string') throw new Error(`${lng}/${ns}:${key} is no text`);
  return value;
};

const NOTE = 'E2E: issue 23 text breaks';
/** The seed's kitchen of Hotelli Aurora, where Eero works tomorrow (shift-eero-1). */
const KITCHEN = 'pow-aurora-kitchen';
const SPACED_PHONE = '09 6150 4410';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  // A number written in groups, as people write them: the seed's numbers have no spaces to break at.
  await adminDb.collection(staffCollections.placesOfWork).doc(KITCHEN).update({ phone: SPACED_PHONE });
});
afterAll(async () => {
  await browser?.close();
  const left = await adminDb.collection('staffCalendarEvents').where('note', '==', NOTE).get();
  await Promise.all(left.docs.map((d) => d.ref.delete()));
  await seedShifts(adminDb, new Date());
});

async function signInIn(lng: SupportedLanguage, name: string) {
  const { context, external } = await newContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  onTestFailed(() => screenshot(page, `${name}-failure`));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInAs(page, EERO, { site: STAFF_SITE });
  await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });
  await useLanguage(page, lng);
  return { context, page, errors, external };
}

/** The language chosen as the app keeps it; the page's lang follows it. */
async function useLanguage(page: Page, lng: SupportedLanguage) {
  await page.evaluate((l) => window.localStorage.setItem('vuoro.language', l), lng);
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe(lng);
}

/**
 * On how many lines the first occurrence of `wanted` inside the element is drawn: the line boxes
 * of a DOM Range over exactly those characters (one text node: a value interpolated into a
 * sentence, a link's number).
 */
function linesOf(page: Page, selector: string, wanted: string): Promise<number> {
  return page.evaluate(
    ([selector, wanted]) => {
      const root = document.querySelector(selector!);
      if (!root) return -1;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(wanted!);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted!.length);
        return new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        ).size;
      }
      return 0;
    },
    [selector, wanted],
  );
}

/** Widths (px) at which `wanted` took more than one line, from 320 to 420 px: wherever its sentence ends a line. */
async function widthsBreaking(page: Page, selector: string, wanted: string): Promise<number[]> {
  const broken: number[] = [];
  for (let width = 320; width <= 420; width += 2) {
    await page.setViewportSize({ width, height: 900 });
    const lines = await linesOf(page, selector, wanted);
    expect(lines, `${wanted} in ${selector} at ${width}`).toBeGreaterThan(0);
    if (lines > 1) broken.push(width);
  }
  await page.setViewportSize(PHONE);
  return broken;
}

describe('issue 23 text breaks (360 px)', () => {
  it('uk: the conflict warning keeps its time range on one line at every width', async () => {
    const { context, page, errors, external } = await signInIn('uk', 'text-breaks-conflict-uk');
    const tomorrow = helsinkiDay(1);
    const day = format(tomorrow, 'yyyy-MM-dd');
    await page.goto(
      `${STAFF_SITE}${routes.calendarEdit.href({ year: tomorrow.getFullYear(), month: tomorrow.getMonth() + 1 })}?day=${day}`,
    );
    await expect.poll(() => page.getByLabel(text('uk', 'calendar', 'form.note')).count(), { timeout: 20_000 }).toBe(1);
    await page.getByLabel(text('uk', 'labels', 'calendarEventType.2'), { exact: true }).check();
    await page.getByLabel(text('uk', 'calendar', 'form.note')).fill(NOTE);
    const save = page.getByRole('button', { name: text('uk', 'calendar', 'form.save') });
    await expect.poll(() => save.isEnabled(), { timeout: 20_000 }).toBe(true);
    await save.click();
    const warning = page.getByRole('group', { name: text('uk', 'calendar', 'conflict.label') });
    await warning.waitFor({ timeout: 15_000 });
    await warning.evaluate((el) => el.setAttribute('data-e2e', 'conflict'));
    // Tomorrow's seeded shift in the kitchen: 7.00–15.00 on Helsinki's clock.
    const range = ((await warning.textContent()) ?? '').match(/\d{1,2}\.\d{2}\u2060?–\u2060?\d{1,2}\.\d{2}/)?.[0];
    expect(range).toBeDefined();
    expect(await widthsBreaking(page, '[data-e2e="conflict"]', range!)).toEqual([]);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'text-breaks-conflict-uk');
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it("fi: a shift's place phone and its time stay whole at every width; body text is hyphenated in the page's language", async () => {
    const { context, page, errors, external } = await signInIn('fi', 'text-breaks-place-fi');
    await page.goto(`${STAFF_SITE}/shifts/upcoming?shiftId=shift-eero-1`);
    const call = page.getByRole('link', { name: `${text('fi', 'shifts', 'place.call')} ${SPACED_PHONE}` });
    await call.waitFor({ timeout: 20_000 });
    expect(await call.getAttribute('href')).toBe('tel:0961504410');
    await call.evaluate((el) => el.setAttribute('data-e2e', 'phone'));
    expect(await widthsBreaking(page, '[data-e2e="phone"]', SPACED_PHONE)).toEqual([]);
    // The contact person as typed, with a number in it (the seed's "Keittiöpäällikkö Jari Mäkinen, 040 123 4567").
    const contact = page.getByText(/Jari Mäkinen/);
    expect(((await contact.textContent()) ?? '').replace(/\u00a0/g, ' ')).toBe('Keittiöpäällikkö Jari Mäkinen, 040 123 4567');
    await contact.evaluate((el) => el.setAttribute('data-e2e', 'contact'));
    const contactPhone = ((await contact.textContent()) ?? '').match(/040.123.4567/)![0];
    expect(await widthsBreaking(page, '[data-e2e="contact"]', contactPhone)).toEqual([]);

    // Hyphenation follows the language: the body hyphenates, html lang is the chosen one, and
    // changes with it; a number to call is never hyphenated.
    const hyphens = () =>
      page.evaluate(() => ({
        lang: document.documentElement.lang,
        body: getComputedStyle(document.querySelector('main') ?? document.body).hyphens,
        phone: getComputedStyle(document.querySelector('a[href^="tel:"]')!).hyphens,
      }));
    expect(await hyphens()).toEqual({ lang: 'fi', body: 'auto', phone: 'manual' });
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'text-breaks-place-fi');
    await useLanguage(page, 'sv');
    await call.waitFor({ state: 'detached' }).catch(() => undefined);
    await page.getByRole('link', { name: `${text('sv', 'shifts', 'place.call')} ${SPACED_PHONE}` }).waitFor({ timeout: 20_000 });
    expect(await hyphens()).toEqual({ lang: 'sv', body: 'auto', phone: 'manual' });
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it("the calendar's main button takes one line at 360 px in every language", async () => {
    const { context, page, errors, external } = await signInIn('uk', 'text-breaks-calendar');
    const lines: Record<string, number> = {};
    for (const lng of SUPPORTED_LANGUAGES) {
      await useLanguage(page, lng);
      await page.goto(
        `${STAFF_SITE}${routes.calendar.href({ year: helsinkiDay(0).getFullYear(), month: helsinkiDay(0).getMonth() + 1 })}`,
      );
      const add = page.getByRole('link', { name: text(lng, 'calendar', 'add'), exact: true });
      await add.waitFor({ timeout: 20_000 });
      await add.evaluate((el) => el.setAttribute('data-e2e', 'add'));
      lines[lng] = await linesOf(page, '[data-e2e="add"]', text(lng, 'calendar', 'add'));
      if (lng === 'uk') {
        await expectNoAxeViolations(page);
        await fitsAndShoot(page, 'text-breaks-calendar-uk');
      }
    }
    expect(lines).toEqual({ fi: 1, en: 1, sv: 1, uk: 1, ru: 1 });
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });
});
