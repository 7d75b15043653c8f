import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorKey } from '@/lib/auth-errors';
import auth from '@/locales/en/auth.json';
import errors from '@/locales/en/errors.json';
import { PasswordSignInForm, type PasswordSignInFormProps } from '../components/password-sign-in-form';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { auth, errors } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

afterEach(cleanup);

function renderForm(props: Partial<PasswordSignInFormProps> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <PasswordSignInForm pending={false} error={null} onSubmit={onSubmit} {...props} />
    </I18nextProvider>,
  );
  return { onSubmit, ...view };
}

describe('PasswordSignInForm', () => {
  it('has labelled fields with the sign-in autocomplete hints', () => {
    renderForm();
    expect(screen.getByLabelText('Email or username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('submits the trimmed identifier and the password as typed', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(screen.getByLabelText('Email or username'), '  ville.vanha ');
    await userEvent.type(screen.getByLabelText('Password'), ' Vanha-Salasana-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith('ville.vanha', ' Vanha-Salasana-1');
  });

  it('asks for both fields instead of submitting an empty form', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(screen.getByLabelText('Email or username'), 'aino@demo.vuoro.fi{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email or username and your password.');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows and hides the password with a toggle button', async () => {
    renderForm();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    ['errors:loginFailed', 'Login failed.'],
    ['errors:accountLocked', 'Your account has been locked because of too many login attempt.'],
    ['errors:tooManyAttempts', 'Too many attempts. Try again later.'],
    ['errors:captchaFailed', 'Could not verify CAPTCHA. Try a different browser.'],
  ] as const)('announces %s as the spec text and keeps what was typed', async (key: ErrorKey, text) => {
    const { rerender } = renderForm();
    await userEvent.type(screen.getByLabelText('Email or username'), 'aino.virtanen@demo.vuoro.fi');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    rerender(
      <I18nextProvider i18n={i18n}>
        <PasswordSignInForm pending={false} error={key} onSubmit={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Email or username')).toHaveValue('aino.virtanen@demo.vuoro.fi');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
  });

  it('does not submit twice while a sign-in is under way', async () => {
    const { onSubmit } = renderForm({ pending: true });
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email or username'), 'a@b.fi');
    await userEvent.type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
