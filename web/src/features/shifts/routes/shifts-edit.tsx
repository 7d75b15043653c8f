import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { firestoreDocId, routes } from '@vuoro/domain';
import { LoadFailed } from '@/lib/ui/load-failed';
import { MarkShiftEdit } from '../components/mark-shift-edit';
import { MarkShiftPage } from '../components/mark-shift-page';

/** `/shifts/edit?shiftId=`: a shift the employee recorded, in the MarkShift form. */
export default function ShiftsEditRoute() {
  const { t } = useTranslation(['shifts', 'common', 'errors']);
  const shiftId = new URLSearchParams(useSearch()).get('shiftId') ?? '';
  if (!firestoreDocId.safeParse(shiftId).success) {
    // No shift named (or not a shift id): the same answer as the route's for a shift not found.
    return (
      <MarkShiftPage
        title={t('common:screens.shiftsEdit')}
        backHref={routes.shiftsDone.href()}
        backLabel={t('shifts:backToDone')}
      >
        <LoadFailed error={null} message={t('errors:shiftNotFound')} className="mt-4" />
      </MarkShiftPage>
    );
  }
  return <MarkShiftEdit key={shiftId} shiftId={shiftId} />;
}
