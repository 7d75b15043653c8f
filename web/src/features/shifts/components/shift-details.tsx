import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_REPORTED_ENTRY, type EmployeeShiftView } from '@vuoro/domain';
import { formatCurrency, formatDayHeading, formatHours, keepPhonesWhole } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { isNotFound, isSignedOut } from '@/lib/api-error';
import { Notice } from '@/lib/ui/notice';
import { BackLink } from '@/lib/ui/actions';
import { LoadFailed } from '@/lib/ui/load-failed';
import { useEmployeeShift } from '../api/get-employee-shift';
import { markInfoRead } from '../api/mark-info-read';
import { shiftTimes } from '../model';
import { ownShiftStateKey } from '../own-state';
import { MarkShiftActions } from './mark-shift-actions';
import { PlaceContact } from './place-contact';
import { ShiftBadges } from './shift-badges';
import { DefinitionList } from '@/lib/ui/definition-list';
import { useWorkDataNames } from '@/lib/work-data-names';

export interface ShiftDetailsProps {
  shiftId: string;
  /** Back to the list the details were opened from, with its filter. */
  backHref: string;
  backLabel: string;
}

/**
 * A shift's details (spec: "shift details", opened from upcoming, done and the calendar): every
 * field of the shift that concerns its employee, the original time beside a changed one and the
 * info to the employee. 'Shift not found' for a missing shift or another's (the route answers the
 * same 404 for both), 'Could not load shift' with a retry for any other failure.
 */
export function ShiftDetails({ shiftId, backHref, backLabel }: ShiftDetailsProps) {
  const { t } = useTranslation(['shifts', 'errors']);
  const shift = useEmployeeShift(shiftId);
  // A shift the employee cancelled here, as the route answered it: shown without loading again.
  const [cancelled, setCancelled] = useState<EmployeeShiftView | null>(null);
  const cancelledRef = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = shift.status === 'ready';
  // Opening the details moves focus to them, so a screen reader starts at the heading.
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);
  // Opening a shift with unread info marks it read (the list's badge goes). A failure is left
  // unsaid on purpose: the info is on screen, and the next opening marks it again.
  const unreadInfo = shift.status === 'ready' && !shift.data.infoRead;
  useEffect(() => {
    if (unreadInfo) markInfoRead(shiftId).catch(() => undefined);
  }, [unreadInfo, shiftId]);

  const notFound = shift.status === 'error' && isNotFound(shift.error);
  const signedOut = shift.status === 'error' && isSignedOut(shift.error);
  return (
    <section aria-labelledby="shift-details-title" className="mx-auto max-w-3xl px-4 py-6">
      <BackLink href={backHref}>{backLabel}</BackLink>
      {cancelled ? (
        <ShiftFacts shift={cancelled} headingRef={heading} />
      ) : shift.status === 'ready' ? (
        <>
          <ShiftFacts shift={shift.data} headingRef={heading} />
          <MarkShiftActions
            shift={shift.data}
            onCancelled={(answer) => {
              setCancelled(answer);
              requestAnimationFrame(() => cancelledRef.current?.focus());
            }}
          />
        </>
      ) : (
        <h1 id="shift-details-title" className="mt-2 text-2xl font-bold">
          {t('shifts:detailsTitle')}
        </h1>
      )}
      {cancelled && (
        <div ref={cancelledRef} tabIndex={-1} className="mt-6 outline-none">
          <Notice tone="success">{t('shifts:cancel.done')}</Notice>
        </div>
      )}
      {shift.status === 'loading' && (
        <p className="mt-4 text-slate-700" aria-live="polite">
          {t('shifts:loadingShift')}
        </p>
      )}
      {shift.status === 'error' && !signedOut && (
        <LoadFailed
          error={shift.error}
          message={notFound ? t('errors:shiftNotFound') : t('errors:couldNotLoadShift')}
          {...(!notFound && { retry: shift.retry })}
          className="mt-4"
        />
      )}
    </section>
  );
}

function ShiftFacts({ shift, headingRef }: { shift: EmployeeShiftView; headingRef: React.Ref<HTMLHeadingElement> }) {
  const { t, i18n } = useTranslation(['shifts', 'labels']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const { titleName, worktimeName } = useWorkDataNames();
  const { time, original } = shiftTimes(shift);
  const rows: [string, ReactNode][] = [
    [t('shifts:date'), `${formatDayHeading(shift.day, language)}${shift.day.slice(0, 4)}`],
    [
      t('shifts:time'),
      <span key="time" className="flex flex-wrap gap-x-3 tabular-nums">
        <span>{time}</span>
        {original && <span className="text-slate-700">{t('shifts:originalTimeWas', { time: original })}</span>}
      </span>,
    ],
    [t('shifts:hours'), formatHours(shift.hours, language)],
    [t('shifts:lunchBreak'), shift.lunchBreak ? t('shifts:minutes', { count: shift.lunchBreak }) : t('shifts:noLunchBreak')],
    [t('shifts:professionTitle'), titleName(shift.professionTitle)],
    [t('shifts:customer'), shift.customer.name],
    [t('shifts:state'), t(ownShiftStateKey(shift))],
  ];
  if (shift.timeChange) rows.push([t('shifts:timeChange'), t(`labels:timeChangeState.${shift.timeChange}`)]);
  if (shift.contactPerson) rows.push([t('shifts:contactPerson'), keepPhonesWhole(shift.contactPerson)]);
  if (shift.shiftLeaderHours) rows.push([t('shifts:shiftLeaderHours'), formatHours(shift.shiftLeaderHours, language)]);
  if (shift.travelledHours) rows.push([t('shifts:travelledHours'), formatHours(shift.travelledHours, language)]);
  if (shift.worktimeFormat) rows.push([t('shifts:worktimeFormat'), worktimeName(shift.worktimeFormat)]);
  if (shift.entryType)
    rows.push([t('shifts:entryType'), shift.entryType === EMPLOYEE_REPORTED_ENTRY ? t('shifts:reportedByYou') : shift.entryType]);
  if (shift.collectiveAgreement) rows.push([t('shifts:collectiveAgreement'), shift.collectiveAgreement]);
  if (shift.wageEstimate !== null) rows.push([t('shifts:wageEstimate'), formatCurrency(shift.wageEstimate, language)]);
  if (shift.bundledShifts.length > 0)
    rows.push([t('shifts:bundle'), t('shifts:bundledShifts', { count: shift.bundledShifts.length })]);
  if (shift.notes) rows.push([t('shifts:notes'), shift.notes]);
  if (shift.personalNotes) rows.push([t('shifts:personalNotes'), shift.personalNotes]);

  return (
    <>
      <h1 id="shift-details-title" ref={headingRef} tabIndex={-1} className="mt-2 text-2xl font-bold focus:outline-none">
        {shift.placeOfWork.name}
      </h1>
      <PlaceContact place={shift.placeOfWork} className="mt-1" />
      <ShiftBadges shift={shift} className="mt-2" />
      {shift.infoToEmployee && (
        <section aria-labelledby="shift-info-title" className="mt-4 rounded-xl border border-sky-300 bg-sky-50 p-4">
          <h2 id="shift-info-title" className="font-semibold text-sky-950">
            {t('shifts:infoToEmployee')}
          </h2>
          <p className="text-sm text-sky-900">{t('shifts:writtenByCustomer')}</p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-900">{keepPhonesWhole(shift.infoToEmployee)}</p>
        </section>
      )}
      <DefinitionList layout="wide" className="mt-4" items={rows.map(([term, value]) => ({ term, value }))} />
    </>
  );
}
