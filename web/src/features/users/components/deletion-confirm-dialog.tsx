import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { DELETED_TALENT_RESTORE_DAYS } from '@vuoro/domain';
import { Notice } from '@/lib/ui/notice';
import { Button } from '@/lib/ui/button';

export interface DeletionConfirmDialogProps {
  /** Whose account; null closes the dialog. */
  who: string | null;
  busy: boolean;
  /** An i18n key of the last failure, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Says what a confirmed deletion does (and that it can be undone for 30 days) before it is done. */
export function DeletionConfirmDialog({ who, busy, error, onConfirm, onClose }: DeletionConfirmDialogProps) {
  const { t } = useTranslation(['restore-user', 'validation', 'errors']);
  return (
    <Dialog open={who !== null} onClose={() => (busy ? undefined : onClose())} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold break-words">
            {t('restore-user:confirm.title', { who: who ?? '' })}
          </DialogTitle>
          <p className="mt-3 text-slate-700">{t('restore-user:confirm.body', { count: DELETED_TALENT_RESTORE_DAYS })}</p>
          {error && (
            <div className="mt-3">
              <Notice tone="error">{t(error)}</Notice>
            </div>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('restore-user:cancel')}
            </Button>
            <Button variant="danger" onClick={onConfirm} busy={busy}>
              {busy ? t('restore-user:confirm.busy') : t('restore-user:confirm.action')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
