import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { Router } from 'wouter';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import ukMessages from '@/locales/uk/messages.json';
import labels from '@/locales/en/labels.json';
import messages from '@/locales/en/messages.json';
import validation from '@/locales/en/validation.json';
import { installAuthProtocol } from '@/lib/staff-api';

/**
 * The messages screens over scripted network answers: `fetch` answers each call by its method and
 * path (the real Staff API client, contracts and schemas run), every call kept to assert what the
 * screen sent.
 */
export const i18n = i18next.createInstance();
export async function initI18n() {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['messages', 'labels', 'validation', 'errors', 'common'],
    defaultNS: 'common',
    resources: { en: { common, errors, labels, messages, validation }, uk: { messages: ukMessages } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

/** Renders at `path` (wouter's memory location); `history` is where the screen navigated. */
export function wrap(ui: ReactNode, path = '/notifications') {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>{ui}</Router>
    </I18nextProvider>,
  );
  return { ...view, history: location.history! };
}

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
}
type Answer = { status?: number; body: unknown };
/** `METHOD /v1/path` → an answer, or answers given in turn (the last one repeats). */
export function stubApi(script: Record<string, Answer | Answer[]>): Call[] {
  const calls: Call[] = [];
  const given = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init: RequestInit = {}) => {
      const u = new URL(String(url));
      const key = `${init.method ?? 'GET'} ${u.pathname}`;
      calls.push({ method: init.method ?? 'GET', path: u.pathname, query: Object.fromEntries(u.searchParams) });
      const entry = script[key];
      if (!entry) return new Response(JSON.stringify({ error: `unscripted ${key}` }), { status: 500 });
      const list = Array.isArray(entry) ? entry : [entry];
      const n = given.get(key) ?? 0;
      given.set(key, n + 1);
      const answer = list[Math.min(n, list.length - 1)]!;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  installAuthProtocol({
    getToken: async () => 'token',
    requestReauth: async () => false,
    signOut: async () => undefined,
    navigate: () => undefined,
    currentPath: () => '/notifications',
  });
  return calls;
}

export function resetApi() {
  vi.unstubAllGlobals();
  installAuthProtocol(null);
}
