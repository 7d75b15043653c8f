import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storedAnswersOf } from '@vuoro/domain';
import labels from '@/locales/en/labels.json';
import registration from '@/locales/en/registration.json';
import talentSelf from '@/locales/en/talent-self.json';
import fiLabels from '@/locales/fi/labels.json';
import fiRegistration from '@/locales/fi/registration.json';
import fiTalentSelf from '@/locales/fi/talent-self.json';
import { OwnAnswersView } from '../components/own-answers';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['talent-self', 'registration', 'labels'],
    resources: {
      en: { 'talent-self': talentSelf, registration, labels },
      fi: { 'talent-self': fiTalentSelf, registration: fiRegistration, labels: fiLabels },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const answers = {
  ...storedAnswersOf({ jobs: ['cook'], permit: null }, undefined),
  'registration.availability': { options: ['weekends' as const], weeklyHours: 37.5 },
};
const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <OwnAnswersView answers={answers} />
    </I18nextProvider>,
  );

describe('OwnAnswersView', () => {
  it('gives the weekly hours the talent wants with 2 decimals, in their language', async () => {
    show();
    expect(screen.getByText(/37\.50 hours a week/)).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('fi');
    show();
    expect(screen.getByText(/37,50 tuntia viikossa/)).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
