import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_EVENT, formatAgencyDate, routes } from '@vuoro/domain';
import { formatAgencyTimeRange, keepPhonesWhole } from '@/lib/format';
import { LoadFailed } from '@/lib/ui/load-failed';
import { isApiError } from '@/lib/api-error';
import { useCalendarShift } from '../api/get-calendar-shift';
import { TypeSymbol } from './item-type';
import { ButtonLink } from '@/lib/ui/button';
import { DefinitionList } from '@/lib/ui/definition-list';
import { useWorkDataNames } from '@/lib/work-data-names';

export interface CalendarShiftProps {
  shiftId: string;
  /** The calendar without the opened shift. */
  closeHref: string;
}

/**
 * A suggested or rejected shift opened from the calendar (`?shiftId=`): what the employee needs
 * to decide (place, day, times, profession, lunch break, contact person, info), read from
 * Calendar/Shift, which answers for suggestions too. A live suggestion is answered where every
 * offer is (open shifts); an own shift opens its full details with its actions. 'Shift not
 * found' for a shift that is not the caller's, 'Could not load shift' for any other failure.
 */
export function CalendarShift({ shiftId, closeHref }: CalendarShiftProps) {
  const { t } = useTranslation(['calendar', 'shifts', 'labels', 'errors']);
  const { titleName } = useWorkDataNames();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const answer = useCalendarShift(shiftId);
  const data = answer.status === 'ready' ? answer.data : null;
  useEffect(() => {
    if (data) heading.current?.focus();
  }, [data]);

  if (answer.status === 'error') {
    const notFound = isApiError(answer.error, [400, 404]);
    return (
      <div className="mt-6 grid gap-3">
        <LoadFailed
          error={answer.error}
          message={notFound ? t('errors:shiftNotFound') : t('errors:couldNotLoadShift')}
          {...(notFound ? {} : { retry: answer.retry })}
        />
        <ButtonLink href={closeHref} variant="link">
          {t('calendar:shift.close')}
        </ButtonLink>
      </div>
    );
  }
  if (!data) return <p className="mt-6 text-slate-700">{t('shifts:loadingShift')}</p>;

  const { shift, eventType } = data;
  const start = new Date(shift.start);
  const end = new Date(shift.end);
  const rows: [string, string][] = [
    [t('shifts:date'), formatAgencyDate(start)],
    [t('shifts:time'), formatAgencyTimeRange(start, end)],
    [t('shifts:professionTitle'), titleName(shift.professionTitle)],
    [t('shifts:customer'), shift.customer.name],
    [t('shifts:lunchBreak'), shift.lunchBreak ? t('shifts:minutes', { count: shift.lunchBreak }) : t('shifts:noLunchBreak')],
  ];
  if (shift.contactPerson) rows.push([t('shifts:contactPerson'), keepPhonesWhole(shift.contactPerson)]);
  if (shift.infoToEmployee)
    rows.push([`${t('shifts:infoToEmployee')} · ${t('shifts:writtenByCustomer')}`, keepPhonesWhole(shift.infoToEmployee)]);
  const ownList = end > new Date() ? routes.shiftsUpcoming : routes.shiftsDone;

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        <TypeSymbol type={eventType} />
        {t(`labels:calendarEventType.${eventType}`)}
      </p>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mt-1 text-lg font-bold text-slate-900 focus:outline-none">
        {shift.placeOfWork.name}
      </h2>
      <DefinitionList className="mt-3" items={rows.map(([term, value]) => ({ term, value }))} />
      {eventType === CALENDAR_EVENT.shiftSuggestion && <p className="mt-3 text-slate-700">{t('calendar:shift.answerThere')}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        {eventType === CALENDAR_EVENT.shiftSuggestion && (
          <ButtonLink href={routes.openShifts.href({ skip: 0, take: 10 })}>{t('calendar:shift.toOpenShifts')}</ButtonLink>
        )}
        {eventType === CALENDAR_EVENT.inShift && (
          <ButtonLink href={ownList.href(undefined, { shiftId: shift.id })}>{t('calendar:shift.toDetails')}</ButtonLink>
        )}
        <ButtonLink href={closeHref} variant="secondary">
          {t('calendar:shift.close')}
        </ButtonLink>
      </div>
    </section>
  );
}
