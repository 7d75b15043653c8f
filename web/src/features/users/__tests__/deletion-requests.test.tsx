import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_ACCOUNT_DELETION, type AccountDeletionRequest } from '@vuoro/domain';
import errors from '@/locales/en/errors.json';
import restoreUser from '@/locales/en/restore-user.json';
import validation from '@/locales/en/validation.json';
import { splitRequests } from '../api/account-deletion';
import { DeletionRequests } from '../components/deletion-requests';

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
    resources: { en: { 'restore-user': restoreUser, validation, errors } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
beforeEach(() => callFunction.mockReset());
afterEach(cleanup);

const request = (uid: string, extra: Partial<AccountDeletionRequest> = {}): AccountDeletionRequest => ({
  uid,
  email: `${uid}@example.com`,
  name: `Talent ${uid}`,
  status: 'requested',
  requestedAt: new Date(2026, 10, 20, 9, 30),
  ...extra,
});

function renderList(canAct: boolean, onHandled = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <DeletionRequests requests={[request('t1')]} canAct={canAct} onHandled={onHandled} />
    </I18nextProvider>,
  );
  return onHandled;
}

describe('DeletionRequests', () => {
  it('shows who asked and when; my staff get no actions', () => {
    renderList(false);
    const item = screen.getByRole('listitem', { name: 'Talent t1' });
    expect(within(item).getByText('t1@example.com')).toBeVisible();
    expect(within(item).getByText('20.11.2026')).toBeVisible();
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it("refuses a reject without a reason with 'Field is required' and sends nothing", async () => {
    renderList(true);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.type(screen.getByLabelText(/^Reason for rejecting/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject request' }));
    const reason = screen.getByLabelText(/^Reason for rejecting/);
    expect(reason).toHaveAccessibleDescription(/Field is required/);
    expect(reason).toHaveFocus();
    expect(callFunction).not.toHaveBeenCalled();
  });

  it('a failed reject says so and keeps the reason; a sent one reports back', async () => {
    callFunction.mockRejectedValueOnce(new CallableError('internal', 'boom'));
    const onHandled = renderList(true);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.type(screen.getByLabelText(/^Reason for rejecting/), 'Open payroll');
    await userEvent.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save. Check your connection and try again.');
    expect(screen.getByLabelText(/^Reason for rejecting/)).toHaveValue('Open payroll');
    expect(onHandled).not.toHaveBeenCalled();

    callFunction.mockResolvedValueOnce({ uid: 't1', status: 'rejected' });
    await userEvent.click(screen.getByRole('button', { name: 'Reject request' }));
    await waitFor(() => expect(onHandled).toHaveBeenCalledWith('Talent t1', 'rejected'));
    expect(callFunction).toHaveBeenLastCalledWith('rejectAccountDeletion', expect.anything(), {
      uid: 't1',
      reason: 'Open payroll',
    });
  });

  it('confirms only after the dialog that says what happens, and shows a refusal there', async () => {
    callFunction.mockRejectedValueOnce(new CallableError('failed-precondition', 'This request was already handled'));
    renderList(true);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deletion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account of Talent t1?' });
    expect(dialog).toHaveTextContent('can be restored within 30 days');
    expect(callFunction).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request has already been handled.');
  });

  it('says why an account with staff roles is not deleted, and where to remove them', async () => {
    callFunction.mockRejectedValueOnce(new CallableError('failed-precondition', STAFF_ACCOUNT_DELETION));
    renderList(true);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deletion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account of Talent t1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This account also has staff roles (recruiter, support, user manager, employee or customer user)',
    );
  });
});

describe('splitRequests', () => {
  it('puts waiting requests newest first and handled ones by when they were handled', () => {
    const { pending, handled } = splitRequests([
      request('old', { requestedAt: new Date(2026, 0, 1) }),
      request('new', { requestedAt: new Date(2026, 5, 1) }),
      request('r', { status: 'rejected', handledAt: new Date(2026, 3, 1) }),
      request('c', { status: 'confirmed', handledAt: new Date(2026, 4, 1) }),
    ]);
    expect(pending.map((r) => r.uid)).toEqual(['new', 'old']);
    expect(handled.map((r) => r.uid)).toEqual(['c', 'r']);
  });
});
