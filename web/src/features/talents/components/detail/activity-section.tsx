import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import { Button } from '@/lib/ui/button';
import type { ActivityItem } from './talent-activity';
import { Section } from './section';

/** How many lines the activity shows at first, and how many more each "Show more" adds. */
export const ACTIVITY_PAGE = 10;

export interface ActivitySectionProps {
  items: readonly ActivityItem[];
  /** Some of the sources are still loading: no "nothing yet" until all have answered. */
  loading: boolean;
  /** Lines shown; the page raises it (and reads more of the audit trail) with "Show more". */
  shown: number;
  onShowMore: () => void;
}

/** The talent's activity, newest first: one line each, who and when (Helsinki time) under it. */
export function ActivitySection({ items, loading, shown, onShowMore }: ActivitySectionProps) {
  const { t } = useTranslation(['talent']);
  const visible = useMemo(() => items.slice(0, shown), [items, shown]);
  return (
    <Section id="talent-activity" title={t('talent:activity.title')}>
      {!loading && items.length === 0 && <p className="text-slate-700">{t('talent:activity.empty')}</p>}
      {visible.length > 0 && (
        <ol className="space-y-2" aria-label={t('talent:activity.listLabel')}>
          {visible.map((item) => (
            <li key={item.id} className="border-l-2 border-slate-200 pl-3">
              <p className="break-words text-slate-900">{t(item.key, item.values)}</p>
              <p className="text-sm text-slate-700">
                {[item.who, formatDateTimeInAgencyZone(item.at)].filter(Boolean).join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      )}
      {items.length > shown && (
        <Button variant="secondary" className="mt-3" onClick={onShowMore}>
          {t('talent:activity.showMore', { count: Math.min(ACTIVITY_PAGE, items.length - shown) })}
        </Button>
      )}
    </Section>
  );
}
