import { describe, expect, it } from 'vitest';
import { postAssignmentRequest, putSendLinkToEmail } from '@vuoro/domain';
import { FUNCTIONS_URL, STAFF_SITE, TALENT_SITE } from '../support/emulators';

/**
 * A body declared as JSON that does not parse, sent to every HTTP function, directly and through
 * the Hosting rewrites. The Functions runtime parses such a body before our listener runs; every
 * function still answers our JSON 400 `invalidJson` (functions/src/lib/api/malformed-json.ts),
 * and no error answer shows a stack or a server path.
 */
const MALFORMED = '{"a":';

/** Each HTTP function with a path it serves (behind Hosting the same path; directly after its name). */
const functions = [
  ['api', putSendLinkToEmail.path.replace('{email}', 'x%40example.com'), 'PUT'],
  ['identity', '/identity/resolve-login', 'POST'],
  ['forms', postAssignmentRequest.path, 'POST'],
  ['cards', '/cards/shares', 'POST'],
  ['calendarFeed', '/calendar-feed/abc.ics', 'POST'],
] as const;

const targets = functions.flatMap(([name, path, method]) => [
  [`${name} directly`, `${FUNCTIONS_URL}/${name}${path}`, method],
  [`${name} through the talent site`, `${TALENT_SITE}${path}`, method],
  [`${name} through the staff site`, `${STAFF_SITE}${path}`, method],
]);

/** Nothing an error answer may show: stack frames, paths of this machine or of installed packages. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/^\s*at /m);
  expect(text).not.toMatch(/\bat .*\(.*:\d+:\d+\)/);
  expect(text).not.toContain('/work/');
  expect(text).not.toContain('node_modules');
  expect(text).not.toContain('SyntaxError');
}

describe('malformed JSON', () => {
  it.each(targets)('%s answers 400 {error: invalidJson} as JSON', async (_name, url, method) => {
    const res = await fetch(url, { method, headers: { 'Content-Type': 'application/json' }, body: MALFORMED });
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(text)).toEqual({ error: 'invalidJson' });
    expectNoInternals(text);
  });

  it.each([
    ['a JSON string', '"text"'],
    ['a number', '42'],
    ['a cut-off array', '[1,'],
    ['a BOM before a cut-off object', '\uFEFF{"a":'],
    ['a charset parameter', MALFORMED, 'application/json; charset=utf-8'],
  ])('%s answers the same', async (_what, body, contentType = 'application/json') => {
    const res = await fetch(`${TALENT_SITE}${postAssignmentRequest.path}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalidJson' });
  });

  it('leaves well-formed JSON to the function: an empty object is its own 400 with field messages', async () => {
    const res = await fetch(`${TALENT_SITE}${postAssignmentRequest.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues?: unknown[] };
    expect(body.error).toBe('Invalid input');
    expect(body.issues?.length).toBeGreaterThan(0);
  });

  it.each(targets)('%s shows no internals in its other error answers either', async (_name, url) => {
    for (const init of [
      { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' },
      { method: 'DELETE' },
      { method: 'GET' },
    ]) {
      const res = await fetch(`${url}/nothing-here`, init);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expectNoInternals(await res.text());
    }
  });
});
