import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { vacancy } from '@vuoro/domain';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import validation from '@/locales/en/validation.json';
import vacancies from '@/locales/en/vacancies.json';
import type { VacancyList } from '../api/list-vacancies';
import OpenVacanciesRoute from '../routes/open-vacancies';

// The screen's states, with the data hook standing in for Firestore (the e2e journey uses the real one).
const state: { list: VacancyList; retry: () => void } = { list: { status: 'loading' }, retry: vi.fn() };
vi.mock('../api/list-vacancies', () => ({ usePublishedVacancies: () => state }));
vi.mock('../api/send-job-interest', () => ({ useSendJobInterest: () => vi.fn() }));
vi.mock('@/lib/firestore-scope', () => ({ FirestoreScope: ({ children }: { children: ReactNode }) => children }));
vi.mock('@/lib/config', () => ({ config: { jobBoardUrl: 'https://jobs.example.fi/open' } }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, errors, labels, validation, vacancies } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
beforeEach(() => {
  state.list = { status: 'loading' };
  state.retry = vi.fn();
});
afterEach(cleanup);

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <OpenVacanciesRoute />
    </I18nextProvider>,
  );

describe('/open-vacancies', () => {
  it('says it is loading, then could not load data with a retry', async () => {
    const { rerender } = show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    state.list = { status: 'error' };
    rerender(
      <I18nextProvider i18n={i18n}>
        <OpenVacanciesRoute />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load data');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(state.retry).toHaveBeenCalledOnce();
  });

  it('has an empty state', () => {
    state.list = { status: 'ready', items: [] };
    show();
    expect(screen.getByText('There are no open vacancies right now. Please check again soon.')).toBeInTheDocument();
  });

  it('shows each vacancy with its apply link, and filters by city', async () => {
    state.list = {
      status: 'ready',
      items: [
        vacancy.parse({ id: 'a', n: 'Kokki', c: 'Sataman Helmi', ci: ['Turku'], al: 'kokki', p: true }),
        vacancy.parse({ id: 'b', n: 'Kerroshoitaja', c: 'Hotelli Aurora', ci: ['Helsinki'], p: true }),
      ],
    };
    show();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Apply on the job board Kokki/ })).toHaveAttribute(
      'href',
      'https://jobs.example.fi/open/kokki',
    );
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Helsinki');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Kerroshoitaja' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search by words'), 'kokki');
    expect(screen.getByText('No vacancy matches your search. Try other words or all cities.')).toBeInTheDocument();
  });
});
