import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import account from '@/locales/en/account.json';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import validation from '@/locales/en/validation.json';
import { requestReauth } from '../reauth';

const currentUser = { email: 'reija.rekrytoija@demo.vuoro.fi' };
vi.mock('../firebase', () => ({ auth: { currentUser } }));
const reauthenticateWithPassword = vi.fn();
const sendSignInCode = vi.fn();
const resolveWithCode = vi.fn();
vi.mock('../mfa', () => ({
  maskPhone: (p: string) => p.replace(/\*/g, '•'),
  reauthenticateWithPassword: (...a: unknown[]) => reauthenticateWithPassword(...a),
  sendSignInCode: (...a: unknown[]) => sendSignInCode(...a),
  resolveWithCode: (...a: unknown[]) => resolveWithCode(...a),
}));

const { default: ReauthDialogHost } = await import('../ui/reauth-dialog');

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
  reauthenticateWithPassword.mockReset();
  sendSignInCode.mockReset();
  resolveWithCode.mockReset();
});
afterEach(cleanup);

function mount() {
  render(
    <I18nextProvider i18n={i18n}>
      <ReauthDialogHost />
    </I18nextProvider>,
  );
  let answer!: Promise<boolean>;
  act(() => {
    answer = requestReauth();
  });
  return answer;
}

describe('the re-authentication dialog', () => {
  it('asks for the password; a wrong one says Incorrect password; the right one resolves true', async () => {
    const answer = mount();
    const ue = userEvent.setup();
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Your authentication session has expired and re-authentication is required',
    );
    reauthenticateWithPassword.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    await ue.type(screen.getByLabelText('Password'), 'väärä');
    await ue.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();

    reauthenticateWithPassword.mockResolvedValueOnce({ kind: 'done' });
    await ue.clear(screen.getByLabelText('Password'));
    await ue.type(screen.getByLabelText('Password'), 'Vuoro-demo-2026');
    await ue.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(answer).resolves.toBe(true);
    expect(reauthenticateWithPassword).toHaveBeenLastCalledWith(currentUser, 'Vuoro-demo-2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('continues with the SMS code when the account has a second factor', async () => {
    const answer = mount();
    const ue = userEvent.setup();
    const resolver = { hints: [] };
    const hint = { phoneNumber: '+*******4567' };
    reauthenticateWithPassword.mockResolvedValueOnce({ kind: 'mfa', resolver, hint });
    sendSignInCode.mockResolvedValueOnce('verification-1');
    await ue.type(await screen.findByLabelText('Password'), 'Vuoro-demo-2026');
    await ue.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Multi-factor re-authentication is required')).toBeInTheDocument();
    expect(await screen.findByText('We sent a six-digit code to +•••••••4567.')).toBeInTheDocument();

    resolveWithCode.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/invalid-verification-code' }));
    await ue.type(screen.getByLabelText('Six-digit code'), '000000');
    await ue.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Incorrect code')).toBeInTheDocument();

    resolveWithCode.mockResolvedValueOnce({});
    await ue.clear(screen.getByLabelText('Six-digit code'));
    await ue.type(screen.getByLabelText('Six-digit code'), '123456');
    await ue.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(answer).resolves.toBe(true);
    expect(resolveWithCode).toHaveBeenLastCalledWith(resolver, 'verification-1', '123456');
  });

  it('Cancel resolves false', async () => {
    const answer = mount();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});
