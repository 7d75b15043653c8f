import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import cards from '@/locales/en/cards.json';
import labels from '@/locales/en/labels.json';
import fiCards from '@/locales/fi/cards.json';
import fiLabels from '@/locales/fi/labels.json';
import { TalentCardView } from '../components/talent-card-view';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['cards', 'labels'],
    resources: { en: { cards, labels }, fi: { cards: fiCards, labels: fiLabels } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <TalentCardView card={{ id: 't1', talentName: 'Olena K.', tags: [], availability: { options: [], weeklyHours: 37.5 } }} />
    </I18nextProvider>,
  );

describe('TalentCardView', () => {
  it("gives the talent's weekly hours with 2 decimals, in the reader's notation", async () => {
    show();
    expect(screen.getByText('37.50 hours a week')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('fi');
    show();
    expect(screen.getByText('37,50 tuntia viikossa')).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
