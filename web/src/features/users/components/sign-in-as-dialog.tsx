import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { ListedUser } from '@vuoro/domain';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
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
  const action = useEndpointAction(signInAs, {
    failure: (error) => (isProtectedAccount(error) ? 'users:signInAsProtected' : 'errors:somethingWentWrong'),
    onSuccess: (home) => onSignedIn(home),
  });
  const close = () => {
    action.reset();
    onClose();
  };
  return (
    <Dialog open={user !== null} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold">{t('users:signInAsTitle', { name: user?.name ?? '' })}</DialogTitle>
          <p className="mt-3 text-slate-700">{t('users:signInAsBody')}</p>
          {action.notice && (
            <Notice tone={action.notice.tone} className="mt-3">
              {action.notice.text}
            </Notice>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={close}>
              {t('users:cancel')}
            </Button>
            <Button busy={action.busy} onClick={() => void (user && action.run(user))}>
              {t('users:signInAsConfirm')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
