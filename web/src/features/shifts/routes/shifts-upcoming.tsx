import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { routes } from '@vuoro/domain';
import { ShiftDetails } from '../components/shift-details';
import { UpcomingShifts } from '../components/upcoming-shifts';
import { shiftListHref } from '../model';

/**
 * `/shifts/upcoming` (the staff host's landing): the employee's coming shifts by day; with
 * `?state=changesNeedConfirmation` only the changed ones. `?shiftId=` opens a shift's details on
 * this screen (the spec names the details screen but gives it no path), so back returns here.
 */
export default function ShiftsUpcomingRoute() {
  const { t } = useTranslation('shifts');
  const search = useSearch();
  const params = new URLSearchParams(search);
  const shiftId = params.get('shiftId');
  if (shiftId) {
    return (
      <ShiftDetails
        key={shiftId}
        shiftId={shiftId}
        backHref={shiftListHref(routes.shiftsUpcoming.href(), search)}
        backLabel={t('shifts:backToUpcoming')}
      />
    );
  }
  return <UpcomingShifts onlyChanged={params.get('state') === 'changesNeedConfirmation'} search={search} />;
}
