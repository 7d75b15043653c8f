import { describe, expect, it } from 'vitest';
import { CALENDAR_EVENT, calendarDay, canCreateEvent, canEditEvent } from './calendar';

// 10 June 2025, 09:00 in Helsinki (UTC+3).
const now = new Date('2025-06-10T06:00:00Z');

describe('calendar event types', () => {
  it('"1 Shift request (shift wish), 2 Not available, 3 Shift suggestion, 4 In shift (work), 5 Rejected shift suggestion"', () => {
    expect(CALENDAR_EVENT).toEqual({
      shiftRequest: 1,
      notAvailable: 2,
      shiftSuggestion: 3,
      inShift: 4,
      rejectedShiftSuggestion: 5,
    });
  });
});

describe('calendar validation', () => {
  it("'Events can not be created to the past'", () => {
    expect(canCreateEvent(new Date('2025-06-09T12:00:00Z'), now)).toEqual({
      ok: false,
      error: 'validation:eventInPast',
    });
  });

  it('events can be created for today, even for an hour already gone, and for later days', () => {
    expect(canCreateEvent(new Date('2025-06-10T03:00:00Z'), now).ok).toBe(true);
    expect(canCreateEvent(new Date('2025-07-01T00:00:00Z'), now).ok).toBe(true);
  });

  it('counts days in the agency time zone: 23:30 UTC on the 9th is already the 10th in Helsinki', () => {
    expect(calendarDay(new Date('2025-06-09T23:30:00Z'))).toBe('2025-06-10');
    expect(canCreateEvent(new Date('2025-06-09T23:30:00Z'), now).ok).toBe(true);
  });

  it("'Past events can not be edited'", () => {
    expect(canEditEvent({ type: CALENDAR_EVENT.notAvailable, start: new Date('2025-06-01T08:00:00Z') }, now)).toEqual({
      ok: false,
      error: 'validation:pastEventNotEditable',
    });
    expect(canEditEvent({ type: CALENDAR_EVENT.shiftRequest, start: new Date('2025-06-11T08:00:00Z') }, now).ok).toBe(true);
  });

  it('shift suggestions and shifts come from the agency and are not edited as calendar events', () => {
    for (const type of [CALENDAR_EVENT.shiftSuggestion, CALENDAR_EVENT.inShift, CALENDAR_EVENT.rejectedShiftSuggestion]) {
      expect(canEditEvent({ type, start: new Date('2025-06-20T08:00:00Z') }, now)).toEqual({
        ok: false,
        error: 'validation:calendarEventNotEditable',
      });
    }
  });
});
