import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskShiftView } from '@vuoro/domain';
import { formatDayHeading, formatHours } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { timeRange, type DeskAction } from '../model';
import { DeskRowActions } from './desk-row-actions';
import { ShiftStateBadge } from './shift-state-badge';

export interface DeskDayTableProps {
  /** The Helsinki day, `yyyy-MM-dd`. */
  day: string;
  shifts: DeskShiftView[];
  onAction: (action: DeskAction, shift: DeskShiftView) => void;
}

/**
 * One day's shifts as a table: time, customer and place, title, state, who works it (or to how
 * many it was suggested), a time change waiting for the employee, how it was recorded, and the
 * actions its state allows. Narrower than the table, the region scrolls sideways (keyboard too).
 */
export function DeskDayTable({ day, shifts, onAction }: DeskDayTableProps) {
  const { t, i18n } = useTranslation(['desk', 'labels']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const headingId = useId();
  const heading = `${formatDayHeading(day, language)}${day.slice(0, 4)}`;
  const head = 'px-3 py-2 text-left text-sm font-semibold text-slate-700';
  const cell = 'px-3 py-2 align-top';
  return (
    <div>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      <div
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded-lg border border-slate-300"
      >
        <table aria-labelledby={headingId} className="w-full min-w-[64rem] border-collapse">
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className={head}>
                {t('desk:col.time')}
              </th>
              <th scope="col" className={head}>
                {t('desk:col.place')}
              </th>
              <th scope="col" className={head}>
                {t('desk:col.title')}
              </th>
              <th scope="col" className={head}>
                {t('desk:col.state')}
              </th>
              <th scope="col" className={head}>
                {t('desk:col.worker')}
              </th>
              <th scope="col" className={head}>
                {t('desk:col.notes')}
              </th>
              <th scope="col" className={head}>
                {t('desk:col.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shifts.map((shift) => (
              <tr key={shift.id} className="border-t border-slate-200">
                <td className={`${cell} whitespace-nowrap`}>
                  <span className="font-semibold">{timeRange(shift.start, shift.end)}</span>
                  <span className="block text-sm text-slate-600">
                    {t('desk:hours', { time: formatHours(shift.hours, language) })}
                  </span>
                </td>
                <td className={cell}>
                  <span className="font-semibold">{shift.customer.name}</span>
                  <span className="block text-sm text-slate-700">{shift.placeOfWork.name}</span>
                </td>
                <td className={cell}>{shift.professionTitle.name}</td>
                <td className={cell}>
                  <ShiftStateBadge state={shift.state} />
                </td>
                <td className={cell}>
                  {shift.worker
                    ? shift.worker.name
                    : shift.suggestedTo > 0
                      ? t('desk:suggestedTo', { count: shift.suggestedTo })
                      : t('desk:noWorker')}
                </td>
                <td className={`${cell} text-sm`}>
                  <ShiftNotes shift={shift} />
                </td>
                <td className={cell}>
                  <DeskRowActions shift={shift} onAction={(action) => onAction(action, shift)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** What the desk should know beside the state: a time change the employee has not answered, how the shift was recorded. */
function ShiftNotes({ shift }: { shift: DeskShiftView }) {
  const { t } = useTranslation('desk');
  const pending = shift.timeChange === 'pendingConfirmation' && shift.originalStart && shift.originalEnd;
  const entry = shift.entryType === 'employeeReported' || shift.entryType === 'customerReported' ? shift.entryType : null;
  if (!pending && !entry) return null;
  return (
    <ul className="space-y-1">
      {pending && (
        <li className="text-amber-900">
          {t('desk:timeChangePending', { time: timeRange(shift.originalStart!, shift.originalEnd!) })}
        </li>
      )}
      {entry && <li>{t(`desk:entry.${entry}`)}</li>}
    </ul>
  );
}
