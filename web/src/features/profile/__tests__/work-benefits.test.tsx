import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '@/locales/en/common.json';
import manual from '@/locales/en/manual.json';
import WorkBenefitsRoute from '../routes/work-benefits';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, manual } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

describe('/work-benefits', () => {
  it('lists each benefit and links to contact us', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <WorkBenefitsRoute />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Work benefits' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('h2')?.textContent)).toEqual([
      'Occupational health care',
      'Accident insurance',
      'Holidays and holiday pay',
      'Pension',
    ]);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/faq#contact-us');
  });
});
