import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import auth from '@/locales/en/auth.json';
import errors from '@/locales/en/errors.json';
import validation from '@/locales/en/validation.json';
import FirstLoginDialog from '../components/first-login-dialog';
import { ResetPasswordForm } from '../components/reset-password-form';

// The network answers as the Staff API does over its rate limits (429 tooMany) or not (204);
// the screens, their API calls and the translations are real.
let status = 204;
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { auth, errors, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      status === 204
        ? new Response(null, { status })
        : new Response(JSON.stringify({ error: 'Too many requests', code: 'tooMany' }), { status }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderIn = (ui: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('the emails anyone may ask for, over the rate limit', () => {
  it.each([204, 429])('the reset form answers %i truthfully', async (answer) => {
    status = answer;
    renderIn(<ResetPasswordForm id="reset" initialIdentifier="aino@demo.vuoro.fi" onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: auth.reset.submit }));
    if (answer === 429) {
      expect(await screen.findByRole('alert')).toHaveTextContent(errors.tooManyAttempts);
      expect(screen.queryByText(auth.reset.sent)).toBeNull();
    } else expect(await screen.findByText(auth.reset.sent)).toBeInTheDocument();
  });

  it.each([204, 429])('the first sign-in link dialog answers %i truthfully', async (answer) => {
    status = answer;
    renderIn(<FirstLoginDialog open onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText(auth.firstLogin.email), 'uusi@demo.vuoro.fi');
    await userEvent.click(screen.getByRole('button', { name: auth.firstLogin.submit }));
    if (answer === 429) {
      expect(await screen.findByRole('alert')).toHaveTextContent(errors.tooManyAttempts);
      expect(screen.queryByText(auth.firstLogin.sent)).toBeNull();
    } else expect(await screen.findByText(auth.firstLogin.sent)).toBeInTheDocument();
  });
});
