import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import shiftOrder from '@/locales/en/shiftOrder.json';
import shifts from '@/locales/en/shifts.json';
import validation from '@/locales/en/validation.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import common from '@/locales/en/common.json';

/** The screens' namespaces in English, for the tests. */
export async function englishTexts() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['shiftOrder', 'shifts', 'validation', 'errors', 'labels', 'common'],
    resources: { en: { shiftOrder, shifts, validation, errors, labels, common } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}
