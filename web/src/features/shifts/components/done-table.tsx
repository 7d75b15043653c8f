import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DoneShiftsResponse, EmployeeShiftView } from '@vuoro/domain';
import { formatAgencyTimeRange, formatHours } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { formatWeekdayDay } from '@/lib/weekday-date';
import { ariaSort, type DoneSort, type DoneView } from '../model';
import { DayLabel } from './day-label';
import { useWorkDataNames } from '@/lib/work-data-names';

export interface DoneTableProps {
  /** Already in the screen's order. */
  shifts: EmployeeShiftView[];
  totalHours: DoneShiftsResponse['totalHours'];
  view: Pick<DoneView, 'sortBy' | 'direction'>;
  onSort: (column: DoneSort) => void;
  detailsHref: (shiftId: string) => string;
}

/**
 * The done shifts as a table sortable by date (with its weekday: "ke 2.12.2026"), place and hours
 * (each header a button; the sorted one carries `aria-sort`), with the total hours. On a phone the profession and times give way.
 */
export function DoneTable({ shifts, totalHours, view, onSort, detailsHref }: DoneTableProps) {
  const { t, i18n } = useTranslation('shifts');
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const { titleName } = useWorkDataNames();
  const [now] = useState(() => new Date());
  const wide = 'hidden sm:table-cell';
  const sortHeader = (column: DoneSort, label: string, numeric = false) => {
    const sorted = ariaSort(view, column);
    return (
      <th scope="col" aria-sort={sorted} className={`p-0 ${numeric ? 'text-right' : ''}`}>
        <button
          type="button"
          onClick={() => onSort(column)}
          className={`inline-flex min-h-11 w-full items-center gap-1 px-2 font-semibold hover:bg-slate-100 ${numeric ? 'justify-end text-right' : 'text-left'}`}
        >
          {label}
          <span aria-hidden="true" className="w-3 text-brand-800">
            {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : ''}
          </span>
        </button>
      </th>
    );
  };
  return (
    <table className="mt-4 w-full border-collapse text-left">
      <caption className="sr-only">{t('shifts:doneCaption')}</caption>
      <thead className="border-b-2 border-slate-400">
        <tr>
          {sortHeader('date', t('shifts:date'))}
          {sortHeader('placeOfWork', t('shifts:placeOfWork'))}
          <th scope="col" className={`px-2 font-semibold ${wide}`}>
            {t('shifts:professionTitle')}
          </th>
          <th scope="col" className={`px-2 font-semibold ${wide}`}>
            {t('shifts:time')}
          </th>
          {sortHeader('hours', t('shifts:hours'), true)}
        </tr>
      </thead>
      <tbody>
        {shifts.map((shift) => (
          <tr key={shift.id} className="border-b border-slate-200 align-top">
            <td className="px-2 py-2 tabular-nums">
              <DayLabel day={shift.day} now={now} className="mb-1" />
              {/* The label may take a line of its own on a phone, and the weekday may go above the date
                  (a long Finnish weekday and date pushed the table 1 px past 360); '23.11.2026' has no break in it. */}
              <span>{formatWeekdayDay(shift.day, language, { year: true })}</span>
            </td>
            <td className="min-w-0 break-words px-2 py-2">
              <Link href={detailsHref(shift.id)} className="inline-block min-h-6 text-brand-800 underline underline-offset-2">
                {shift.placeOfWork.name}
              </Link>
            </td>
            <td className={`px-2 py-2 ${wide}`}>{titleName(shift.professionTitle)}</td>
            <td className={`px-2 py-2 tabular-nums ${wide}`}>{formatAgencyTimeRange(shift.start, shift.end)}</td>
            <td className="px-2 py-2 text-right tabular-nums">{formatHours(shift.hours, language)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t-2 border-slate-400 font-bold">
        <tr>
          <th scope="row" colSpan={2} className="px-2 py-2 text-left sm:hidden">
            {t('shifts:totalHours')}
          </th>
          <th scope="row" colSpan={4} className={`px-2 py-2 text-left ${wide}`}>
            {t('shifts:totalHours')}
          </th>
          <td className="px-2 py-2 text-right tabular-nums">{formatHours(totalHours, language)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
