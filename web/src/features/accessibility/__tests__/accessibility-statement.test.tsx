import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@vuoro/domain';
import accessibility from '@/locales/en/accessibility.json';
import common from '@/locales/en/common.json';
import fiAccessibility from '@/locales/fi/accessibility.json';
import fiCommon from '@/locales/fi/common.json';
import { AccessibilityStatement } from '../components/accessibility-statement';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, accessibility }, fi: { common: fiCommon, accessibility: fiAccessibility } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});
const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <AccessibilityStatement />
    </I18nextProvider>,
  );

describe('AccessibilityStatement', () => {
  it('states the status, what is tested, the known gaps, feedback and the authority under real headings', () => {
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accessibility statement');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'How accessible the service is',
      'How we check it',
      'Known gaps',
      'Feedback and contact',
      'Supervisory authority',
    ]);
    expect(screen.getByText(/partially conforms to level AA .*WCAG\) 2\.2/)).toBeTruthy();
    const [tested, gaps] = screen.getAllByRole('list');
    expect(
      within(tested!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/axe-core.*360 px.*1280 px/),
      expect.stringMatching(/without sideways scrolling/),
      expect.stringMatching(/^Keyboard:/),
      expect.stringMatching(/Finnish, Swedish, English, Ukrainian and Russian/),
      expect.stringMatching(/24 × 24 px/),
    ]);
    const gapTexts = within(gaps!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(gapTexts).toHaveLength(6);
    expect(gapTexts[0]).toMatch(/not yet been tested .* screen readers/);
    expect(gapTexts.join(' ')).toMatch(/salary slips and employment contracts/);
  });

  it('links to the agency by email and by its contact pages, and to the supervisory authority', () => {
    show();
    expect(screen.getByRole('link', { name: 'tuki@vuoro.fi' }).getAttribute('href')).toBe('mailto:tuki@vuoro.fi');
    expect(screen.getByRole('link', { name: 'Frequently asked questions' }).getAttribute('href')).toBe(routes.faq.href());
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(routes.customerContactUs.href());
    expect(screen.getByRole('link', { name: 'www.saavutettavuusvaatimukset.fi' }).getAttribute('href')).toBe(
      'https://www.saavutettavuusvaatimukset.fi/',
    );
    expect(screen.getByText(/Traficom/)).toBeTruthy();
  });

  it('has no axe violations (colour contrast is checked in the browser journey)', async () => {
    const { container } = show();
    const { default: axe } = await import('axe-core');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('is dated 29.11.2026, with the machine-readable date beside it', () => {
    const { container } = show();
    const time = container.querySelector('time');
    expect(time?.textContent).toBe('29.11.2026');
    expect(time?.getAttribute('datetime')).toBe('2026-11-29');
  });

  it('reads in the visitor\u2019s language', async () => {
    await i18n.changeLanguage('fi');
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Saavutettavuusseloste');
    expect(screen.getByRole('heading', { name: 'Tunnetut puutteet' })).toBeTruthy();
  });
});
