import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedUser } from '@vuoro/domain';
import { isProtectedAccount, signInAs } from '../api/sign-in-as';

export interface SignInAsDialogProps {
  user: ListedUser | null;
  onClose: () => void;
  /** Called with where the new identity lands. */
  onSignedIn: (home: string) => void;
}

/**
 * Confirms acting as another identity; says that the use is recorded. A refused target (a staff
 * role or a second factor) is said in a sentence; the dialog and the list behind it stay.
 */
export function SignInAsDialog({ user, onClose, onSignedIn }: SignInAsDialogProps) {
  const { t } = useTranslation(['users', 'common', 'errors']);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<'users:signInAsProtected' | 'errors:somethingWentWrong' | null>(null);
  const confirm = async () => {
    if (!user) return;
    setBusy(true);
    setFailure(null);
    try {
      onSignedIn(await signInAs(user));
    } catch (error) {
      setFailure(isProtectedAccount(error) ? 'users:signInAsProtected' : 'errors:somethingWentWrong');
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setFailure(null);
    onClose();
  };
  return (
    <Dialog open={user !== null} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold">{t('users:signInAsTitle', { name: user?.name ?? '' })}</DialogTitle>
          <p className="mt-3 text-slate-700">{t('users:signInAsBody')}</p>
          {failure && (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-800">
              {t(failure)}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" onClick={close} className="rounded-lg border border-slate-400 px-4 py-2 font-semibold">
              {t('users:cancel')}
            </button>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={busy}
              className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {t('users:signInAsConfirm')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
