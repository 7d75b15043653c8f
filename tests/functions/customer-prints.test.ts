import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getPrintPlacesOfWork,
  getPrintReport,
  rosterPlacesResponse,
  WEB_INTERFACE_HEADER,
  WEB_INTERFACE_VALUE,
  type SupportedLanguage,
} from '@vuoro/domain';
import { createStaffApi } from '../../functions/src/staffApi/app';
import { deleteTestUsers } from '../support/auth';
import { callRoute, routePath } from '../support/call-route';
import {
  AURORA,
  BOREA,
  COOK,
  customerCallers,
  KITCHEN,
  LOBBY,
  OTHER,
  OTHER_PLACE,
  putCustomerShift,
  putCustomerUsers,
  putCustomerWorld,
  STORE,
  WAITER,
  type CustomerCallers,
} from '../support/customer-shift-fixtures';
import { clearFirestore } from '../support/emulators';
import { pdfText } from '../support/pdf-text';
import { caller, putPerson, type Caller } from '../support/staff-shifts';

/**
 * The customers' rosters (issue 26): the places a roster can be printed for, and the roster PDF of
 * a place and period, read back with a real PDF text extractor. The test writes its own two weeks
 * of a busy kitchen (six shifts a day, names with Ä, Ö and Cyrillic letters), so the table runs over
 * pages. Real tokens, real documents, in-process.
 */
let users: CustomerCallers, eero: Caller, talent: Caller;
const app = createStaffApi();

beforeAll(async () => {
  await clearFirestore();
  users = await customerCallers('prints');
  eero = await caller('prints-eero', { employee: true }, { id: 'sp-eero' });
  talent = await caller('prints-talent', {});
});
afterAll(() => deleteTestUsers([users.asta, users.ville, users.olli, eero, talent].map((c) => c.user.uid)));
beforeEach(async () => {
  await clearFirestore();
  await putCustomerWorld();
  await putCustomerUsers(users);
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, firstName: 'Eero', lastName: 'Esimerkki' });
});

/** The roster's employees: Finnish letters and Cyrillic ones, as the PDF must print them. */
const WORKERS = [
  { id: 'sp-aija', name: 'Äijä Öhman' },
  { id: 'sp-olena', name: 'Олена Коваленко' },
  { id: 'sp-sergei', name: 'Сергей Ёлкин' },
];
const FROM = '2030-01-07';
const UNTIL = '2030-01-20';
const DAYS = 14;
const SHIFTS_A_DAY = 6;
const day = (i: number) => `2030-01-${String(7 + i).padStart(2, '0')}`;

/**
 * Two weeks at Aurora's kitchen: six shifts a day, 8.00–16.00 less 30 minutes (7.50 hours), the
 * workers in turn; and what the roster leaves out: a cancelled and an unfilled shift, a shift at
 * the lobby, one the day after the period, and a shift of another customer at its own place.
 */
async function putKitchenFortnight() {
  const kitchen = { customer: AURORA, place: KITCHEN };
  const writes = [];
  for (let d = 0; d < DAYS; d++) {
    for (let n = 0; n < SHIFTS_A_DAY; n++) {
      const worker = WORKERS[(d * SHIFTS_A_DAY + n) % WORKERS.length]!;
      writes.push(
        putCustomerShift(
          `s-${d}-${n}`,
          kitchen,
          { day: day(d), start: '8.00', end: '16.00' },
          {
            employee: worker,
            professionTitle: n % 2 ? WAITER : COOK,
            state: d < 7 ? 'accepted' : 'filled',
          },
        ),
      );
    }
  }
  writes.push(
    putCustomerShift(
      's-cancelled',
      kitchen,
      { day: day(2), start: '9.00', end: '17.00' },
      {
        employee: { id: 'sp-peruttu', name: 'Peruttu Pentti' },
        state: 'cancelled',
      },
    ),
    putCustomerShift('s-unfilled', kitchen, { day: day(3), start: '9.00', end: '17.00' }),
    putCustomerShift(
      's-lobby',
      { customer: AURORA, place: LOBBY },
      { day: day(4), start: '9.00', end: '17.00' },
      {
        employee: { id: 'sp-aula', name: 'Aulan Anna' },
      },
    ),
    putCustomerShift(
      's-after',
      kitchen,
      { day: '2030-01-21', start: '8.00', end: '16.00' },
      {
        employee: { id: 'sp-late', name: 'Myöhäinen Matti' },
      },
    ),
    putCustomerShift(
      's-other',
      { customer: OTHER, place: OTHER_PLACE },
      { day: day(4), start: '9.00', end: '17.00' },
      {
        employee: { id: 'sp-muu', name: 'Muun Mauri' },
      },
    ),
  );
  await Promise.all(writes);
}

