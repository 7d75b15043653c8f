import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { DeskShiftView } from '@vuoro/domain';
import { formatAgencyTimeRange, formatCurrency } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { DefinitionList } from '@/lib/ui/definition-list';
import { dayDate, type DeskAction } from '../model';
import { AssignPanel } from './assign-panel';
import { ConfirmPanel } from './confirm-panel';
import { SettlePanel } from './settle-panel';
import { SuggestPanel } from './suggest-panel';
import { useWorkDataNames } from '@/lib/work-data-names';

export interface DeskActionDialogProps {
  action: DeskAction;
  shift: DeskShiftView;
  onClose: () => void;
  /** The action was saved; `text` says what happened, in the user's language. */
  onSaved: (text: string) => void;
}

/** A desk action on one shift, in a modal dialog naming the shift; Escape or Back closes it, nothing saved. */
export function DeskActionDialog({ action, shift, onClose, onSaved }: DeskActionDialogProps) {
  const { t, i18n } = useTranslation('desk');
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const { titleName } = useWorkDataNames();
  const panel = { shift, onSaved, onCancel: onClose };
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-2 sm:p-4">
        <DialogPanel className="max-h-[95vh] w-full max-w-xl overflow-y-auto rounded-xl bg-white p-4 shadow-xl sm:p-6">
          <DialogTitle className="text-lg font-bold">{t(`desk:dialog.${action}`)}</DialogTitle>
          <DefinitionList
            layout="wide"
            className="mt-3"
            items={[
              { term: t('desk:col.place'), value: `${shift.customer.name}, ${shift.placeOfWork.name}` },
              { term: t('desk:col.time'), value: `${dayDate(shift.day)} ${formatAgencyTimeRange(shift.start, shift.end)}` },
              { term: t('desk:col.title'), value: titleName(shift.professionTitle) },
              { term: t('desk:contactPerson'), value: shift.contactPerson },
              {
                term: t('desk:costEstimate'),
                value: shift.costEstimate === null ? null : formatCurrency(shift.costEstimate, language),
              },
            ]}
          />
          <div className="mt-4">
            {action === 'assign' && <AssignPanel {...panel} />}
            {action === 'suggest' && <SuggestPanel {...panel} />}
            {action === 'settle' && <SettlePanel {...panel} />}
            {(action === 'process' || action === 'approve') && <ConfirmPanel action={action} {...panel} />}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
