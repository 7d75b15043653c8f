import { getCalendarShift } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/**
 * A shift opened from the calendar (GET /v1/Shift/Calendar/Shift): the caller's own, or one
 * suggested to them, with the event type it has there. `null`: none opened.
 */
export function useCalendarShift(shiftId: string | null) {
  return useEndpoint(getCalendarShift, shiftId ? { query: { shiftId } } : null);
}
