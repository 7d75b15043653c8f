import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  ASSIGNMENT_REQUESTS,
  assignmentRequestResponse,
  FORM_RATE_LIMITS,
  FORMS_MAX_BODY_BYTES,
  FORMS_RATE_LIMIT,
  jobInterest,
  fillPath,
  postJobInterest,
  jobInterestResponse,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';
import { clearFormRateLimits } from '../support/forms';

/**
 * The `forms` function against the emulators, through the Hosting rewrite (`/forms/**`). Every
 * request carries this run's company name; the stored requests are deleted afterwards. The
 * emulator trusts one X-Forwarded-For hop (`functions/.env.demo-vuoro`; production behind
 * Hosting trusts two, see functions/src/lib/client-address.ts): each request names its client in
 * the header's last entry, as a front end would, and anything left of that is the client's own
 * text. Without the header every local caller shares one counter, so each case starts with empty
 * counters.
 */
const run = randomBytes(4).toString('hex');
const company = `Hotelli Aurora ${run}`;
let address = 0;
const nextAddress = () => `2001:db8::${run.slice(0, 4)}:${(address++).toString(16)}`;

beforeEach(clearFormRateLimits);

const valid = {
  company,
  jobTitle: 'Kokki',
  description: 'Lounaskeittiöön, arkisin.',
  city: 'Helsinki',
  positions: 2,
  continuity: 'Pysyvä',
  workingTime: 'Ma–pe 7–15',
  salaryEstimate: '14 €/h',
  languages: ['Finnish', 'English'],
  requiredSkills: 'Hygieniapassi',
  contactName: 'Maija Meikäläinen',
  email: 'maija@example.com',
  phone: '+358401234567',
};

