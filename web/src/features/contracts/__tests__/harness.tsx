import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { routes } from '@vuoro/domain';
import common from '@/locales/en/common.json';
import contracts from '@/locales/en/contracts.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import validation from '@/locales/en/validation.json';
import { resetApi, scriptFetch, type Call } from '@/lib/__tests__/stub-api';

export type { Call } from '@/lib/__tests__/stub-api';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A PDF answer as the Staff API sends one: its type, and the name in RFC 5987 `filename*`. */
export const pdfResponse = (fileName: string, bytes = '%PDF-1.7 contract') =>
  new Response(new TextEncoder().encode(bytes), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="contract.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });

/**
 * The contracts screen over a scripted network: each Staff API answer by `METHOD /path` as a
 * function of the call (an unscripted call answers 500), every call recorded, the files the
 * browser was handed to save (by name) kept. English texts.
 */
export function scriptedContracts() {
  const api = {
    calls: [] as Call[],
    answers: {} as Record<string, (call: Call) => Response>,
    saved: [] as string[],
    sent: (route: string) => api.calls.filter((c) => `${c.method} ${c.path}` === route),
  };
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      defaultNS: 'common',
      resources: { en: { common, contracts, errors, labels, validation } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  });
  beforeEach(() => {
    api.answers = {};
    api.saved = [];
    api.calls = scriptFetch((call) => {
      const answer = api.answers[`${call.method} ${call.path}`];
      return answer ? answer(call) : json(500, { error: 'Something went wrong' });
    }, '/profile/contracts');
    URL.createObjectURL = () => 'blob:http://localhost/1';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      api.saved.push(this.download);
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    resetApi();
  });
  /** Renders `ui` under the screen's route at `path`; `location.history` lists where it went. */
  const show = (ui: ReactNode, path = '/profile/contracts') => {
    const location = memoryLocation({ path, record: true });
    const shown = render(
      <I18nextProvider i18n={i18n}>
        <Router hook={location.hook}>
          <Route path={routes.profileContracts.path}>{ui}</Route>
        </Router>
      </I18nextProvider>,
    );
    return { ...shown, location };
  };
  return { api, show };
}

/** No axe violations in the DOM (colour contrast is left to the browser journey). */
export async function expectAxeClean() {
  // axe probes icon fonts with a canvas, which jsdom has not: it then skips that probe quietly.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}
