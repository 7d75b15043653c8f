import { act, cleanup, render, screen, within } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@vuoro/domain';
import { LANGUAGE_STORAGE_KEY } from '@/lib/language';
import en from '@/locales/en/manual.json';
import fi from '@/locales/fi/manual.json';
import sv from '@/locales/sv/manual.json';
import uk from '@/locales/uk/manual.json';
import ru from '@/locales/ru/manual.json';
import ManualRoute from '../routes/manual';
import OhjeRoute from '../routes/ohje';
import { MANUAL_SECTIONS } from '../components/user-manual';

// Nothing of ours is replaced: the real routes, the real translations, jsdom's localStorage.
const manual = { en, fi, sv, uk, ru };

async function makeI18n(lng: string): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: Object.fromEntries(Object.entries(manual).map(([l, m]) => [l, { manual: m }])),
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

const renderWith = (i18n: I18n, element: React.ReactElement) => render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('/manual', () => {
  it('has one h1, a contents list linking to every section, and every section with its back link', async () => {
    renderWith(await makeI18n('en'), <ManualRoute />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Vuoro user manual' })).toHaveAttribute('id', 'manual-top');

    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const titles = ['Signing in', 'For job seekers', 'For employees', 'For customers', 'Contact and support'];
    const entries = within(toc).getAllByRole('link');
    expect(entries.map((a) => a.textContent)).toEqual(titles);

    for (const link of entries) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target, link.textContent!).not.toBeNull();
      const section = within(target!);
      expect(section.getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent!);
      expect(section.getByRole('link', { name: 'Back to top' })).toHaveAttribute('href', '#manual-top');
    }
    expect(MANUAL_SECTIONS).toHaveLength(4);
  });

  it('states the spec facts and links to the real screens', async () => {
    renderWith(await makeI18n('en'), <ManualRoute />);
    const text = document.body.textContent!;
    for (const fact of [
      'six-digit code',
      'at most 5 MB',
      'from 1 April to 31 March',
      'from 2 May',
      'about 7 working days',
      'within 3 days of falling ill',
      'Mon–Fri 7–16',
      'Mon–Fri 6–18',
      'Sat 7–16',
      'Sun 10–16',
      'estimated work time for a 3-week period',
      'from tomorrow at the earliest',
    ])
      expect(text, fact).toContain(fact);
    expect(screen.getByRole('link', { name: 'tuki@vuoro.fi' })).toHaveAttribute('href', 'mailto:tuki@vuoro.fi');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Go to sign-in')).toBe('/login');
    expect(href('How to create an account')).toBe('/create-account-help');
    expect(href('Registration form')).toBe('/register');
    expect(href('Registration in Ukrainian')).toBe('/ukraine');
    expect(href('My profile')).toBe('/talent-profile');
    expect(href('Account')).toBe('/account');
  });

  it.each(SUPPORTED_LANGUAGES)('%s: every text is translated (no key shows)', async (lng) => {
    renderWith(await makeI18n(lng), <ManualRoute />);
    // A missing key shows as the key itself (e.g. `signIn.title`): no text node may look like one.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const keys: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (/^\s*(manual:)?[a-zA-Z]+(\.\w+)+\s*$/.test(node.textContent!)) keys.push(node.textContent!);
    }
    expect(keys).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  });
});

describe('/ohje', () => {
  it('switches to Finnish when no language has been chosen, without storing a choice', async () => {
    const i18n = await makeI18n('en');
    await act(async () => {
      renderWith(i18n, <OhjeRoute />);
    });
    expect(i18n.language).toBe('fi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vuoron käyttöohje' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('keeps the language the visitor chose', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'sv');
    const i18n = await makeI18n('sv');
    await act(async () => {
      renderWith(i18n, <OhjeRoute />);
    });
    expect(i18n.language).toBe('sv');
    expect(screen.getByRole('heading', { level: 1, name: 'Bruksanvisning för Vuoro' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sv');
  });

  it('keeps English too when English is the stored choice', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const i18n = await makeI18n('en');
    await act(async () => {
      renderWith(i18n, <OhjeRoute />);
    });
    expect(i18n.language).toBe('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Vuoro user manual' })).toBeInTheDocument();
  });
});