function send(body: unknown, from = nextAddress(), contentType = 'application/json') {
  return fetch(`${TALENT_SITE}/forms/assignment-request`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'X-Forwarded-For': from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function storedOf(name = company) {
  const snap = await adminDb.collection(ASSIGNMENT_REQUESTS).where('company', '==', name).get();
  return snap.docs;
}

afterAll(async () => {
  for (const d of await storedOf()) await d.ref.delete();
});

describe('POST /forms/assignment-request', () => {
  it('stores a valid request with status new and the server time, answering 201 with its id', async () => {
    const before = Date.now();
    const res = await send(valid);
    expect(res.status).toBe(201);
    const { id } = assignmentRequestResponse.parse(await res.json());
    const snap = await adminDb.collection(ASSIGNMENT_REQUESTS).doc(id).get();
    expect(snap.exists).toBe(true);
    const data = snap.data()!;
    expect(data).toMatchObject({ ...valid, status: 'new', convertedJobId: null });
    expect(data.created.toMillis()).toBeGreaterThanOrEqual(before - 60_000);
    expect(data).not.toHaveProperty('website');
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['company', { company: '' }, 'validation:fieldRequired'],
    ['jobTitle', { jobTitle: ' ' }, 'validation:fieldRequired'],
    ['description', { description: undefined }, 'validation:fieldRequired'],
    ['city', { city: '' }, 'validation:fieldRequired'],
    ['positions', { positions: undefined }, 'validation:fieldRequired'],
    ['contactName', { contactName: '' }, 'validation:fieldRequired'],
    ['email', { email: '' }, 'validation:fieldRequired'],
    ['email', { email: 'maija@' }, 'validation:invalidEmailAddress'],
  ];
  it.each(bad)('a bad %s answers 400 with its key and stores nothing', async (path, change, message) => {
    const marker = `${company} bad ${path} ${message}`;
    const res = await send({ ...valid, ...change, company: path === 'company' ? change.company : marker });
    expect(res.status).toBe(400);
    const body = apiError.parse(await res.json());
    expect(body.issues).toEqual([{ path, message }]);
    expect(await storedOf(marker)).toHaveLength(0);
  });

  it('a filled honeypot gets the same 201 answer, but nothing is stored', async () => {
    const marker = `${company} bot`;
    const res = await send({ ...valid, company: marker, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    assignmentRequestResponse.parse(await res.json());
    expect(await storedOf(marker)).toHaveLength(0);
  });

  it(`the ${FORMS_RATE_LIMIT + 1}th request from one address within the hour answers 429 tooMany`, async () => {
    const from = nextAddress();
    const marker = `${company} many`;
    for (let i = 0; i < FORMS_RATE_LIMIT; i++) expect((await send({ ...valid, company: marker }, from)).status).toBe(201);
    const res = await send({ ...valid, company: marker }, from);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'tooMany' });
    expect(await storedOf(marker)).toHaveLength(FORMS_RATE_LIMIT);
    // The counter's id is a keyed hash and it holds only the count and its window: no address.
    const counters = (await adminDb.collection(FORM_RATE_LIMITS).get()).docs.filter((d) => d.id !== 'hashKey');
    expect(counters.length).toBeGreaterThan(0);
    for (const counter of counters) {
      expect(counter.id).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.keys(counter.data()).sort()).toEqual(['count', 'expires', 'windowStart']);
    }
    for (const d of await storedOf(marker)) await d.ref.delete();
  });

  it('a caller cannot pick a fresh counter by writing X-Forwarded-For: a new first entry each time does not help', async () => {
    const marker = `${company} spoof`;
    const spoofed = (i: number) => `198.51.100.${i}, 203.0.113.9`;
    for (let i = 0; i < FORMS_RATE_LIMIT; i++) {
      expect((await send({ ...valid, company: marker }, spoofed(i))).status).toBe(201);
    }
    expect((await send({ ...valid, company: marker }, spoofed(99))).status).toBe(429);
    expect((await send({ ...valid, company: marker }, 'not-an-address, 203.0.113.9')).status).toBe(429);
    expect((await send({ ...valid, company: marker }, '203.0.113.9')).status).toBe(429);
    // Another client, behind the same front end, has a counter of its own.
    expect((await send({ ...valid, company: marker }, '203.0.113.10')).status).toBe(201);
    expect(await storedOf(marker)).toHaveLength(FORMS_RATE_LIMIT + 1);
    for (const d of await storedOf(marker)) await d.ref.delete();
  });

  it('refuses an oversize body and stores nothing', async () => {
    const marker = `${company} big`;
    const res = await send({ ...valid, company: marker, requiredSkills: 'x'.repeat(FORMS_MAX_BODY_BYTES) });
    expect(res.status).toBe(413);
    expect(await storedOf(marker)).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    expect((await send('{"company":')).status).toBe(400);
  });

  it.each([
    ['text/plain'],
    ['application/x-www-form-urlencoded'],
    ['multipart/form-data; boundary=x'],
    ['application/jsonx'],
    [''],
  ])('refuses a body sent as %j with 415 and a JSON error, storing nothing', async (contentType) => {
    const marker = `${company} type ${contentType}`;
    const res = await send({ ...valid, company: marker }, nextAddress(), contentType);
    expect(res.status).toBe(415);
    expect(apiError.parse(await res.json()).error).toBe('Body must be application/json');
    expect(await storedOf(marker)).toHaveLength(0);
  });

  it('takes application/json with a charset', async () => {
    const marker = `${company} charset`;
    const res = await send({ ...valid, company: marker }, nextAddress(), 'Application/JSON; charset=utf-8');
    expect(res.status).toBe(201);
    expect(await storedOf(marker)).toHaveLength(1);
    for (const d of await storedOf(marker)) await d.ref.delete();
  });
});

describe('POST /forms/job-interest/{vacancyId}', () => {
  const open = `forms-open-${run}`;
  const draft = `forms-draft-${run}`;
  const interest = {
    name: 'Olena Shevchenko',
    phone: '+358451234502',
    email: 'olena@example.com',
    interested: true,
    contractType: 'fixedTerm',
    workTimeType: null,
    weeklyHours: 37.5,
    collectiveAgreement: '',
  };
  const sendInterest = (vacancyId: string, body: unknown, contentType = 'application/json', from?: string) =>
    fetch(`${TALENT_SITE}${fillPath(postJobInterest.path, { vacancyId })}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, ...(from ? { 'X-Forwarded-For': from } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const interestsOf = async (vacancyId: string) => (await adminDb.collection(`vacancies/${vacancyId}/interests`).get()).docs;

  beforeAll(async () => {
    await adminDb.doc(`vacancies/${open}`).set({ n: 'Kokki', c: ' Hotelli Aurora ', p: true });
    await adminDb.doc(`vacancies/${draft}`).set({ n: 'Siivooja', c: 'Hotelli Aurora', p: false });
  });
  afterAll(async () => {
    for (const id of [open, draft]) {
      for (const d of await interestsOf(id)) await d.ref.delete();
      await adminDb.doc(`vacancies/${id}`).delete();
    }
  });

  it('stores the interest under a published vacancy: its company as employer, the server time, empty answers left out', async () => {
    const before = Date.now();
    const res = await sendInterest(open, { ...interest, employer: 'Made Up Oy' });
    expect(res.status).toBe(201);
    const { id } = jobInterestResponse.parse(await res.json());
    const snap = await adminDb.doc(`vacancies/${open}/interests/${id}`).get();
    const data = snap.data()!;
    expect(data).toEqual({
      name: 'Olena Shevchenko',
      phone: '+358451234502',
      email: 'olena@example.com',
      interested: true,
      contractType: 'fixedTerm',
      weeklyHours: 37.5,
      employer: 'Hotelli Aurora',
      timestamp: expect.anything(),
    });
    expect(data.timestamp.toMillis()).toBeGreaterThanOrEqual(before - 60_000);
    // What the recruiter's list parses.
    expect(jobInterest.safeParse({ ...data, id }).success).toBe(true);
  });

  it.each([
    ['a draft', () => draft],
    ['a missing vacancy', () => `no-such-${run}`],
    ['a reserved document id', () => '__reserved__'],
    ['an overlong id', () => 'x'.repeat(200)],
  ])('refuses %s with 404 and stores nothing', async (_, vacancyId) => {
    const res = await sendInterest(vacancyId(), interest);
    expect(res.status).toBe(404);
    expect(apiError.parse(await res.json()).error).toBe('No such vacancy');
    expect(await interestsOf(draft)).toHaveLength(0);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['name', { name: ' ' }, 'validation:fieldRequired'],
    ['phone', { phone: '040 123 4567' }, 'validation:phoneFormat'],
    ['email', { email: 'olena@' }, 'validation:invalidEmail'],
    ['interested', { interested: undefined }, 'validation:fieldRequired'],
    ['weeklyHours', { weeklyHours: 200 }, 'validation:numberOutOfRange'],
    ['workTimeType', { workTimeType: 'nightShift' }, 'validation:invalidValue'],
  ];
  it.each(bad)('a bad %s answers 400 with its key and stores nothing', async (path, change, message) => {
    const before = (await interestsOf(open)).length;
    const res = await sendInterest(open, { ...interest, ...change });
    expect(res.status).toBe(400);
    expect(apiError.parse(await res.json()).issues).toEqual([{ path, message }]);
    expect(await interestsOf(open)).toHaveLength(before);
  });

  it('a filled honeypot gets the same 201 answer, but nothing is stored', async () => {
    const before = (await interestsOf(open)).length;
    const res = await sendInterest(open, { ...interest, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    jobInterestResponse.parse(await res.json());
    expect(await interestsOf(open)).toHaveLength(before);
  });

  it(`is rate-limited with the other forms: the ${FORMS_RATE_LIMIT + 1}th send within the hour answers 429 tooMany`, async () => {
    const from = nextAddress();
    expect((await send({ ...valid, company: `${company} shared` }, from)).status).toBe(201);
    for (let i = 1; i < FORMS_RATE_LIMIT; i++)
      expect((await sendInterest(open, interest, 'application/json', from)).status).toBe(201);
    const before = (await interestsOf(open)).length;
    const res = await sendInterest(open, interest, 'application/json', from);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'tooMany' });
    expect(await interestsOf(open)).toHaveLength(before);
    for (const d of await storedOf(`${company} shared`)) await d.ref.delete();
  });

  it('refuses a body not sent as application/json, one that is not JSON and an oversize one', async () => {
    const before = (await interestsOf(open)).length;
    expect((await sendInterest(open, interest, 'text/plain')).status).toBe(415);
    expect((await sendInterest(open, '{"name":')).status).toBe(400);
    expect((await sendInterest(open, { ...interest, name: 'x'.repeat(FORMS_MAX_BODY_BYTES) })).status).toBe(413);
    expect(await interestsOf(open)).toHaveLength(before);
  });
});
