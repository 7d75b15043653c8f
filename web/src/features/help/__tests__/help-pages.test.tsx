import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_CENTRE_HOURS, SICK_LEAVE_PHONE_HOURS } from '@vuoro/domain';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import manual from '@/locales/en/manual.json';
import validation from '@/locales/en/validation.json';
import type * as SendApi from '../api/send-support-email';

const sendSupportEmail = vi.fn();
vi.mock('../api/send-support-email', async (importOriginal) => ({
  ...(await importOriginal<typeof SendApi>()),
  sendSupportEmail: (...args: unknown[]) => sendSupportEmail(...args),
}));

const { StaffApiError } = await import('@/lib/staff-api');
const { ContactUs } = await import('../components/contact-us');
const { openingHoursLines } = await import('../opening-hours');
const { default: FaqRoute } = await import('../routes/faq');
const { default: BetaOrOldRoute } = await import('../routes/beta-or-old');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, errors, manual, validation } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
beforeEach(() => sendSupportEmail.mockReset());
afterEach(cleanup);

const renderIn = (ui: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
/** A Staff API answer as the client throws it: the status and the answer's error code. */
const apiError = (status: number, code: string) => new StaffApiError(status, code);

describe('opening hours', () => {
  it('reads the service centre and the sick-leave phone as runs of days, in the language', () => {
    const dash = '\u2060–\u2060';
    expect(openingHoursLines(SERVICE_CENTRE_HOURS, 'en')).toEqual([
      `Mon${dash}Fri 6.00${dash}18.00`,
      'Sat 7.00' + dash + '16.00',
      'Sun 10.00' + dash + '16.00',
    ]);
    expect(openingHoursLines(SICK_LEAVE_PHONE_HOURS, 'fi')).toEqual([`ma${dash}pe 7.00${dash}16.00`]);
  });
});

describe('/faq', () => {
  it('states the spec numbers from the domain constants', () => {
    renderIn(<FaqRoute />);
    const plain = (id: string) => screen.getByTestId(id).textContent!.replace(/\u2060/g, '');
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(plain('faq-sickLeave-body')).toContain('(Mon–Fri 7.00–16.00)');
    expect(plain('faq-sickLeave-body')).toContain('within 3 days of falling ill');
    expect(plain('faq-certificates-body')).toContain('in about 7 working days');
    expect(plain('faq-holidays-body')).toContain('between 1.5. and 7.5. in one batch');
    for (const topic of ['Sick leave', 'Tax card', 'Travel invoices', 'Certificates', 'Holidays'])
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact us' })).toBeInTheDocument();
  });
});

describe('contact us', () => {
  it('shows the service centre hours and says whether it is open', () => {
    // Saturday 28 November 2026 at 12.00 in Helsinki: open 7–16.
    renderIn(<ContactUs now={new Date('2026-11-28T10:00:00Z')} />);
    const hours = within(screen.getByTestId('service-centre-hours')).getAllByRole('listitem');
    expect(hours.map((li) => li.textContent!.replace(/\u2060/g, ''))).toEqual([
      'Mon–Fri 6.00–18.00',
      'Sat 7.00–16.00',
      'Sun 10.00–16.00',
    ]);
    expect(screen.getByText('The service centre is open now.')).toBeInTheDocument();
    cleanup();
    // Sunday at 8.00 in Helsinki: opens at 10.
    renderIn(<ContactUs now={new Date('2026-11-29T06:00:00Z')} />);
    expect(screen.getByText(/The service centre is closed now/)).toBeInTheDocument();
  });

  it('refuses a message under 5 characters and an empty subject in the spec’s words, without sending', async () => {
    renderIn(<ContactUs />);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText(/^Message/), 'Hi!');
    await ue.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    expect(screen.getByText('The message must be at least 5 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveFocus();
    expect(sendSupportEmail).not.toHaveBeenCalled();
  });

  it('keeps what was typed on a failure, says which, and clears it once sent', async () => {
    renderIn(<ContactUs />);
    const ue = userEvent.setup();
    await ue.selectOptions(screen.getByLabelText('To'), 'Payroll');
    await ue.type(screen.getByLabelText(/^Subject/), 'Tax card');
    await ue.type(screen.getByLabelText(/^Message/), 'My new tax card is attached.');

    sendSupportEmail.mockRejectedValueOnce(apiError(503, 'emailSendFailed'));
    await ue.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error sending email, please try again later');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Tax card');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('My new tax card is attached.');

    sendSupportEmail.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await ue.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send message');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('My new tax card is attached.');

    sendSupportEmail.mockResolvedValueOnce({ sendTo: 'payroll', queuedAt: new Date().toISOString() });
    await ue.click(screen.getByRole('button', { name: 'Send message' }));
    expect(sendSupportEmail).toHaveBeenLastCalledWith({
      Subject: 'Tax card',
      Message: 'My new tax card is attached.',
      SendTo: 'payroll',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent.');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });
});

describe('/beta-or-old', () => {
  it('beta-or-old says what it means and offers sign-in and the manual', () => {
    renderIn(<BetaOrOldRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'New or old interface' })).toBeInTheDocument();
    expect(screen.getByText('You are using the new Vuoro.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
