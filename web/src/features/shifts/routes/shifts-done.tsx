import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { routes } from '@vuoro/domain';
import { DoneShifts } from '../components/done-shifts';
import { ShiftDetails } from '../components/shift-details';
import { readDoneView, shiftListHref } from '../model';

/**
 * `/shifts/done`: the employee's completed shifts by place and period, sortable, with the total
 * hours. `?shiftId=` opens a shift's details here (the spec gives the details screen no path).
 */
export default function ShiftsDoneRoute() {
  const { t } = useTranslation('shifts');
  const search = useSearch();
  const shiftId = new URLSearchParams(search).get('shiftId');
  // "Today" is read once per address: the default period does not move while the screen is open.
  const view = useMemo(() => readDoneView(search, new Date()), [search]);
  if (shiftId) {
    return (
      <ShiftDetails
        key={shiftId}
        shiftId={shiftId}
        backHref={shiftListHref(routes.shiftsDone.href(), search)}
        backLabel={t('shifts:backToDone')}
      />
    );
  }
  return <DoneShifts view={view} search={search} />;
}
