import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import labels from '@/locales/en/labels.json';
import talent from '@/locales/en/talent.json';
import { JobStatusList } from '../components/detail/job-status-list';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { talent, labels } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const jobs = [{ id: 'job-gone', statuses: [] }];

describe('JobStatusList', () => {
  it('names an assignment that is no longer listed in words, never by its id', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <JobStatusList jobs={jobs} jobNames={new Map()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'Assignment no longer listed' })).toBeTruthy();
    expect(screen.queryByText('job-gone')).toBeNull();
  });

  it('waits for the names before calling an assignment gone', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <JobStatusList jobs={jobs} jobNames={new Map()} namesLoading />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: '…' })).toBeTruthy();
  });

  it('shows the title and company when known', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <JobStatusList jobs={jobs} jobNames={new Map([['job-gone', { title: 'Cook', company: 'Aurora' }]])} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'Cook · Aurora' })).toBeTruthy();
  });
});
