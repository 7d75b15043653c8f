import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@vuoro/domain';
import { firestoreRulesEnv, rulesServerTime, withSecondFactor } from '../support/rules-env';

/**
 * Field shapes of a talent and its records (issue 13 item B8), as domain/ describes them:
 * `fileCV`, `photo` and `avatar` are Storage paths in the talent's own folder (storage.rules:
 * `{uid}/cv/{file}`, `{uid}/avatar/{file}`); `linkedInUrl` an https LinkedIn address; the
 * `updated` and `created` stamps name their writer; the records of the subcollections and the
 * registration answers carry their own keys only, each of its type and size.
 */
let env: RulesTestEnvironment;
let serverTime: unknown;

const talentDb = (uid = 't1') => env.authenticatedContext(uid).firestore();
const ADMIN_UID = 'admin-1';
/** Admins act with a second factor (DESIGN.md, Roles): the token says how they signed in. */
const adminDb = () => env.authenticatedContext(ADMIN_UID, withSecondFactor({ admin: true })).firestore();

const profile = { firstName: 'Olena', lastName: 'Kovalenko', email: 'olena@example.com' };
const stamp = (id: string) => ({ date: serverTime, id, name: null });
const at = new Date('2026-11-20T08:00:00Z');

beforeAll(async () => {
  env = await firestoreRulesEnv('talent-fields');
  serverTime = await rulesServerTime();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('talents/t1').set(profile);
    await db.doc('talents/t2').set({ ...profile, email: 'other@example.com', fileCV: 't2/cv/1-cv.pdf' });
    // Written before these rules: an address where a path now belongs.
    await db.doc('talents/legacy').set({ ...profile, photo: 'https://example.com/me.jpg', linkedInUrl: 'linkedin.com/in/x' });
  });
});

describe('talent files: Storage paths in the talent’s own folder', () => {
  it("refuses another talent's file, the wrong kind of folder, a web address or a bare name", async () => {
    const db = talentDb();
    for (const change of [
      { fileCV: 't2/cv/1-cv.pdf' },
      { photo: 't2/avatar/1-me.jpg' },
      { avatar: 't2/avatar/1-me.jpg' },
      { fileCV: 't1/avatar/1-cv.pdf' },
      { photo: 't1/cv/1-me.jpg' },
      { fileCV: 'https://example.com/cv.pdf' },
      { photo: 't1/avatar/' },
      { fileCV: 't1/cv/a/b.pdf' },
      { fileCV: 'cv.pdf' },
      { fileCV: '' },
      { fileCV: 42 },
    ]) {
      await assertFails(db.doc('talents/t1').update(change));
    }
  });

  it('accepts its own paths, and null to remove one', async () => {
    const db = talentDb();
    await assertSucceeds(db.doc('talents/t1').update({ fileCV: 't1/cv/1700000000000-cv.pdf' }));
    await assertSucceeds(
      db.doc('talents/t1').update({ photo: 't1/avatar/1700000000000-me.jpg', avatar: 't1/avatar/1700000000000-me.jpg' }),
    );
    await assertSucceeds(db.doc('talents/t1').update({ fileCV: null, photo: null }));
  });

  it("refuses another talent's file in the registration create", async () => {
    await assertFails(
      talentDb('t9')
        .doc('talents/t9')
        .set({ ...profile, fileCV: 't2/cv/1-cv.pdf' }),
    );
    await assertSucceeds(
      talentDb('t9')
        .doc('talents/t9')
        .set({ ...profile, fileCV: 't9/cv/1-cv.pdf', photo: null }),
    );
  });

  it("an admin may point a profile at a talent folder's file (a merge keeps the other profile's CV), never at anything else", async () => {
    await assertSucceeds(adminDb().doc('talents/t1').update({ fileCV: 't2/cv/1-cv.pdf' }));
    await assertFails(adminDb().doc('talents/t1').update({ fileCV: 'https://example.com/cv.pdf' }));
    await assertFails(adminDb().doc('talents/t1').update({ photo: 't2/cv/1-cv.pdf' }));
  });

  it('a field written before these rules does not block other changes; changing it must fit', async () => {
    await assertSucceeds(talentDb('legacy').doc('talents/legacy').update({ location: 'Espoo' }));
    await assertFails(talentDb('legacy').doc('talents/legacy').update({ photo: 'https://example.com/other.jpg' }));
  });
});

