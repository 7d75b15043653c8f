import { useTranslation } from 'react-i18next';
import type { CalendarEventType } from '@vuoro/domain';

/**
 * The five event types (spec section 4) are told apart by a symbol and their name, and only
 * then by colour: 1 shift wish ★, 2 not available ⊘, 3 suggestion ?, 4 in shift ●, 5 rejected
 * suggestion ✕.
 */
export const TYPE_LOOK: Record<CalendarEventType, { symbol: string; className: string }> = {
  1: { symbol: '★', className: 'border-green-700 bg-green-50 text-green-900' },
  2: { symbol: '⊘', className: 'border-red-700 bg-red-50 text-red-900' },
  3: { symbol: '?', className: 'border-amber-700 bg-amber-50 text-amber-900' },
  4: { symbol: '●', className: 'border-brand-700 bg-brand-50 text-brand-900' },
  5: { symbol: '✕', className: 'border-slate-500 bg-slate-100 text-slate-800' },
};

export const CALENDAR_TYPES: readonly CalendarEventType[] = [1, 2, 3, 4, 5];

/** A type's symbol (hidden from screen readers, which hear the name). */
export function TypeSymbol({ type }: { type: CalendarEventType }) {
  return (
    <span aria-hidden="true" className="inline-block w-5 shrink-0 text-center text-base leading-6 font-bold">
      {TYPE_LOOK[type].symbol}
    </span>
  );
}

/** The legend: every type's symbol, colour and name. */
export function CalendarLegend({ className = '' }: { className?: string }) {
  const { t } = useTranslation(['calendar', 'labels']);
  return (
    <div className={className}>
      <h2 className="text-sm font-semibold text-slate-800">{t('calendar:legend')}</h2>
      <ul className="mt-1 flex flex-wrap gap-2 text-sm">
        {CALENDAR_TYPES.map((type) => (
          <li
            key={type}
            className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 ${TYPE_LOOK[type].className}`}
          >
            <TypeSymbol type={type} />
            {t(`labels:calendarEventType.${type}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
