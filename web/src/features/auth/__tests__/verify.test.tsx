import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { anonymousRoles, type Roles } from '@vuoro/domain';
import account from '@/locales/en/account.json';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import validation from '@/locales/en/validation.json';
import type * as AddUidApi from '../api/verify-add-new-staff-uid';
import type * as ApplyApi from '../api/verify-apply-action-code';
import type * as ClaimsApi from '../api/verify-wait-for-claims';
import type * as LinkApi from '../api/email-link-sign-in';
import type * as PasswordApi from '../api/verify-set-password';

/**
 * The email-link branches of /verify that the emulators cannot produce: an expired link, claims
 * that do not arrive in time, a sign-in too old to set the password, and an account without
 * employee or customer roles. Firebase and the Staff API are replaced at the api/ seam.
 */
const user = { uid: 'u1', email: 'ville@example.fi' };
const signInWithLink = vi.fn();
const addNewStaffUid = vi.fn();
const waitForStaffClaims = vi.fn();
const setNewPassword = vi.fn();
const applyEmailChange = vi.fn();

vi.mock('@/lib/session', () => ({
  useSession: () => ({ status: 'ready', user: null, roles: {}, refresh: async () => undefined }),
}));
vi.mock('@/lib/audience', () => ({ currentSide: () => 'talent' }));
vi.mock('../api/email-link-sign-in', async (original) => ({
  ...(await original<typeof LinkApi>()),
  isEmailSignInLink: () => true,
  storedLinkEmail: () => user.email,
  signInWithLink: (...a: unknown[]) => signInWithLink(...a),
}));
vi.mock('../api/verify-add-new-staff-uid', async (original) => ({
  ...(await original<typeof AddUidApi>()),
  addNewStaffUid: (...a: unknown[]) => addNewStaffUid(...a),
}));
vi.mock('../api/verify-apply-action-code', async (original) => ({
  ...(await original<typeof ApplyApi>()),
  applyEmailChange: (...a: unknown[]) => applyEmailChange(...a),
}));
vi.mock('../api/verify-wait-for-claims', async (original) => ({
  ...(await original<typeof ClaimsApi>()),
  waitForStaffClaims: (...a: unknown[]) => waitForStaffClaims(...a),
  currentRoles: async () => anonymousRoles,
}));
vi.mock('../api/verify-set-password', async (original) => ({
  ...(await original<typeof PasswordApi>()),
  setNewPassword: (...a: unknown[]) => setNewPassword(...a),
}));

const { ClaimsTimeoutError } = await import('../api/verify-wait-for-claims');
const { default: VerifyRoute } = await import('../routes/verify');

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
  for (const m of [signInWithLink, addNewStaffUid, waitForStaffClaims, setNewPassword, applyEmailChange]) m.mockReset();
  signInWithLink.mockResolvedValue(user);
  addNewStaffUid.mockResolvedValue({ claimsUpdated: true, user });
});
afterEach(cleanup);

const employee: Roles = { ...anonymousRoles, signedIn: true, employee: true };

function open(path = '/verify?mode=signIn&oobCode=abc&apiKey=k') {
  const location = memoryLocation({ path, record: true });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <VerifyRoute />
      </Router>
    </I18nextProvider>,
  );
  return location;
}

async function setPassword() {
  const ue = userEvent.setup();
  await ue.type(await screen.findByLabelText('New password'), 'Uusi-Salasana-2');
  await ue.type(screen.getByLabelText('New password again'), 'Uusi-Salasana-2');
  await ue.click(screen.getByRole('button', { name: 'Save password' }));
  return ue;
}

describe('/verify email-link sign-in', () => {
  it('an expired link says so', async () => {
    signInWithLink.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/expired-action-code' }));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The link has expired. Sign in again to get a new one.');
  });

  it('claims that do not arrive within the wait: migration taking too long', async () => {
    waitForStaffClaims.mockRejectedValueOnce(new ClaimsTimeoutError());
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Moving your account is taking too long. Log in again with your old username and password.',
    );
  });

  it('a sign-in too old to set the password: the stale-login message and a retry that lands on the home screen', async () => {
    waitForStaffClaims.mockResolvedValueOnce(employee);
    setNewPassword.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/requires-recent-login' }));
    const location = open();
    const ue = await setPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in is too old to finish this step. Try again.');
    setNewPassword.mockResolvedValueOnce(undefined);
    await ue.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/shifts/upcoming'));
    expect(setNewPassword).toHaveBeenCalledTimes(2);
  });

  it('carries on as the session AddNewstaffUID hands back: claims and the new password on it', async () => {
    const successor = { ...user };
    addNewStaffUid.mockResolvedValueOnce({ claimsUpdated: true, user: successor });
    waitForStaffClaims.mockResolvedValueOnce(employee);
    setNewPassword.mockResolvedValueOnce(undefined);
    const location = open();
    await setPassword();
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/shifts/upcoming'));
    expect(waitForStaffClaims.mock.calls[0]?.[0]).toBe(successor);
    expect(setNewPassword.mock.calls[0]?.[0]).toBe(successor);
  });

  it('neither employee nor customer: no access to the employee views', async () => {
    addNewStaffUid.mockResolvedValueOnce({ claimsUpdated: false, user });
    open();
    await setPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account does not have access to the employee views.');
  });
});

describe('/verify email change', () => {
  it('applies the link sent to the new address and says the sign-in email changed', async () => {
    applyEmailChange.mockResolvedValueOnce(undefined);
    open('/verify?mode=verifyAndChangeEmail&oobCode=change-1');
    expect(await screen.findByText('Your sign-in email is changed. From now on, sign in with the new address.')).toBeVisible();
    expect(applyEmailChange).toHaveBeenCalledWith('change-1');
  });

  it('a used or expired link says so', async () => {
    applyEmailChange.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/invalid-action-code' }));
    open('/verify?mode=verifyAndChangeEmail&oobCode=change-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('The link is outdated or has already been used.');
  });
});
