import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agencyDayStart, formatAgencyDate, routes, type CustomerShiftView } from '@vuoro/domain';
import { isNotFound, isSignedOut } from '@/lib/api-error';
import { formatAgencyTimeRange } from '@/lib/format';
import { DefinitionList } from '@/lib/ui/definition-list';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { PageHeader } from '@/lib/ui/page-header';
import { useCustomerShiftEdit } from '../api/get-customer-shift-edit';
import { updateCustomerShift } from '../api/update-customer-shift';
import { notEditableReason } from '../edit-model';
import { EditForm } from './edit-form';
import { useWorkDataNames } from '@/lib/work-data-names';

export interface EditScreenProps {
  /** A shift id, or null when the address names none (answered like a shift not found). */
  shiftId: string | null;
}

/**
 * `/customer/shifts/edit?shiftId=`: the shift, and its form as far as it may change now. 'Shift
 * not found' for a missing shift or another customer's, 'Could not load shift' with a retry for
 * any other failure; a shift that cannot change says why, with nothing to fill in vain.
 */
export function EditScreen({ shiftId }: EditScreenProps) {
  const { t } = useTranslation(['shiftOrder', 'common', 'errors']);
  return (
    <section className="mx-auto max-w-2xl px-4 py-6">
      <PageHeader
        title={t('common:screens.customerShiftsEdit')}
        back={{ href: routes.customerShifts.href(), label: t('shiftOrder:backToList') }}
      />
      {shiftId ? (
        <EditLoaded shiftId={shiftId} />
      ) : (
        <LoadFailed error={null} message={t('errors:shiftNotFound')} className="mt-4" />
      )}
    </section>
  );
}

function EditLoaded({ shiftId }: { shiftId: string }) {
  const { t } = useTranslation(['shiftOrder', 'errors', 'shifts', 'labels', 'validation']);
  const { titleName } = useWorkDataNames();
  const edit = useCustomerShiftEdit(shiftId);
  const [saved, setSaved] = useState<CustomerShiftView | null>(null);
  if (edit.status === 'error' && !edit.data) {
    if (isSignedOut(edit.error)) return null;
    const notFound = isNotFound(edit.error);
    return (
      <LoadFailed
        error={edit.error}
        message={t(notFound ? 'errors:shiftNotFound' : 'shifts:mark.couldNotOpen')}
        {...(!notFound && { retry: edit.retry })}
        className="mt-4"
      />
    );
  }
  if (!edit.data) {
    return (
      <p className="mt-4 text-slate-700" aria-live="polite">
        {t('shifts:loadingShift')}
      </p>
    );
  }
  const { shift } = edit.data;
  const kind = shift.can.edit;
  return (
    <div className="mt-4 space-y-4">
      <DefinitionList
        layout="wide"
        items={[
          { term: t('shiftOrder:field.placeOfWorkId'), value: shift.placeOfWork.name },
          { term: t('shiftOrder:field.professionTitleId'), value: titleName(shift.professionTitle) },
          {
            term: t('shiftOrder:edit.when'),
            value: `${formatAgencyDate(agencyDayStart(shift.day) ?? new Date(shift.start))} ${formatAgencyTimeRange(shift.start, shift.end)}`,
          },
          { term: t('shiftOrder:edit.state'), value: t(`labels:customerShiftState.${shift.state}`) },
          { term: t('shiftOrder:edit.worker'), value: shift.worker?.name },
          {
            term: t('shiftOrder:edit.agreedTime'),
            value:
              shift.timeChange === 'pendingConfirmation' && shift.originalStart && shift.originalEnd
                ? `${formatAgencyTimeRange(shift.originalStart, shift.originalEnd)} · ${t('shiftOrder:edit.pending')}`
                : null,
          },
        ]}
      />
      {saved && (
        <Notice tone="success">
          {t('shifts:mark.saved')}
          {saved.timeChange === 'pendingConfirmation' && ` ${t('shiftOrder:edit.sentToEmployee')}`}
        </Notice>
      )}
      {kind === 'none' ? (
        <Notice tone="info">
          <p className="font-semibold">{t('validation:shiftNotEditable')}</p>
          <p>{t(notEditableReason(shift, new Date()))}</p>
        </Notice>
      ) : (
        <EditForm
          key={edit.data.form.updatedAt ?? 'first'}
          edit={edit.data}
          kind={kind}
          onReload={() => {
            setSaved(null);
            edit.retry();
          }}
          onSave={async (body) => {
            const answer = await updateCustomerShift(body);
            setSaved(answer.shift);
            edit.retry();
          }}
        />
      )}
    </div>
  );
}
