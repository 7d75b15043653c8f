import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { memoryLocation } from 'wouter/memory-location';
import { Router } from 'wouter';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import ukMessages from '@/locales/uk/messages.json';
import labels from '@/locales/en/labels.json';
import messages from '@/locales/en/messages.json';
import validation from '@/locales/en/validation.json';

/** The messages screens in English (and Ukrainian texts), over scripted network answers (lib/__tests__/stub-api.ts). */
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

export { resetApi, stubApi } from '@/lib/__tests__/stub-api';
