import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobInterestForm } from '@vuoro/domain';
import labels from '@/locales/en/labels.json';
import validation from '@/locales/en/validation.json';
import vacancies from '@/locales/en/vacancies.json';
import { StaffApiError } from '@/lib/staff-api';
import { InterestForm } from '../components/interest-form';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { labels, validation, vacancies } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

function renderForm(onSend = vi.fn<(input: JobInterestForm) => Promise<unknown>>().mockResolvedValue('i1')) {
  render(
    <I18nextProvider i18n={i18n}>
      <InterestForm vacancyName="Kokki" employer="Hotelli Aurora" onSend={onSend} />
    </I18nextProvider>,
  );
  return onSend;
}

describe('InterestForm', () => {
  it('sends nothing while a field is bad, and says why next to it', async () => {
    const onSend = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Your name/)).toHaveAccessibleDescription('Field is required');
    expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription(
      'In international form, e.g. +358 40 123 4567 Phone number should be formatted +358...',
    );
    await waitFor(() => expect(screen.getByLabelText(/Your name/)).toHaveFocus());
  });

  it('sends the parsed record with the vacancy’s company as employer, then thanks', async () => {
    const onSend = renderForm();
    await userEvent.type(screen.getByLabelText(/Your name/), 'Olena Shevchenko');
    await userEvent.type(screen.getByLabelText(/Phone/), ' 45 123 4502');
    await userEvent.type(screen.getByLabelText(/Email/), 'olena@example.com');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.selectOptions(screen.getByLabelText(/Working time/), 'Piecework');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(/Thank you! Your answer about Kokki has been sent/);
    expect(onSend).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Olena Shevchenko',
        phone: '+358451234502',
        email: 'olena@example.com',
        interested: false,
        workTimeType: 'piecework',
        employer: 'Hotelli Aurora',
      }),
    );
  });

  it('keeps what was typed when the send fails', async () => {
    renderForm(vi.fn<(input: JobInterestForm) => Promise<unknown>>().mockRejectedValue(new Error('offline')));
    await userEvent.type(screen.getByLabelText(/Your name/), 'Olena');
    await userEvent.type(screen.getByLabelText(/Phone/), '451234502');
    await userEvent.type(screen.getByLabelText(/Email/), 'olena@example.com');
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answer could not be sent.');
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Olena');
  });

  it.each([
    [429, 'Too many answers have been sent from your network. Please try again in an hour.'],
    [404, 'This vacancy is no longer open, so your answer could not be sent.'],
  ])('says why when the forms function answers %i, keeping what was typed', async (status, message) => {
    renderForm(vi.fn<(input: JobInterestForm) => Promise<unknown>>().mockRejectedValue(new StaffApiError(status, 'refused')));
    await userEvent.type(screen.getByLabelText(/Your name/), 'Olena');
    await userEvent.type(screen.getByLabelText(/Phone/), '451234502');
    await userEvent.type(screen.getByLabelText(/Email/), 'olena@example.com');
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Olena');
  });
});
