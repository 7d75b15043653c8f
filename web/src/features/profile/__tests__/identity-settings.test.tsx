import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import account from '@/locales/en/account.json';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import validation from '@/locales/en/validation.json';
import type * as ChangePasswordApi from '../api/change-password';
import type * as UpdateEmailApi from '../api/update-email';

const user = { email: 'eero.nieminen@demo.vuoro.fi' };
const session = { status: 'ready', user, roles: {}, actingAs: false, refresh: async () => undefined };
vi.mock('@/lib/session', () => ({ useSession: () => session }));

const updateEmail = vi.fn();
const changePassword = vi.fn();
vi.mock('../api/update-email', async (importOriginal) => ({
  ...(await importOriginal<typeof UpdateEmailApi>()),
  updateEmail: (...args: unknown[]) => updateEmail(...args),
}));
vi.mock('../api/change-password', async (importOriginal) => ({
  ...(await importOriginal<typeof ChangePasswordApi>()),
  changePassword: (...args: unknown[]) => changePassword(...args),
}));

const { StaffApiError } = await import('@/lib/staff-api');
const { ChangeEmailForm, ChangePasswordForm, IdentitySettings } = await import('../components/identity-settings');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { account, common, errors, validation } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
beforeEach(() => {
  session.actingAs = false;
  updateEmail.mockReset();
  changePassword.mockReset();
});
afterEach(cleanup);

const renderIn = (ui: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('change email', () => {
  it('refuses an invalid new email, the same email and a mismatching confirmation, in the spec’s words', async () => {
    renderIn(<ChangeEmailForm />);
    const ue = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save email' });
    expect(screen.getByLabelText('Current email')).toHaveValue(user.email);

    await ue.type(screen.getByLabelText('New email'), 'not-an-email');
    await ue.click(save);
    expect(screen.getByText('New email is invalid')).toBeInTheDocument();

    await ue.clear(screen.getByLabelText('New email'));
    await ue.type(screen.getByLabelText('New email'), 'EERO.nieminen@demo.vuoro.fi');
    await ue.click(save);
    expect(screen.getByText('New email cannot be the same as the old email.')).toBeInTheDocument();

    await ue.clear(screen.getByLabelText('New email'));
    await ue.type(screen.getByLabelText('New email'), 'eero@example.fi');
    await ue.type(screen.getByLabelText('New email again'), 'eero@example.com');
    await ue.click(save);
    expect(screen.getByText('Emails do not match')).toBeInTheDocument();
    expect(updateEmail).not.toHaveBeenCalled();
  });

  it('saves, says so, and keeps what was typed when saving fails', async () => {
    renderIn(<ChangeEmailForm />);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('New email'), 'eero@example.fi');
    await ue.type(screen.getByLabelText('New email again'), 'eero@example.fi');
    updateEmail.mockRejectedValueOnce(new Error('down'));
    await ue.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save');
    expect(screen.getByLabelText('New email')).toHaveValue('eero@example.fi');

    updateEmail.mockResolvedValueOnce(undefined);
    await ue.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a link to eero@example.fi. Your sign-in email changes when you open it.',
    );
    expect(updateEmail).toHaveBeenLastCalledWith(user, 'eero@example.fi');
  });

  it('tells a session not signed in with its own password (LinkedIn, "Sign in as") how to change the email', async () => {
    renderIn(<ChangeEmailForm />);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('New email'), 'eero@example.fi');
    await ue.type(screen.getByLabelText('New email again'), 'eero@example.fi');
    updateEmail.mockRejectedValueOnce(new StaffApiError(403, 'customTokenSession'));
    await ue.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'To change your email, sign in with your own email and password first.',
    );
  });
});

describe('change password', () => {
  it('ticks the five rules live, and refuses a weak password and a differing confirmation', async () => {
    renderIn(<ChangePasswordForm />);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('Current password'), 'Vanha-1!');
    await ue.type(screen.getByLabelText('New password'), 'lyhyt');
    expect(screen.getByText('At least one lowercase letter')).toHaveTextContent('(met)');
    expect(screen.getByText('At least 8 characters')).toHaveTextContent('(not met yet)');
    await ue.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText('This password does not meet all the requirements')).toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 6 letters')).not.toBeInTheDocument();

    await ue.clear(screen.getByLabelText('New password'));
    await ue.type(screen.getByLabelText('New password'), 'Uusi-Salasana-2');
    await ue.type(screen.getByLabelText('New password again'), 'Uusi-Salasana-3');
    await ue.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText('Passwords differ')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("a wrong current password says 'Incorrect password' and keeps the fields", async () => {
    renderIn(<ChangePasswordForm />);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('Current password'), 'Vaara-1!');
    await ue.type(screen.getByLabelText('New password'), 'Uusi-Salasana-2');
    await ue.type(screen.getByLabelText('New password again'), 'Uusi-Salasana-2');
    changePassword.mockRejectedValueOnce(new StaffApiError(400, 'incorrectPassword'));
    await ue.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save');
    expect(screen.getByLabelText('New password')).toHaveValue('Uusi-Salasana-2');
    expect(changePassword).toHaveBeenCalledWith(
      user,
      expect.objectContaining({ oldPassword: 'Vaara-1!', password: 'Uusi-Salasana-2' }),
    );
  });
});

describe('a "Sign in as" session', () => {
  it("says that the email, password and second factor are the person's own, and offers no form to change them", () => {
    session.actingAs = true;
    renderIn(<IdentitySettings />);
    expect(screen.getByText(/belong to the person alone/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save email' })).toBeNull();
    expect(screen.queryByLabelText('New email')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Multi-factor authentication' })).toBeNull();
  });

  it("shows the forms in the person's own session", () => {
    renderIn(<IdentitySettings />);
    expect(screen.getByRole('button', { name: 'Save email' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Multi-factor authentication' })).toBeInTheDocument();
    expect(screen.queryByText(/belong to the person alone/)).toBeNull();
  });
});
