import type { calendarContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import { addNotAvailable, addShiftRequest, deleteNotAvailableEvent, deleteShiftRequestEvent, editEvent } from './events';
import { feedStatus, makeFeed, revokeFeed } from './feed';
import { showFeed } from './feed-address';
import { calendarMonth } from './month';

/** `/v1/Calendar/...`: one handler per contract of `calendarContracts` (domain/src/api/staff/calendar.ts). */
export const calendarHandlers: Handlers<typeof calendarContracts> = {
  getCalendarMonth: calendarMonth,
  putAddNotAvailable: addNotAvailable,
  putAddShiftRequest: addShiftRequest,
  putEditCalendarEvent: editEvent,
  deleteNotAvailable: deleteNotAvailableEvent,
  deleteShiftRequest: deleteShiftRequestEvent,
  // Our extension, not in spec section 7: the employee's calendar feed address.
  getCalendarFeed: feedStatus,
  getCalendarFeedAddress: showFeed,
  putCalendarFeed: makeFeed,
  deleteCalendarFeed: revokeFeed,
};
