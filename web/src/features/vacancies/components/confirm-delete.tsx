import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/lib/ui/button';

export interface ConfirmDeleteProps {
  /** The vacancy to delete, or null when the dialog is closed. */
  name: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Delete this vacancy and its interests?" — Escape and Cancel close it. */
export function ConfirmDelete({ name, busy, onConfirm, onClose }: ConfirmDeleteProps) {
  const { t } = useTranslation('vacancies');
  return (
    <Dialog open={name !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold">{t('vacancies:admin.deleteTitle', { name })}</DialogTitle>
          <p className="mt-3 text-slate-700">{t('vacancies:admin.deleteBody')}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              {t('vacancies:admin.cancel')}
            </Button>
            <Button variant="danger" disabled={busy} onClick={onConfirm}>
              {t('vacancies:admin.delete')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
