import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import common from '@/locales/en/common.json';
import desk from '@/locales/en/desk.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import validation from '@/locales/en/validation.json';
import { resetApi, scriptFetch, type Call } from '@/lib/__tests__/stub-api';

/**
 * The desk screens' network in a web unit test, on the shared core of `lib/__tests__/stub-api.ts`:
 * each Staff API answer scripted by `METHOD /path` as a function of the call (set `api.answers`
 * in a test or a `beforeEach` of its own), every call recorded; an unscripted call answers 500.
 * Registers its own hooks when called at a test file's top level. `currentPath` is where the
 * screen is: the session protocol's place and `show`'s default address.
 */
export type { Call } from '@/lib/__tests__/stub-api';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

export function scriptedApi(currentPath = '/desk') {
  const api = {
    calls: [] as Call[],
    answers: {} as Record<string, (call: Call) => Response>,
    callsTo: (method: string, path: string) => api.calls.filter((c) => c.method === method && c.path === path),
  };
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      defaultNS: 'common',
      resources: { en: { common, desk, errors, labels, validation } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  });
  beforeEach(() => {
    api.answers = {};
    api.calls = scriptFetch((call) => {
      const answer = api.answers[`${call.method} ${call.path}`];
      return answer ? answer(call) : json(500, { error: 'Something went wrong' });
    }, currentPath);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    resetApi();
  });
  /** Renders `ui` at `path` (its query read by the router's search hook); `location.history` lists where it went. */
  const show = (ui: ReactNode, path = currentPath) => {
    const location = memoryLocation({ path, record: true });
    const shown = render(
      <I18nextProvider i18n={i18n}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </I18nextProvider>,
    );
    return { ...shown, location };
  };
  return { api, show };
}

/** No axe violations in the DOM (colour contrast is left to the browser journeys). */
export async function expectAxeClean() {
  // axe probes icon fonts with a canvas, which jsdom has not: it then skips that probe quietly.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}