describe('linkedInUrl: an https LinkedIn address, or empty', () => {
  it('refuses http, another host, a look-alike host, an oversize address', async () => {
    for (const linkedInUrl of [
      'http://www.linkedin.com/in/olena',
      'https://example.com/in/olena',
      'https://www.linkedin.com.example.com/in/olena',
      'https://evil-linkedin.com/in/olena',
      'javascript:alert(1)//https://www.linkedin.com/',
      `https://www.linkedin.com/in/${'x'.repeat(500)}`,
    ]) {
      await assertFails(talentDb().doc('talents/t1').update({ linkedInUrl }));
    }
  });

  it('accepts https://www.linkedin.com/…, https://linkedin.com/…, empty and null', async () => {
    for (const linkedInUrl of ['https://www.linkedin.com/in/olena-kovalenko', 'https://linkedin.com/in/olena', '', null]) {
      await assertSucceeds(talentDb().doc('talents/t1').update({ linkedInUrl }));
    }
  });
});

describe('updated and created name their writer', () => {
  it("refuses a stamp with someone else's id, from the talent and from an admin", async () => {
    await assertFails(
      talentDb()
        .doc('talents/t1')
        .update({ location: 'Espoo', updated: stamp('t2') }),
    );
    await assertFails(
      adminDb()
        .doc('talents/t1')
        .update({ status: 'presented', updated: stamp('t1') }),
    );
    await assertFails(
      adminDb()
        .doc('talents/t9')
        .set({ ...profile, created: stamp('someone'), updated: stamp('admin-1') }),
    );
  });

  it('refuses a stamp with a back-dated time or extra keys', async () => {
    await assertFails(
      talentDb()
        .doc('talents/t1')
        .update({ updated: { date: at, id: 't1', name: null } }),
    );
    await assertFails(
      talentDb()
        .doc('talents/t1')
        .update({ updated: { ...stamp('t1'), admin: true } }),
    );
  });

  it("accepts the writer's own stamp", async () => {
    await assertSucceeds(
      talentDb()
        .doc('talents/t1')
        .update({ location: 'Espoo', updated: stamp('t1') }),
    );
    await assertSucceeds(
      adminDb()
        .doc('talents/t1')
        .update({ status: 'presented', updated: { ...stamp('admin-1'), name: 'Reija' } }),
    );
    await assertSucceeds(
      adminDb()
        .doc('talents/t9')
        .set({ ...profile, created: stamp('admin-1'), updated: stamp('admin-1') }),
    );
  });

  it("a merge carries the older profile's `created` over as it was; the talent cannot touch it", async () => {
    const older = { date: at, id: 't2', name: 'Olena Kovalenko' };
    await assertSucceeds(
      adminDb()
        .doc('talents/t1')
        .update({ created: older, updated: stamp('admin-1') }),
    );
    await assertFails(
      talentDb()
        .doc('talents/t1')
        .update({ created: { ...older, id: 't1' } }),
    );
  });
});

