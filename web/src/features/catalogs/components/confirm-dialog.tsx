import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/lib/ui';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Label of the confirming (danger) button; absent: the dialog only informs and has a Close button. */
  confirmLabel?: string | undefined;
  busy?: boolean;
  onConfirm?: () => void;
  onClose: () => void;
}

/** A modal question (delete?) or notice (cannot delete: in use); Escape and Cancel close it. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation(['catalogs', 'common']);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
          <div className="mt-3 text-slate-700">{children}</div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              {confirmLabel ? t('catalogs:cancel') : t('catalogs:close')}
            </Button>
            {confirmLabel && (
              <Button variant="danger" busy={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
