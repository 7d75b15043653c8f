import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { EmployeeSharedFileView, EmployeeTrainingMaterialView } from '@vuoro/domain';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import files from '@/locales/en/files.json';
import { installAuthProtocol } from '@/lib/staff-api';

/** The network as the screens see it: each answer scripted by method and path, every call recorded with its bearer. */
export type Call = { method: string; path: string; authorization: string | null };
export const network = {
  calls: [] as Call[],
  answers: {} as Record<string, (call: Call) => Response | Promise<Response>>,
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A file answer as the Staff API sends it: the stored type, and the name in RFC 5987 `filename*`. */
export const fileResponse = (bytes: string, contentType: string, fileName: string, disposition = 'inline') =>
  new Response(new TextEncoder().encode(bytes), {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `${disposition}; filename="file"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });

/** Blob URLs as jsdom lacks them: each made one recorded with its blob, each revoked one too. */
export const blobUrls = { made: new Map<string, Blob>(), revoked: [] as string[] };

function scriptNetwork(): void {
  network.calls = [];
  network.answers = {};
  blobUrls.made.clear();
  blobUrls.revoked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const call: Call = {
        method: init.method ?? 'GET',
        path: new URL(String(url)).pathname,
        authorization: headers.Authorization ?? null,
      };
      network.calls.push(call);
      const answer = network.answers[`${call.method} ${call.path}`];
      return answer ? answer(call) : json(500, { error: 'Something went wrong' });
    }),
  );
  let serial = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:http://localhost/${++serial}`;
    blobUrls.made.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    blobUrls.revoked.push(url);
  };
  installAuthProtocol({
    getToken: async () => 'token-1',
    requestReauth: async () => false,
    signOut: async () => undefined,
    navigate: () => undefined,
    currentPath: () => '/training-materials',
  });
}

/** A screen test's setup: the English texts once, then a scripted network for each test, cleaned up after it. */
export function withScriptedNetwork(): void {
  beforeAll(initTexts);
  beforeEach(scriptNetwork);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    installAuthProtocol(null);
  });
}

const i18n = i18next.createInstance();
async function initTexts(): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common, errors, files } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

/** Renders a screen at `path` (its `?id=` read by the route), with the English texts. */
export function renderAt(path: string, ui: ReactNode) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </I18nextProvider>,
  );
  return { location, ...view };
}

export function material(patch: Partial<EmployeeTrainingMaterialView> = {}): EmployeeTrainingMaterialView {
  return {
    id: 'tm-1',
    title: 'Working safely in a kitchen',
    description: 'Read this before your first kitchen shift.',
    language: 'en',
    publishedAt: '2026-11-20T10:00:00.000Z',
    read: false,
    readAt: null,
    ...patch,
  };
}

export function sharedFile(patch: Partial<EmployeeSharedFileView> = {}): EmployeeSharedFileView {
  return {
    id: 'sf-1',
    fileName: 'Työsopimus-liite.pdf',
    contentType: 'application/pdf',
    size: 24_576,
    viewable: true,
    description: 'Your employment contract’s appendix.',
    language: 'en',
    everyone: false,
    sharedAt: '2026-11-27T08:00:00.000Z',
    ...patch,
  };
}

export { blobText } from '@/lib/__tests__/blob-text';
