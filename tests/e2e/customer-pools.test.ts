import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAgencyDate, poolConnectionId, routes, staffCollections, WORKED_STATES } from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import { seedPools } from '../../scripts/seed-pools';
import { expectNoAxeViolations, fitsAndShoot, launch, phonePage, type Browser, type Page } from './support/browser';
import { EERO, EERO_ID } from './support/employee';
import { REIJA, signInAs } from './support/sign-in';

/**
 * The customer's pools (issue 26) closing their loop on 360 px phones, against the seed
 * (scripts/seed-pools.ts) with Eero taken out of the Aurora kitchen's pool, where he has worked:
 * Maria finds him among the suggestions at /customer/pools and asks to add him ('On call work');
 * he is a member waiting for approval. Reija approves the request at the top of /desk/pools; Eero
 * gets the invitation message and accepts it at /pools; Maria sees him accepted with his last
 * kitchen shift's date. Antti, the other customer's user, sees none of Aurora's pools. The seed's
 * pools are restored and the journey's message and audit records removed.
 */
const KITCHEN_POOL = 'pool-aurora-kitchen';
const POOL_NAME = 'Keittiön vakiotekijät';
const STARTED = new Date();
const MARIA = 'maria.lehtonen@demo.vuoro.fi';
const ANTTI = 'antti.koskinen@demo.vuoro.fi';
const connection = adminDb.collection(staffCollections.poolConnections).doc(poolConnectionId(EERO_ID, KITCHEN_POOL));
const members = async () =>
  ((await adminDb.collection(staffCollections.pools).doc(KITCHEN_POOL).get()).get('employeeIds') as string[]) ?? [];

/** Eero's last worked shift at the kitchen, as the customer's screen writes its date. */
async function lastKitchenShift(): Promise<string> {
  const mine = await adminDb
    .collection(staffCollections.shifts)
    .where('employee.id', '==', EERO_ID)
    .where('start', '<', new Date())
    .get();
  const starts = mine.docs
    .filter((d) => d.get('placeOfWork.id') === 'pow-aurora-kitchen' && WORKED_STATES.includes(d.get('state')))
    .map((d) => (d.get('start') as Timestamp).toDate().getTime());
  return formatAgencyDate(new Date(Math.max(...starts)));
}

async function madeByTheJourney() {
  const [sent, audits] = await Promise.all([
    adminDb.collection(staffCollections.messages).where('employeeId', '==', EERO_ID).where('sentAt', '>=', STARTED).get(),
    adminDb.collection(staffCollections.deskAudit).where('poolId', '==', KITCHEN_POOL).get(),
  ]);
  return { messages: sent.docs, audits: audits.docs.filter((d) => (d.get('at') as Timestamp).toDate() >= STARTED) };
}

let browser: Browser;
beforeAll(async () => {
  // The seed's pools, with Eero out of the kitchen's: Maria asks for him back.
  await seedPools(adminDb, new Date());
  await connection.delete();
  await adminDb
    .collection(staffCollections.pools)
    .doc(KITCHEN_POOL)
    .update({ employeeIds: FieldValue.arrayRemove(EERO_ID) });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  const made = await madeByTheJourney();
  await Promise.all([...made.messages, ...made.audits].map((d) => d.ref.delete()));
  await seedPools(adminDb, new Date());
});

const region = (page: Page, name: string) => page.getByRole('region', { name });
const eeroIn = (page: Page, name: string) => region(page, name).getByRole('listitem').filter({ hasText: 'Eero Nieminen' });

async function openCustomerPools(page: Page, who: string) {
  await signInAs(page, who, { site: STAFF_SITE, next: routes.customerPools.href() });
  await page.evaluate(() => localStorage.setItem('vuoro.language', 'en'));
  await page.goto(`${STAFF_SITE}${routes.customerPools.href()}`);
}

