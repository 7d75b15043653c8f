import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import { resetApi, scriptFetch, type Call } from './stub-api';

/**
 * A screen's network in a web unit test, with the English texts of the namespaces it names besides
 * common and errors (the desk's `scripted-api`, for any feature): answers scripted by `METHOD /path`,
 * every call kept, its headers readable; an unscripted call answers 500.
 */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

export function screenApi(currentPath: string, namespaces: Record<string, object>) {
  const api = {
    calls: [] as Call[],
    answers: {} as Record<string, (call: Call) => Response>,
    /** The request headers of the `n`th call to `path`. */
    headersOf: (path: string, n = 0) => {
      const made = vi.mocked(fetch).mock.calls.filter(([url]) => new URL(String(url)).pathname === path);
      return new Headers((made[n]?.[1] as RequestInit | undefined)?.headers);
    },
  };
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      defaultNS: 'common',
      resources: { en: { common, errors, ...namespaces } },
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
  const show = (ui: ReactNode) =>
    render(
      <I18nextProvider i18n={i18n}>
        <Router hook={memoryLocation({ path: currentPath }).hook}>{ui}</Router>
      </I18nextProvider>,
    );
  return { api, show };
}

/** No axe violations in the DOM (colour contrast is left to the browser journeys). */
export async function expectAxeClean() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}
