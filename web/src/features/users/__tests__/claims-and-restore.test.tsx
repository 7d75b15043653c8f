import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import claims from '@/locales/en/claims.json';
import errors from '@/locales/en/errors.json';
import restoreUser from '@/locales/en/restore-user.json';
import validation from '@/locales/en/validation.json';
import { ClaimsEditor } from '../components/claims-editor';
import type { DeletedTalent } from '../api/account-deletion';
import { DeletedTalents } from '../components/deleted-talents';

/** The callable client is the only back end these components reach; each test says what it answers. */
const callFunction = vi.hoisted(() => vi.fn());
vi.mock('@/lib/callable', () => {
  class CallableError extends Error {
    constructor(
      readonly code: string,
      message: string,
      readonly issues: { path: string; message: string }[] = [],
    ) {
      super(message);
    }
  }
  return { CallableError, callFunction };
});
const { CallableError } = await import('@/lib/callable');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { claims, errors, 'restore-user': restoreUser, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
beforeEach(() => callFunction.mockReset());
afterEach(cleanup);

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const account = { uid: 'u1', email: 'sanna@example.com', displayName: 'Sanna', disabled: false, claims: { my: true } };

describe('ClaimsEditor', () => {
  it('saving is announced busy, a second press saves nothing more, and a refusal says why with the boxes as ticked', async () => {
    const call = deferred<unknown>();
    callFunction.mockReturnValueOnce(call.promise);
    render(
      <I18nextProvider i18n={i18n}>
        <ClaimsEditor account={account} selfUid="me" />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /^Admin/ }));
    const save = screen.getByRole('button', { name: 'Save roles' });
    await user.click(save);
    const busy = screen.getByRole('button', { name: 'Saving…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(callFunction).toHaveBeenCalledOnce();
    call.reject(new CallableError('permission-denied', 'no'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an admin can change roles.');
    expect(screen.getByRole('checkbox', { name: /^Admin/ })).toBeChecked();
  });

  it('a saved patch says the roles it gives', async () => {
    callFunction.mockResolvedValueOnce({ uid: 'u1', claims: { my: true, admin: true } });
    render(
      <I18nextProvider i18n={i18n}>
        <ClaimsEditor account={account} selfUid="me" />
      </I18nextProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save roles' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Roles saved: .+\. The user gets the new roles/);
  });
});

describe('DeletedTalents', () => {
  const deleted: DeletedTalent = {
    uid: 't1',
    deletedBy: 'admin-1',
    name: 'Aino Virtanen',
    email: 'aino@example.com',
    deletedAt: '2026-11-20T09:00:00.000Z',
    restorableUntil: '2026-12-20T09:00:00.000Z',
  };

  it('a restore is announced busy, runs once, and a failure says so and lets the admin try again', async () => {
    const call = deferred<unknown>();
    callFunction.mockReturnValueOnce(call.promise);
    const onRestored = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <DeletedTalents talents={[deleted]} canAct onRestored={onRestored} />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    const busy = screen.getByRole('button', { name: 'Restoring…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(callFunction).toHaveBeenCalledOnce();
    call.reject(new CallableError('failed-precondition', 'too late'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This talent can no longer be restored: the 30 days have passed.');
    expect(screen.getByRole('button', { name: 'Restore' })).not.toHaveAttribute('aria-busy');
    expect(onRestored).not.toHaveBeenCalled();
  });
});
