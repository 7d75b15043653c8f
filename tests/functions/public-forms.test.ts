import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { apiError, ASSIGNMENT_REQUESTS, assignmentRequestResponse, FORMS_MAX_BODY_BYTES, FORMS_RATE_LIMIT } from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';

/**
 * The `forms` function against the emulators, through the Hosting rewrite (`/forms/**`). Every
 * request carries this run's company name and its own address (`X-Forwarded-For`), so runs and
 * cases never share a rate-limit counter; the stored requests are deleted afterwards.
 */
const run = randomBytes(4).toString('hex');
const company = `Hotelli Aurora ${run}`;
let address = 0;
const nextAddress = () => `2001:db8::${run.slice(0, 4)}:${(address++).toString(16)}`;

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

function send(body: unknown, from = nextAddress()) {
  return fetch(`${TALENT_SITE}/forms/assignment-request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
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
    // Another address is not affected.
    expect((await send({ ...valid, company: marker })).status).toBe(201);
    // The counter's id is a keyed hash: the address is stored nowhere.
    const counters = await adminDb.collection('formRateLimits').get();
    expect(JSON.stringify(counters.docs.map((d) => [d.id, d.data()]))).not.toContain(from);
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
});
