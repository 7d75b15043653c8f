import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { poolConnectionId, routes, staffCollections } from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import { seedPools } from '../../scripts/seed-pools';
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
import { EERO, EERO_ID } from './support/employee';
import { signInAs } from './support/sign-in';

/**
 * Pools and vacancies for the demo employee on a 360 px phone, against the seed
 * (scripts/seed-pools.ts): Eero accepts his invitation to the Aurora rooms' pool and leaves the
 * Pohjola warehouse's pool after confirming, and each answer moves the pool's members; on
 * /open-vacancies he likes a vacancy and filters by his likes; a visitor sees the same list
 * without like buttons.
 */
const ROOMS = 'pool-aurora-rooms';
const WAREHOUSE = 'pool-pohjola-warehouse';
const members = async (poolId: string) =>
  ((await adminDb.collection(staffCollections.pools).doc(poolId).get()).get('employeeIds') as string[]) ?? [];

let browser: Browser;
beforeAll(async () => {
  // The seed's state again (a second run of the journey starts where the first did).
  await seedPools(adminDb, new Date());
  const likes = await adminDb.collection(staffCollections.vacancyLikes).where('employeeId', '==', EERO_ID).get();
  await Promise.all(likes.docs.map((d) => d.ref.delete()));
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone-sized page signed in as Eero, in English, on `next`. */
async function eeroOn(next: string) {
  const { context, external } = await newContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInAs(page, EERO, { site: STAFF_SITE });
  await page.waitForURL((url) => url.pathname === routes.shiftsUpcoming.href(), { timeout: 20_000 });
  await page.evaluate(() => localStorage.setItem('vuoro.language', 'en'));
  await page.goto(`${STAFF_SITE}${next}`);
  return { page, errors, external, close: () => context.close() };
}

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('pools and vacancies', () => {
  it('accepts an invitation and leaves a pool after confirming; the pools follow', async () => {
    const { page, errors, external, close } = await eeroOn(routes.pools.href());
    onTestFailed(() => screenshot(page, 'employee-pools-failure'));
    const invitation = card(page, 'Kerroshoidon pooli');
    await invitation.waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: '1 invitation' }).waitFor();
    expect(await invitation.textContent()).toContain('Fixed term');
    expect(await card(page, 'Varaston keikkalaiset').textContent()).toContain('On call work');
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-pools');

    await invitation.getByRole('button', { name: /^Accept/ }).click();
    await page.getByText('Invitation accepted').waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: '1 invitation' }).waitFor({ state: 'detached', timeout: 15_000 });
    expect(await members(ROOMS)).toContain(EERO_ID);
    const connection = adminDb.collection(staffCollections.poolConnections).doc(poolConnectionId(EERO_ID, ROOMS));
    expect((await connection.get()).get('state')).toBe('accepted');

    const warehouse = card(page, 'Varaston keikkalaiset');
    await warehouse.getByRole('button', { name: /^Leave pool/ }).click();
    await warehouse.getByText(/Leave the pool Varaston keikkalaiset\?/).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'employee-pools-leave-confirm');
    expect(await members(WAREHOUSE)).toContain(EERO_ID);
    await warehouse.getByRole('button', { name: 'Yes, leave' }).click();
    await page.getByText('You left the pool').waitFor({ timeout: 15_000 });
    await warehouse.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await members(WAREHOUSE)).not.toContain(EERO_ID);
    expect(
      (await adminDb.collection(staffCollections.poolConnections).doc(poolConnectionId(EERO_ID, WAREHOUSE)).get()).exists,
    ).toBe(false);
    await fitsAndShoot(page, 'employee-pools-answered');
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await close();
  });

  it('likes a vacancy and filters by likes; a visitor sees no like buttons', async () => {
    const { page, errors, close } = await eeroOn(routes.openVacancies.href());
    onTestFailed(() => screenshot(page, 'employee-vacancies-failure'));
    const aurora = card(page, 'Kerroshoitaja, Hotelli Aurora');
    await aurora.getByRole('button', { name: /Like$/ }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('article').count()).toBe(2);
    await aurora.getByRole('button', { name: /Like$/ }).click();
    await aurora.getByRole('button', { name: /Like$/, pressed: true }).waitFor({ timeout: 15_000 });
    await expect
      .poll(async () =>
        (await adminDb.collection(staffCollections.vacancyLikes).doc(`${EERO_ID}_vac-aurora-kerroshoitaja`).get()).get('like'),
      )
      .toBe(true);
    await page.getByLabel('Liked only').check();
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(1);
    await aurora.waitFor();
    await page.getByLabel('Liked only').uncheck();
    await page.getByLabel('Job field').selectOption('horeca');
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(2);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'employee-vacancies');
    expect(errors).toEqual([]);
    await close();

    const { context } = await newContext(browser, { viewport: PHONE });
    const visitor = await context.newPage();
    await visitor.goto(`${STAFF_SITE}${routes.openVacancies.href()}`);
    await card(visitor, 'Kerroshoitaja, Hotelli Aurora').waitFor({ timeout: 20_000 });
    expect(await visitor.getByRole('article').count()).toBe(2);
    expect(await visitor.getByRole('button', { name: /Like$/ }).count()).toBe(0);
    expect(await visitor.getByLabel('Job field').count()).toBe(0);
    await expectNoAxeViolations(visitor);
    await context.close();
  });
});
