import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymousRoles, rolesFromClaims, USERNAME_LOGIN_DOMAIN, type Roles } from '@vuoro/domain';
import auth from '@/locales/en/auth.json';
import errors from '@/locales/en/errors.json';

// Firebase and the build configuration are replaced (the unit project has neither an emulator
// nor the Vite env); the screen, its landing rules and the error mapper are real.
const signInWithEmailAndPassword = vi.fn();
const resolver = { hints: [], session: {} };
vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: (...args: unknown[]) => signInWithEmailAndPassword(...args),
  getMultiFactorResolver: () => resolver,
}));
vi.mock('@/lib/firebase', () => ({ auth: {} }));
vi.mock('@/lib/config', () => ({ config: { linkedin: null, microsoftTenant: null, federatedProvider: null, staffHosts: [] } }));
const session: { status: 'loading' | 'ready'; user: { email: string | null } | null; roles: Roles } = {
  status: 'ready',
  user: null,
  roles: anonymousRoles,
};
vi.mock('@/lib/session', () => ({ useSession: () => session }));

const { SignInPage } = await import('../components/sign-in-page');
const { takePendingMfa } = await import('../api/pending-mfa');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { auth, errors } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
beforeEach(() => {
  signInWithEmailAndPassword.mockReset();
  Object.assign(session, { status: 'ready', user: null, roles: anonymousRoles });
});
afterEach(cleanup);

const renderAt = (url: string) => {
  window.history.replaceState(null, '', url);
  return render(
    <I18nextProvider i18n={i18n}>
      <SignInPage variant="default" />
    </I18nextProvider>,
  );
};

async function submit(identifier: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email or username'), identifier);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', () => {
  it('hands a second-factor sign-in to /login/multifactor with the resolver and the safe next', async () => {
    signInWithEmailAndPassword.mockRejectedValue({ code: 'auth/multi-factor-auth-required' });
    renderAt('/login?next=%2Ftalents');
    await submit('reija.rekrytoija@demo.vuoro.fi', 'Vuoro-demo-2026');
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login/multifactor'));
    expect(window.location.search).toBe('?next=%2Ftalents');
    expect(takePendingMfa()).toEqual({ resolver, next: '/talents' });
  });

  it("maps Firebase's wrong-credentials error to 'Login failed.' through the one mapper", async () => {
    signInWithEmailAndPassword.mockRejectedValue({ code: 'auth/invalid-credential' });
    renderAt('/login');
    await submit('aino.virtanen@demo.vuoro.fi', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed.');
    expect(window.location.pathname).toBe('/login');
  });

  it('sends a signed-in user on to their home, or an old username account to /verify?migrate=1', async () => {
    Object.assign(session, { user: { email: 'reija.rekrytoija@demo.vuoro.fi' }, roles: rolesFromClaims({ admin: true }) });
    renderAt('/login');
    await vi.waitFor(() => expect(window.location.pathname).toBe('/talents'));
    cleanup();

    Object.assign(session, { user: { email: `abc@${USERNAME_LOGIN_DOMAIN}` }, roles: rolesFromClaims({ employee: true }) });
    renderAt('/login?next=%2Fshifts%2Fupcoming');
    await vi.waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/verify?migrate=1'));
  });

  it('offers no provider buttons (and no "or") where none is configured', () => {
    renderAt('/login');
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });
});
