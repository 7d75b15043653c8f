import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registrationExtras } from '@vuoro/domain';
import common from '@/locales/en/common.json';
import labels from '@/locales/en/labels.json';
import talent from '@/locales/en/talent.json';
import fiCommon from '@/locales/fi/common.json';
import fiLabels from '@/locales/fi/labels.json';
import fiTalent from '@/locales/fi/talent.json';
import { RegistrationAnswers } from '../components/detail/sections/view-registration';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['talent', 'labels', 'common'],
    resources: { en: { common, labels, talent }, fi: { common: fiCommon, labels: fiLabels, talent: fiTalent } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <RegistrationAnswers answers={registrationExtras.parse({ availability: { weeklyHours: 37.5 } })} />
    </I18nextProvider>,
  );

describe("the talent's registration answers (recruiter's view)", () => {
  it('gives the weekly hours with 2 decimals, in the reader\u2019s notation', async () => {
    show();
    expect(screen.getByText('37.50')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('fi');
    show();
    expect(screen.getByText('37,50')).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
