import { useTranslation } from 'react-i18next';
import { useRoute, useSearch } from 'wouter';
import { routes } from '@vuoro/domain';
import { MessagePage } from '@/lib/ui/actions';
import { CalendarScreen } from '../components/calendar-screen';
import { readCalendarParams } from '../model';

/**
 * `/calendar/:year/:month/:w?` (`w`: an ISO week of the month, the week view) and its child
 * route `edit` (`?day=` adds an entry on a day, `?eventId=` edits one): the employee's calendar.
 */
export default function CalendarRoute() {
  const { t } = useTranslation('calendar');
  const search = useSearch();
  const [isEdit, editParams] = useRoute(routes.calendarEdit.path);
  const [, monthParams] = useRoute(routes.calendar.path);
  const params = (isEdit ? editParams : monthParams) as Partial<Record<'year' | 'month' | 'w', string>> | null;
  const parsed = readCalendarParams(params ?? {});
  if (!parsed) return <MessagePage title={t('calendar:badMonth')} body={t('calendar:badMonthBody')} />;
  return <CalendarScreen year={parsed.year} month={parsed.month} w={parsed.w} edit={isEdit} search={search} />;
}
