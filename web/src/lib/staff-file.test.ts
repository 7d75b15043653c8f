import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoint, fileAnswer, routes } from '@vuoro/domain';
import { z } from 'zod';
import { installAuthProtocol, StaffApiError } from './staff-api';
import { fetchStaffFile, fileNameOf } from './staff-file';
import { blobText } from './__tests__/blob-text';

describe('fileNameOf: the name of a Content-Disposition', () => {
  it.each([
    [`attachment; filename="Tyosopimus-liite.pdf"; filename*=UTF-8''Ty%C3%B6sopimus-liite.pdf`, 'Työsopimus-liite.pdf'],
    [`inline; filename*=utf-8''%D0%94%D0%BE%D0%B3%D0%BE%D0%B2%D1%96%D1%80.pdf`, 'Договір.pdf'],
    [`attachment; filename*=UTF-8'fi'a%20b.txt`, 'a b.txt'],
    [`attachment; filename*=ISO-8859-1''Ty%F6.pdf`, 'Työ.pdf'],
    [`attachment; filename="plain \\"quoted\\".txt"`, 'plain "quoted".txt'],
    [`attachment; filename=bare.txt`, 'bare.txt'],
    // A malformed escape falls back to the plain name.
    [`attachment; filename="fallback.pdf"; filename*=UTF-8''%E0%A4%A.pdf`, 'fallback.pdf'],
  ])('%s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });

  it('none without a header or a name', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});

const fileRoute = endpoint({
  method: 'GET',
  path: '/v1/Test/Files/{id}',
  access: 'employee',
  file: true,
  summary: 'test',
  params: z.object({ id: z.string() }),
  response: fileAnswer,
});

describe('fetchStaffFile: bytes with the bearer and the 401 protocol', () => {
  let answers: Response[];
  let sent: { url: string; headers: Record<string, string> }[];
  const navigate = vi.fn();
  beforeEach(() => {
    answers = [];
    sent = [];
    navigate.mockReset();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init: RequestInit) => {
        sent.push({ url: String(url), headers: init.headers as Record<string, string> });
        return answers.shift() ?? new Response('', { status: 500 });
      }),
    );
    let version = 0;
    installAuthProtocol({
      getToken: async (force) => `token-${force ? ++version : version}`,
      requestReauth: async () => false,
      signOut: async () => undefined,
      navigate,
      currentPath: () => '/my-files',
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    installAuthProtocol(null);
  });

  it('refreshes the token once on a 401 and answers the bytes with their type (charset kept) and name', async () => {
    answers.push(
      new Response('', { status: 401 }),
      new Response('Hei äö', {
        status: 200,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Disposition': `inline; filename*=UTF-8''Yhteystiedot.txt`,
        },
      }),
    );
    const file = await fetchStaffFile(fileRoute, { params: { id: 'a/b' } });
    expect(sent.map((s) => [new URL(s.url).pathname, s.headers.Authorization, s.headers.Accept])).toEqual([
      ['/v1/Test/Files/a%2Fb', 'Bearer token-0', '*/*'],
      ['/v1/Test/Files/a%2Fb', 'Bearer token-1', '*/*'],
    ]);
    expect(file.type).toBe('text/plain');
    expect(file.blob.type).toBe('text/plain; charset=utf-8');
    expect(file.fileName).toBe('Yhteystiedot.txt');
    expect(await blobText(file.blob)).toBe('Hei äö');
  });

  it("sends the route's query as callEndpoint does", async () => {
    const pdfRoute = endpoint({
      method: 'GET',
      path: '/v1/Test/Pdf',
      access: 'employee',
      file: true,
      summary: 'test',
      query: z.object({ contractId: z.string() }),
      response: fileAnswer,
    });
    answers.push(new Response('%PDF', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    await fetchStaffFile(pdfRoute, { query: { contractId: 'c 1' } });
    const url = new URL(sent[0]!.url);
    expect([url.pathname, url.searchParams.get('contractId')]).toEqual(['/v1/Test/Pdf', 'c 1']);
  });

  it('a failed answer throws the Staff API error with its code; a name missing from the answer falls back', async () => {
    answers.push(new Response(JSON.stringify({ error: 'fileNotFound' }), { status: 404 }));
    const failure = await fetchStaffFile(fileRoute, { params: { id: 'x' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StaffApiError);
    expect(failure).toMatchObject({ status: 404, message: 'fileNotFound' });

    answers.push(new Response('x', { status: 200 }));
    const file = await fetchStaffFile(fileRoute, { params: { id: 'x' } }, { fallbackName: 'liite.pdf' });
    expect(file.fileName).toBe('liite.pdf');
  });

  it('a 401 that stays signs out to the sign-in', async () => {
    answers.push(new Response('', { status: 401 }), new Response('', { status: 401 }));
    await expect(fetchStaffFile(fileRoute, { params: { id: 'x' } })).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith(routes.login.href(undefined, { next: '/my-files' }));
  });
});
