import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MultiFactorResolver } from 'firebase/auth';
import auth from '@/locales/en/auth.json';
import errors from '@/locales/en/errors.json';

// Firebase itself is replaced (the unit project has no emulator); everything of ours is real.
const signOut = vi.fn<() => Promise<void>>();
vi.mock('@/lib/firebase', () => ({ auth: {} }));
vi.mock('firebase/auth', () => ({ signOut: () => signOut() }));

const { signOutEverywhere } = await import('../api/sign-out');
const { setPendingMfa, takePendingMfa } = await import('../api/pending-mfa');
const { default: SignoutRoute } = await import('../routes/signout');
const { SignedOutNotice } = await import('../components/signed-out');

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
  signOut.mockReset();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/signout');
});
afterEach(cleanup);

describe('signOutEverywhere', () => {
  it("signs out and forgets the sign-in's traces, leaving other stored choices alone", async () => {
    signOut.mockResolvedValue();
    localStorage.setItem('vuoro.linkEmail', 'aino.virtanen@demo.vuoro.fi');
    localStorage.setItem('vuoro.language', 'fi');
    sessionStorage.setItem('vuoro.linkedinSignIn', '{"state":"abc"}');
    sessionStorage.setItem('vuoro.microsoftRedirect', '1');
    sessionStorage.setItem('other.key', 'kept');
    setPendingMfa({} as MultiFactorResolver, '/talents');

    await signOutEverywhere();

    expect(signOut).toHaveBeenCalledOnce();
    expect(localStorage.getItem('vuoro.linkEmail')).toBeNull();
    expect(localStorage.getItem('vuoro.language')).toBe('fi');
    expect(sessionStorage.getItem('vuoro.linkedinSignIn')).toBeNull();
    expect(sessionStorage.getItem('vuoro.microsoftRedirect')).toBeNull();
    expect(sessionStorage.getItem('other.key')).toBe('kept');
    expect(takePendingMfa()).toBeNull();
  });

  it('keeps the traces when Firebase could not sign out (the user is still signed in)', async () => {
    signOut.mockRejectedValue(new Error('network'));
    localStorage.setItem('vuoro.linkEmail', 'aino.virtanen@demo.vuoro.fi');
    await expect(signOutEverywhere()).rejects.toThrow();
    expect(localStorage.getItem('vuoro.linkEmail')).toBe('aino.virtanen@demo.vuoro.fi');
  });
});

describe('/signout', () => {
  const renderRoute = () =>
    render(
      <I18nextProvider i18n={i18n}>
        <SignoutRoute />
      </I18nextProvider>,
    );

  it("says 'Sign out failed! Try again later' and signs out on retry, then goes to /login", async () => {
    signOut.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce();
    renderRoute();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign out failed! Try again later');
    expect(window.location.pathname).toBe('/signout');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(signOut).toHaveBeenCalledTimes(2);
  });

  it('says it is signing out while it does', () => {
    signOut.mockReturnValue(new Promise(() => undefined));
    renderRoute();
    expect(screen.getByRole('status')).toHaveTextContent('Signing out…');
  });

  it('lands on /login of the same site, which says "You have signed out." (issue 23, item 16)', async () => {
    signOut.mockResolvedValue();
    const host = window.location.host;
    renderRoute();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.host).toBe(host);
    cleanup();
    render(
      <I18nextProvider i18n={i18n}>
        <SignedOutNotice />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('You have signed out.');
  });

  it('says nothing on a /login opened any other way', () => {
    window.history.replaceState(null, '', '/login');
    render(
      <I18nextProvider i18n={i18n}>
        <SignedOutNotice />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
