import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CalendarItem } from '@vuoro/domain';
import { itemTimes } from '../model';
import { TYPE_LOOK, TypeSymbol } from './item-type';

export interface CalendarItemRowProps {
  item: CalendarItem;
  /** Where the item opens (its details or its edit form); null: it opens nothing. */
  href: string | null;
  /** A grid cell's one-line chip instead of the day list's row. */
  compact?: boolean;
}

/** One item of a day: its type (symbol and name), its times (or "whole day"), its title and note. */
export function CalendarItemRow({ item, href, compact = false }: CalendarItemRowProps) {
  const { t } = useTranslation(['calendar', 'labels']);
  const type = t(`labels:calendarEventType.${item.type}`);
  const times = itemTimes(item) ?? t('calendar:wholeDay');
  const what = item.title ?? '';
  const look = `flex items-start gap-1 rounded-md border-l-4 ${TYPE_LOOK[item.type].className}`;
  if (compact) {
    const text = (
      <>
        <TypeSymbol type={item.type} />
        <span className="min-w-0 truncate">
          <span className="sr-only">{type}: </span>
          {itemTimes(item) ? `${itemTimes(item)} ` : ''}
          {what || type}
        </span>
      </>
    );
    return href ? (
      <Link href={href} className={`${look} w-full overflow-hidden px-1 py-0.5 text-xs hover:underline`}>
        {text}
      </Link>
    ) : (
      <span className={`${look} w-full overflow-hidden px-1 py-0.5 text-xs`}>{text}</span>
    );
  }
  const body = (
    <>
      <TypeSymbol type={item.type} />
      <span className="min-w-0">
        <span className="block font-semibold">
          <span>{type}</span>
          <span className="font-normal tabular-nums"> · {times}</span>
        </span>
        {what && <span className="block break-words">{what}</span>}
        {item.note && <span className="block break-words text-sm">{item.note}</span>}
      </span>
    </>
  );
  return href ? (
    <Link href={href} className={`${look} min-h-11 px-3 py-2 hover:underline`}>
      {body}
    </Link>
  ) : (
    <div className={`${look} min-h-11 px-3 py-2`}>{body}</div>
  );
}