/** The roster's answer with its bytes (callRoute reads answers as text). */
async function roster(who: Caller, query: Record<string, string>) {
  const res = await app.request(routePath(getPrintReport, { query }), {
    headers: { Authorization: `Bearer ${who.idToken}`, [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE },
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** A customer user's staff record again, in `language`. */
const speaks = (id: string, who: Caller, customerIds: string[], language: SupportedLanguage) =>
  putPerson(id, { firebaseUid: who.user.uid, email: who.user.email, employee: false, customerIds, language });

describe('GET /v1/Prints/Customer/PrintReport', () => {
  it("prints the place's worked shifts of two weeks over several pages, the header on each, hours with 2 decimals", async () => {
    await putKitchenFortnight();
    const { res, bytes } = await roster(users.ville, { placeOfWorkId: KITCHEN.id, from: FROM, until: UNTIL });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await pdfText(bytes);
    expect(pdf.title).toBe('Työvuorolista');
    expect(pdf.language).toBe('fi');
    expect(pdf.pages.length).toBeGreaterThan(1);
    // Every page with shifts on it starts its table with the header row.
    const withRows = pdf.pages.filter((page) => /\d{1,2}\.1\.2030/.test(page));
    expect(withRows.length).toBeGreaterThan(1);
    for (const page of withRows) {
      for (const header of ['Päivä', 'Aika', 'Työntekijä', 'Tehtävä', 'Tunnit']) expect(page).toContain(header);
    }
    for (const worker of WORKERS) expect(pdf.text).toContain(worker.name);
    expect(pdf.text).toContain('Hotelli Aurora');
    expect(pdf.text).toContain('Keittiö');
    expect(pdf.text).toContain('7.1.2030–20.1.2030');
    expect(pdf.text).toContain('8.00–16.00');
    // No word joiner: Montserrat has no glyph for it.
    expect(pdf.text).not.toContain('\u2060');
    expect(pdf.text).toContain('ma 7.1.2030');
    expect(pdf.text).toContain('Kokki');
    expect(pdf.text).toContain('Tarjoilija');
    expect(pdf.text).toContain('7,50');
    // 84 shifts: 28 each, 210 hours each, 630 in all.
    expect(pdf.text).toContain('Tunnit työntekijöittäin');
    expect(pdf.text).toContain('210,00');
    expect(pdf.text).toContain('630,00');
    for (const left of ['Peruttu Pentti', 'Aulan Anna', 'Myöhäinen Matti', 'Muun Mauri', '21.1.2030']) {
      expect(pdf.text).not.toContain(left);
    }
    expect(res.headers.get('Content-Disposition')).toContain('Ty%C3%B6vuorolista');
  });

  it("is in the caller's language: English and Ukrainian words, numbers and weekdays", async () => {
    await putKitchenFortnight();
    await speaks('sp-ville', users.ville, [AURORA.id], 'en');
    await speaks('sp-asta', users.asta, [AURORA.id, BOREA.id], 'uk');
    const query = { placeOfWorkId: KITCHEN.id, from: FROM, until: '2030-01-08' };
    const english = await pdfText((await roster(users.ville, query)).bytes);
    expect(english.title).toBe('Roster');
    expect(english.text).toContain('Mon 7.1.2030');
    expect(english.text).toContain('Cook');
    expect(english.text).toContain('7.50');
    expect(english.text).toContain('Hours by employee');
    const ukrainian = await pdfText((await roster(users.asta, query)).bytes);
    expect(ukrainian.title).toBe('Графік змін');
    expect(ukrainian.text).toContain('Кухар');
    expect(ukrainian.text).toContain('7,50');
    expect(ukrainian.text).toContain('Олена Коваленко');
  });

  it('an empty period gives a one-page PDF that says there are no shifts', async () => {
    await putKitchenFortnight();
    const { res, bytes } = await roster(users.asta, { placeOfWorkId: KITCHEN.id, from: '2030-02-01', until: '2030-02-14' });
    expect(res.status).toBe(200);
    const pdf = await pdfText(bytes);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text).toContain('Ajanjaksolla ei ole vuoroja tässä työpaikassa.');
    expect(pdf.text).not.toContain('Tehtävä');
  });

  it('400: `until` before `from`, a day that does not exist, a period over 62 days; 62 days print', async () => {
    const ask = (query: Record<string, string>) => callRoute(getPrintReport, { query, caller: users.asta });
    const place = { placeOfWorkId: KITCHEN.id };
    expect(await ask({ ...place, from: '2030-01-10', until: '2030-01-09' })).toEqual({
      status: 400,
      body: { error: 'Invalid input', issues: [{ path: 'until', message: 'validation:endBeforeStart' }] },
    });
    expect(await ask({ ...place, from: '2030-02-30', until: '2030-03-02' })).toEqual({
      status: 400,
      body: { error: 'Invalid input', issues: [{ path: 'from', message: 'validation:invalidDate' }] },
    });
    expect((await ask({ from: FROM, until: UNTIL })).status).toBe(400);
    // 63 days, across the March change to summer time.
    expect(await ask({ ...place, from: '2030-03-01', until: '2030-05-02' })).toEqual({
      status: 400,
      body: { error: 'periodTooLong', issues: [{ path: 'until', message: 'validation:numberOutOfRange' }] },
    });
    // Too long is said before whether the place is the caller's.
    expect((await ask({ placeOfWorkId: OTHER_PLACE.id, from: '2030-03-01', until: '2030-05-02' })).status).toBe(400);
    expect((await roster(users.asta, { ...place, from: '2030-03-01', until: '2030-05-01' })).res.status).toBe(200);
  });

  it("404 for another customer's place, the same as for a missing one; 403 for an employee and a talent", async () => {
    const period = { from: FROM, until: UNTIL };
    const notFound = { status: 404, body: { error: 'placeOfWorkNotFound' } };
    for (const [who, placeOfWorkId] of [
      [users.olli, KITCHEN.id],
      [users.ville, STORE.id], // Borea's: Ville's customer is Aurora only
      [users.asta, OTHER_PLACE.id],
      [users.asta, 'pow-missing'],
    ] as const) {
      expect(await callRoute(getPrintReport, { query: { ...period, placeOfWorkId }, caller: who })).toEqual(notFound);
    }
    for (const who of [eero, talent]) {
      expect(await callRoute(getPrintReport, { query: { ...period, placeOfWorkId: KITCHEN.id }, caller: who })).toEqual({
        status: 403,
        body: { error: 'Forbidden' },
      });
    }
    expect((await callRoute(getPrintReport, { query: { ...period, placeOfWorkId: KITCHEN.id } })).status).toBe(401);
  });
});

describe('GET /v1/Prints/Customer/PlacesOfWork', () => {
  it("lists the caller's customers' places by name, no other customer's; 403 for an employee and a talent", async () => {
    const names = async (who: Caller) => {
      const res = await callRoute(getPrintPlacesOfWork, { caller: who });
      expect(res.status).toBe(200);
      return rosterPlacesResponse.parse(res.body).placesOfWork.map((p) => `${p.name} (${p.customer.name})`);
    };
    expect(await names(users.asta)).toEqual(['Aula (Hotelli Aurora)', 'Keittiö (Hotelli Aurora)', 'Varasto (Borea Oy)']);
    expect(await names(users.ville)).toEqual(['Aula (Hotelli Aurora)', 'Keittiö (Hotelli Aurora)']);
    expect(await names(users.olli)).toEqual(['Muu paikka (Muu Oy)']);
    for (const who of [eero, talent]) {
      expect(await callRoute(getPrintPlacesOfWork, { caller: who })).toEqual({ status: 403, body: { error: 'Forbidden' } });
    }
  });
});