describe('records of a talent: their own keys, each of its type and size', () => {
  const work = {
    company: 'Hotelli Aurora',
    job: 'Kokki',
    start: at,
    end: null,
    stillWorking: true,
    responsibilities: 'Aamiainen',
  };
  const reference = {
    name: 'Maria Lehtonen',
    position: 'Esihenkilö',
    company: 'Hotelli Aurora',
    email: 'maria@example.com',
    phone: '+358401234567',
  };
  const education = { institution: 'Kyiv Polytechnic', countryCity: 'Kyiv', facultySpecialty: 'Chemistry', graduationYear: 2015 };
  const texts = { shortDescription: 'Кухар', about: 'Досвід', skills: 'HACCP' };

  it('refuses an unknown key in each record', async () => {
    const db = talentDb();
    await assertFails(db.doc('talents/t1/workHistory/w1').set({ ...work, salary: 5000 }));
    await assertFails(db.doc('talents/t1/workReferences/r1').set({ ...reference, verified: true }));
    await assertFails(db.doc('talents/t1/educations/e1').set({ ...education, grade: 5 }));
    await assertFails(db.doc('talents/t1/i18n/uk').set({ ...texts, status: 'hired' }));
    await assertFails(adminDb().doc('talents/t1/jobs/j1').set({ statuses: [], updatedBy: ADMIN_UID, hiredBy: 'x' }));
  });

  it('refuses oversize text, a wrong type and a missing required field', async () => {
    const db = talentDb();
    for (const row of [
      { ...work, company: 'x'.repeat(201) },
      { ...work, responsibilities: 'x'.repeat(2001) },
      { ...work, stillWorking: 'yes' },
      { ...work, start: '2020-01-01' },
      { ...work, job: '' },
      { company: 'Hotelli Aurora' },
    ]) {
      await assertFails(db.doc('talents/t1/workHistory/w1').set(row));
    }
    for (const row of [
      { ...reference, name: 'x'.repeat(201) },
      { ...reference, email: 'x'.repeat(255) },
      { ...reference, phone: '+3584012345678901234567' },
      { ...reference, name: null },
    ]) {
      await assertFails(db.doc('talents/t1/workReferences/r1').set(row));
    }
    for (const row of [
      { ...education, institution: 'x'.repeat(201) },
      { ...education, graduationYear: 1800 },
      { ...education, graduationYear: '2015' },
      { ...education, graduationYear: 2015.5 },
    ]) {
      await assertFails(db.doc('talents/t1/educations/e1').set(row));
    }
    await assertFails(db.doc('talents/t1/i18n/uk').set({ ...texts, shortDescription: 'x'.repeat(501) }));
    await assertFails(db.doc('talents/t1/i18n/uk').set({ ...texts, about: 'x'.repeat(20_001) }));
  });

  it('i18n: a talent-side language as the id; the presentation is the recruiters’', async () => {
    await assertFails(talentDb().doc('talents/t1/i18n/fi').set(texts));
    await assertFails(talentDb().doc('talents/t1/i18n/sv').set(texts));
    await assertFails(
      talentDb()
        .doc('talents/t1/i18n/uk')
        .set({ ...texts, presentation: 'Чудовий кухар' }),
    );
    await assertSucceeds(
      adminDb()
        .doc('talents/t1/i18n/uk')
        .set({ ...texts, presentation: 'Чудовий кухар' }),
    );
  });

  it('accepts the records as the registration and the recruiter write them', async () => {
    const db = talentDb();
    await assertSucceeds(db.doc('talents/t1/workHistory/w1').set(work));
    await assertSucceeds(
      db.doc('talents/t1/workHistory/w2').set({ ...work, start: null, end: at, stillWorking: false, responsibilities: null }),
    );
    await assertSucceeds(db.doc('talents/t1/workReferences/r1').set(reference));
    await assertSucceeds(
      db
        .doc('talents/t1/workReferences/r2')
        .set({ name: 'Pekka', position: null, company: null, email: null, phone: '+358401234568' }),
    );
    await assertSucceeds(db.doc('talents/t1/educations/e1').set(education));
    await assertSucceeds(
      db
        .doc('talents/t1/educations/e2')
        .set({ institution: 'Lviv University', countryCity: null, facultySpecialty: null, graduationYear: null }),
    );
    await assertSucceeds(db.doc('talents/t1/i18n/uk').set(texts));
    await assertSucceeds(
      adminDb().doc('talents/t1/workHistory/w3').set({ company: 'Satama', job: 'Tarjoilija', stillWorking: true }),
    );
    await assertSucceeds(adminDb().doc('talents/t1/educations/e3').set({ institution: 'Omnia' }));
    await assertSucceeds(
      adminDb()
        .doc('talents/t1/jobs/j1')
        .set({ statuses: [{ status: 'presented', date: at, by: { id: 'admin-1', name: 'Reija' } }], updatedBy: ADMIN_UID }),
    );
  });
});

describe('registration answers: their own keys, each of its type and size', () => {
  const registration = {
    jobFields: ['horeca'],
    driverLicence: { classes: ['B'], otherClass: null, carInUse: true },
    availability: { options: ['evening'], weeklyHours: 20 },
    readyToMove: true,
    whereHeard: 'Facebook',
    formLanguage: 'uk',
  };
  const create = (answers: unknown) =>
    talentDb('t9')
      .doc('talents/t9')
      // A registration carries the privacy notice's consent (issue 27 item 7).
      .set({ ...profile, registration: answers, consent: { version: PRIVACY_NOTICE_VERSION, at: serverTime } });

  it('refuses an unknown key, oversize text and wrong types, at any depth', async () => {
    for (const answers of [
      { ...registration, admin: true },
      { ...registration, whereHeard: 'x'.repeat(201) },
      { ...registration, formLanguage: 'klingon' },
      { ...registration, readyToMove: 'yes' },
      { ...registration, jobFields: Array.from({ length: 21 }, () => 'horeca') },
      { ...registration, driverLicence: { ...registration.driverLicence, otherClass: 'x'.repeat(51) } },
      { ...registration, driverLicence: { ...registration.driverLicence, truck: true } },
      { ...registration, availability: { ...registration.availability, weeklyHours: 200 } },
      { ...registration, availability: { options: 'evening', weeklyHours: 20 } },
    ]) {
      await assertFails(create(answers));
    }
  });

  it('accepts the answers as the registration writes them', async () => {
    await assertSucceeds(create(registration));
  });
});
