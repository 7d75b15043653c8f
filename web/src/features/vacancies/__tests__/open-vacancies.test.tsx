import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymousRoles, vacancy, type EmployeeVacancyView, type Roles } from '@vuoro/domain';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import validation from '@/locales/en/validation.json';
import vacancies from '@/locales/en/vacancies.json';
import { resetApi, stubApi } from '@/lib/__tests__/stub-api';
import type { VacancyList } from '../api/list-vacancies';
import OpenVacanciesRoute from '../routes/open-vacancies';

// The screen's states, with the data hook standing in for Firestore (the e2e journey uses the real one).
const state: { list: VacancyList; retry: () => void } = { list: { status: 'loading' }, retry: vi.fn() };
vi.mock('../api/list-vacancies', () => ({ usePublishedVacancies: () => state }));
vi.mock('../api/send-job-interest', () => ({ useSendJobInterest: () => vi.fn() }));
vi.mock('@/lib/firestore-scope', () => ({ FirestoreScope: ({ children }: { children: ReactNode }) => children }));
vi.mock('@/lib/config', () => ({ config: { jobBoardUrl: 'https://jobs.example.fi/open' } }));
// A visitor unless a test signs an employee in.
const session: { roles: Roles } = { roles: anonymousRoles };
vi.mock('@/lib/session', () => ({ useRoles: () => session.roles }));

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
  session.roles = anonymousRoles;
});
afterEach(() => {
  cleanup();
  resetApi();
});

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

  it('a visitor gets no like buttons and no job-field filter, and nothing calls the Staff API', () => {
    const calls = stubApi({});
    state.list = { status: 'ready', items: [vacancy.parse({ id: 'a', n: 'Kokki', p: true })] };
    show();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Like/ })).toBeNull();
    expect(screen.queryByLabelText('Job field')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('/open-vacancies for a signed-in employee', () => {
  const cook = vacancy.parse({ id: 'a', n: 'Kokki', t: ['horeca'], p: true });
  const driver = vacancy.parse({ id: 'b', n: 'Kuljettaja', t: ['logistics'], p: true });
  const full = (v: Partial<EmployeeVacancyView> & { id: string; name: string }) => ({
    company: null,
    cities: [],
    location: null,
    employmentType: null,
    startDate: null,
    description: null,
    companyDescription: null,
    applyLinkSuffix: null,
    logo: null,
    image: null,
    tags: [],
    updated: null,
    jobFields: [],
    like: null,
    ...v,
  });

  it('likes a vacancy (pressed), filters by liked only and by job field', async () => {
    session.roles = { ...anonymousRoles, signedIn: true, employee: true };
    state.list = { status: 'ready', items: [cook, driver] };
    const calls = stubApi({
      'GET /v1/Employee/GetVacancyJobFields': { body: { jobFields: ['horeca', 'logistics'] } },
      'GET /v1/Employee/SearchVacancies': [
        { body: { vacancies: [full({ id: 'a', name: 'Kokki' }), full({ id: 'b', name: 'Kuljettaja' })] } },
        { body: { vacancies: [full({ id: 'a', name: 'Kokki', like: true })] } },
        { body: { vacancies: [full({ id: 'b', name: 'Kuljettaja' })] } },
      ],
      'PUT /v1/Employee/LikeVacancy': { body: { vacancyId: 'a', like: true } },
    });
    show();
    expect(await screen.findAllByRole('group', { name: /Your opinion of/ })).toHaveLength(2);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Your opinion of Kokki' })).getByRole('button', { name: /^.?\s*Like$/ }),
    );
    expect(
      await within(screen.getByRole('group', { name: 'Your opinion of Kokki' })).findByRole('button', {
        name: /Like$/,
        pressed: true,
      }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.query).toEqual({ vacancyId: 'a', like: 'true' });

    await userEvent.click(screen.getByLabelText('Liked only'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Kokki' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/v1/Employee/SearchVacancies').at(-1)!.query).toEqual({ liked: 'true' });

    await userEvent.click(screen.getByLabelText('Liked only'));
    await userEvent.selectOptions(screen.getByLabelText('Job field'), 'logistics');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Kuljettaja' })).toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/v1/Employee/SearchVacancies').at(-1)!.query).toEqual({ jobField: 'logistics' });
  });
});
