import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import common from '@/locales/en/common.json';
import contracts from '@/locales/en/contracts.json';
import desk from '@/locales/en/desk.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import validation from '@/locales/en/validation.json';
import { resetApi, scriptFetch, type Call } from '@/lib/__tests__/stub-api';
import { json } from '../../__tests__/scripted-api';

export { expectAxeClean, json } from '../../__tests__/scripted-api';

/**
 * The desk's contracts screen over a scripted network (as ../../__tests__/scripted-api.tsx does for
 * the other desk screens, with the `contracts` texts): each answer by `METHOD /path`, every call kept.
 */
export function scriptedDesk() {
  const api = {
    calls: [] as Call[],
    answers: {} as Record<string, (call: Call) => Response>,
    sent: (route: string) => api.calls.filter((c) => `${c.method} ${c.path}` === route),
  };
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      defaultNS: 'common',
      resources: { en: { common, contracts, desk, errors, labels, validation } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  });
  beforeEach(() => {
    api.answers = {};
    api.calls = scriptFetch((call) => {
      const answer = api.answers[`${call.method} ${call.path}`];
      return answer ? answer(call) : json(500, { error: 'Something went wrong' });
    }, '/desk/contracts');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    resetApi();
  });
  const show = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return { api, show };
}