describe("the customer's pools", () => {
  it('Maria asks to add Eero, Reija approves, Eero accepts, Maria sees him accepted; Antti sees none of it', async () => {
    expect((await connection.get()).exists).toBe(false);
    const lastShift = await lastKitchenShift();

    // ── Maria: the kitchen's pool, Eero among who worked there, asked for with a contract type ──
    const maria = await phonePage(browser, 'customer-pools-failure');
    await openCustomerPools(maria.page, MARIA);
    const picker = maria.page.getByLabel('Pool', { exact: true });
    await picker.waitFor({ timeout: 20_000 });
    await picker.selectOption({ label: `${POOL_NAME} (Hotelli Aurora, keittiö)` });
    const suggestion = eeroIn(maria.page, 'Add to pool');
    await suggestion.waitFor({ timeout: 20_000 });
    expect(await suggestion.textContent()).toContain(`Last shift: ${lastShift}`);
    await suggestion.getByLabel('Contract type').selectOption({ label: 'On call work' });
    await expectNoAxeViolations(maria.page);
    await fitsAndShoot(maria.page, 'customer-pools');
    await suggestion.getByRole('button', { name: 'Add to pool Eero Nieminen' }).click();
    await maria.page
      .getByText(`The agency was asked to add Eero Nieminen to the pool ${POOL_NAME}: waiting for approval`)
      .waitFor();
    const membersList = `Members of ${POOL_NAME}`;
    await expect.poll(async () => (await eeroIn(maria.page, membersList).textContent()) ?? '').toMatch(/Waiting for approval/);
    expect((await connection.get()).data()).toMatchObject({
      state: 'waitingForApproval',
      contractType: 'onCall',
      requestedBy: 'Maria Lehtonen',
    });
    expect(await members()).not.toContain(EERO_ID);
    await fitsAndShoot(maria.page, 'customer-pools-asked');

    // ── Reija: the request on top of /desk/pools, approved ────────────────────────────────────
    const desk = await phonePage(browser, 'customer-pools-desk-failure');
    await signInAs(desk.page, REIJA, { next: routes.deskPools.href() });
    const request = eeroIn(desk.page, "Customers' requests waiting for approval").filter({ hasText: POOL_NAME });
    await request.waitFor({ timeout: 20_000 });
    expect(await request.textContent()).toContain('asked by Maria Lehtonen');
    await expectNoAxeViolations(desk.page);
    await fitsAndShoot(desk.page, 'desk-pools-requests');
    await request.getByRole('button', { name: 'Approve Eero Nieminen' }).click();
    await desk.page.getByText('Approved: Eero Nieminen got an invitation to the pool').waitFor({ timeout: 20_000 });
    expect((await connection.get()).get('state')).toBe('new');
    const made = await madeByTheJourney();
    expect(made.messages).toHaveLength(1);
    expect(made.audits.map((d) => d.get('action') as string)).toEqual(['approvePool']);
    expect(desk.errors).toEqual([]);
    await desk.close();

    // ── Eero: the invitation at /pools, accepted ──────────────────────────────────────────────
    const eero = await phonePage(browser, 'customer-pools-employee-failure');
    await signInAs(eero.page, EERO, { site: STAFF_SITE });
    await eero.page.waitForURL((url) => url.pathname === routes.shiftsUpcoming.href(), { timeout: 20_000 });
    await eero.page.evaluate(() => localStorage.setItem('vuoro.language', 'en'));
    await eero.page.goto(`${STAFF_SITE}${routes.pools.href()}`);
    const invitation = eero.page
      .getByRole('article')
      .filter({ has: eero.page.getByRole('heading', { name: POOL_NAME, exact: true }) });
    await invitation.waitFor({ timeout: 20_000 });
    expect(await invitation.textContent()).toContain('On call work');
    await invitation.getByRole('button', { name: /^Accept/ }).click();
    await eero.page.getByText('Invitation accepted').waitFor({ timeout: 15_000 });
    expect(await members()).toContain(EERO_ID);
    expect(eero.errors).toEqual([]);
    await eero.close();

    // ── Maria again: Eero accepted, with his last shift's date ───────────────────────────────
    await maria.page.reload();
    await picker.selectOption({ label: `${POOL_NAME} (Hotelli Aurora, keittiö)` });
    const member = eeroIn(maria.page, membersList);
    await expect.poll(async () => (await member.textContent()) ?? '', { timeout: 20_000 }).toMatch(/Accepted/);
    expect(await member.textContent()).toContain(`Last shift: ${lastShift}`);
    expect(await member.textContent()).toContain('On call work');
    await expectNoAxeViolations(maria.page);
    await fitsAndShoot(maria.page, 'customer-pools-accepted');
    expect(maria.errors).toEqual([]);
    expect(maria.external).toEqual([]);
    await maria.close();

    // ── Antti (the other customer): his own pool only, none of Aurora's ──────────────────────
    const antti = await phonePage(browser, 'customer-pools-other-failure');
    await openCustomerPools(antti.page, ANTTI);
    const theirs = antti.page.getByLabel('Pool', { exact: true });
    await theirs.waitFor({ timeout: 20_000 });
    const options = await theirs.locator('option').allTextContents();
    expect(options).toEqual(['Varaston keikkalaiset (Pohjola, Vantaan varasto)']);
    expect(await antti.page.locator('main').textContent()).not.toContain('Aurora');
    expect(antti.errors).toEqual([]);
    await antti.close();
  }, 180_000);
});
