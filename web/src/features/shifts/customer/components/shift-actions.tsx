import { useTranslation } from 'react-i18next';
import { routes, type CustomerShiftView } from '@vuoro/domain';
import { ButtonLink } from '@/lib/ui/button';
import { AcceptShift } from './accept-shift';
import { CancelShift } from './cancel-shift';

export interface ShiftActionsProps {
  shift: CustomerShiftView;
  /** A write changed the shift: the details say so (`notice`, an i18n key) and load it again. */
  onChanged: (notice: string) => void;
}

/**
 * What the caller may do with the shift now, as the route's `can` says (a user without
 * `canEditShifts` gets no cancel or edit): accept it, edit it (`/customer/shifts/edit`), cancel it.
 */
export function ShiftActions({ shift, onChanged }: ShiftActionsProps) {
  const { t } = useTranslation('customerShifts');
  const { can } = shift;
  if (!can.accept && !can.cancel && can.edit === 'none') return null;
  return (
    <div className="flex flex-wrap items-start gap-3">
      {can.accept && <AcceptShift shift={shift} onAccepted={() => onChanged('customerShifts:accept.done')} />}
      {can.edit !== 'none' && (
        <ButtonLink variant="secondary" href={routes.customerShiftsEdit.href(undefined, { shiftId: shift.id })}>
          {t(can.edit === 'time' ? 'customerShifts:details.editTime' : 'customerShifts:details.edit')}
        </ButtonLink>
      )}
      {can.cancel && (
        <CancelShift
          shift={shift}
          onCancelled={(answer) =>
            onChanged(answer.state === 'cancelled' ? 'customerShifts:cancel.done' : 'customerShifts:cancel.requested')
          }
        />
      )}
    </div>
  );
}
