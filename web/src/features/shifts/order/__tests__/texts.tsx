import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, vi } from 'vitest';
import shiftOrder from '@/locales/en/shiftOrder.json';
import shifts from '@/locales/en/shifts.json';
import validation from '@/locales/en/validation.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import common from '@/locales/en/common.json';

/**
 * A test file of these screens: the English texts of their namespaces, and after each test the
 * page emptied and `fetch` given back. Returns the render that wraps a screen in the texts.
 */
export function screenTests(): (ui: ReactNode) => ReturnType<typeof render> {
  let i18n: I18n | null = null;
  beforeAll(async () => {
    i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      lng: 'en',
      ns: ['shiftOrder', 'shifts', 'validation', 'errors', 'labels', 'common'],
      resources: { en: { shiftOrder, shifts, validation, errors, labels, common } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return (ui) =>
    render(
      <I18nextProvider i18n={i18n!}>
        <main>{ui}</main>
      </I18nextProvider>,
    );
}
