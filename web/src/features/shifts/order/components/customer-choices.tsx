import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignedOut } from '@/lib/api-error';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { useCreateCustomerShiftData } from '../api/get-create-customer-shift-data';
import type { ShiftChoices } from '../model';

export interface CustomerChoicesProps {
  /** The form, once its choices are there and the caller may edit shifts. */
  children: (choices: ShiftChoices) => ReactNode;
}

/**
 * Loads the order and report forms' choices. A user without the right to edit shifts sees why
 * and whom to ask instead of a form they could not send; a customer without places has nothing to order for.
 */
export function CustomerChoices({ children }: CustomerChoicesProps) {
  const { t } = useTranslation('shiftOrder');
  const choices = useCreateCustomerShiftData();
  if (choices.status === 'error' && !choices.data) {
    return isSignedOut(choices.error) ? null : <LoadFailed error={choices.error} retry={choices.retry} className="mt-4" />;
  }
  if (!choices.data) {
    return (
      <p className="mt-4 text-slate-700" aria-live="polite">
        {t('shiftOrder:loadingChoices')}
      </p>
    );
  }
  if (!choices.data.canEditShifts) {
    return (
      <Notice tone="info" className="mt-4">
        {t('shiftOrder:noRights')}
      </Notice>
    );
  }
  if (choices.data.placesOfWork.length === 0) {
    return (
      <Notice tone="info" className="mt-4">
        {t('shiftOrder:noPlaces')}
      </Notice>
    );
  }
  return <>{children(choices.data)}</>;
}
