import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListedUser } from '@vuoro/domain';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import users from '@/locales/en/users.json';
import type * as SignInAsApi from '../api/sign-in-as';

/** The Staff API is reached through `signInAs` (api/ seam); each test says what it answers. */
const signInAs = vi.fn();
vi.mock('../api/sign-in-as', async (original) => ({
  ...(await original<typeof SignInAsApi>()),
  signInAs: (...a: unknown[]) => signInAs(...a),
}));
const { StaffApiError } = await import('@/lib/staff-api');
const { SignInAsDialog } = await import('../components/sign-in-as-dialog');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { users, common, errors } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
beforeEach(() => signInAs.mockReset());
afterEach(cleanup);

const target: ListedUser = {
  uid: 'u-admin',
  staffId: 'sp-1',
  username: null,
  email: 'reija@example.fi',
  name: 'Reija Rekrytoija',
  employee: true,
  customerIds: [],
  disabled: false,
  migrated: true,
};

describe('SignInAsDialog', () => {
  it('says in a sentence that a protected account cannot be signed in as, and stays open', async () => {
    signInAs.mockRejectedValueOnce(new StaffApiError(409, 'protectedAccount'));
    const onSignedIn = vi.fn();
    const onClose = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <SignInAsDialog user={target} onClose={onClose} onSignedIn={onSignedIn} />
      </I18nextProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in as this user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account cannot be signed in as: it has a staff role or a second sign-in factor.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
