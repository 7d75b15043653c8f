import { describe, expect, it } from 'vitest';
import { calendarItems } from './calendar';
import { staffCalendarEvent, staffShift, staffShiftSuggestion, type StaffShiftInput } from './model';
import {
  canEditReportedShift,
  choicesOfOffers,
  isDoneShift,
  isUpcomingShift,
  offerMatches,
  sortDoneShifts,
  toEmployeeShiftView,
} from './views';
import { localName } from './model';

const shift = (id: string, start: string, end: string, over: Partial<StaffShiftInput> = {}) =>
  staffShift.parse({
    id,
    date: start,
    start,
    end,
    placeOfWork: { id: 'p1', name: 'Keittiö' },
    professionTitle: { id: 't1', name: 'Kokki' },
    customer: { id: 'c1', name: 'Aurora' },
    lunchBreak: 30,
    employee: { id: 'e1', name: 'Eero' },
    state: 'filled',
    ...over,
  });

describe("the employee's view of a shift", () => {
  it('leaves out the cost estimate, counts hours less lunch, and reads unread info', () => {
    const view = toEmployeeShiftView(
      shift('s1', '2026-12-01T06:00:00Z', '2026-12-01T14:00:00Z', { costEstimate: 240, infoToEmployee: 'Ovi B' }),
    );
    expect(view).toMatchObject({ day: '2026-12-01', hours: 7.5, infoRead: false });
    expect(view).not.toHaveProperty('costEstimate');
    expect(view.display).toBeUndefined();
    expect(toEmployeeShiftView(shift('s2', '2026-12-01T06:00:00Z', '2026-12-01T14:00:00Z')).infoRead).toBe(true);
  });

  it('upcoming until its end, done after it; cancelled and undone shifts are neither', () => {
    const s = shift('s1', '2026-12-01T06:00:00Z', '2026-12-01T14:00:00Z');
    expect(isUpcomingShift(s, new Date('2026-12-01T10:00:00Z'))).toBe(true);
    expect(isDoneShift(s, new Date('2026-12-01T14:00:00Z'))).toBe(true);
    for (const state of ['cancelled', 'undone'] as const) {
      expect(isUpcomingShift({ ...s, state }, new Date('2026-11-01T00:00:00Z'))).toBe(false);
      expect(isDoneShift({ ...s, state }, new Date('2027-01-01T00:00:00Z'))).toBe(false);
    }
  });

  it("carries the profession title's translations, and `localName` picks the user's, Finnish where it has none", () => {
    const title = { id: 't1', name: 'Kokki', names: { en: 'Cook', uk: 'Кухар', sv: '', ru: null } };
    const view = toEmployeeShiftView(shift('s1', '2026-12-01T06:00:00Z', '2026-12-01T14:00:00Z', { professionTitle: title }));
    // Empty and missing translations are left out on the wire.
    expect(view.professionTitle).toEqual({ id: 't1', name: 'Kokki', names: { en: 'Cook', uk: 'Кухар' } });
    expect(localName(view.professionTitle, 'uk')).toBe('Кухар');
    expect(localName(view.professionTitle, 'en-GB')).toBe('Cook');
    expect(localName(view.professionTitle, 'sv')).toBe('Kokki');
    expect(localName(view.professionTitle, 'ru')).toBe('Kokki');
    expect(localName(view.professionTitle, 'fi')).toBe('Kokki');
    // A shift stored before titles had translations still reads.
    expect(toEmployeeShiftView(shift('s2', '2026-12-01T06:00:00Z', '2026-12-01T14:00:00Z')).professionTitle.names).toEqual({});
  });

  it('only a shift the employee recorded, not yet accepted, is theirs to edit', () => {
    expect(canEditReportedShift({ entryType: 'employeeReported', state: 'new' })).toBe(true);
    expect(canEditReportedShift({ entryType: 'employeeReported', state: 'accepted' })).toBe(false);
    expect(canEditReportedShift({ entryType: null, state: 'new' })).toBe(false);
  });

  it('sorts done shifts by a column, ties by start', () => {
    const views = [
      shift('a', '2026-11-02T06:00:00Z', '2026-11-02T14:00:00Z'),
      shift('b', '2026-11-01T06:00:00Z', '2026-11-01T10:00:00Z', { placeOfWork: { id: 'p2', name: 'Ärrä' } }),
      shift('c', '2026-11-03T06:00:00Z', '2026-11-03T14:00:00Z', { placeOfWork: { id: 'p3', name: 'Apteekki' } }),
    ].map((s) => toEmployeeShiftView(s));
    expect(sortDoneShifts(views, 'date', 'desc').map((s) => s.id)).toEqual(['c', 'a', 'b']);
    expect(sortDoneShifts(views, 'hours', 'asc').map((s) => s.id)).toEqual(['b', 'a', 'c']);
    // Finnish order: Ä after Z.
    expect(sortDoneShifts(views, 'placeOfWork', 'asc').map((s) => s.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('the calendar month from its three sources', () => {
  it('own entries (1, 2), shifts (4), open suggestions (3), rejected ones (5); a booked one is a shift by then', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const base = { employeeId: 'e1', suggestedAt: '2026-11-20T10:00:00Z' };
    const items = calendarItems(
      {
        events: [
          staffCalendarEvent.parse({
            id: 'w',
            employeeId: 'e1',
            type: 1,
            start: '2026-11-25T22:00:00Z',
            end: '2026-11-26T22:00:00Z',
            created: now,
          }),
          staffCalendarEvent.parse({
            id: 'n',
            employeeId: 'e1',
            type: 2,
            start: '2026-11-20T22:00:00Z',
            end: '2026-11-21T22:00:00Z',
            created: now,
          }),
        ],
        shifts: [shift('own', '2026-11-24T06:00:00Z', '2026-11-24T14:00:00Z')],
        suggestions: [
          {
            suggestion: staffShiftSuggestion.parse({ ...base, id: 'g1', kind: 'single', shiftIds: ['o'], start: now, end: now }),
            shifts: [shift('o', '2026-11-27T06:00:00Z', '2026-11-27T14:00:00Z', { employee: null })],
          },
          {
            suggestion: staffShiftSuggestion.parse({
              ...base,
              id: 'g2',
              kind: 'single',
              shiftIds: ['r'],
              start: now,
              end: now,
              state: 'rejected',
            }),
            shifts: [shift('r', '2026-11-28T06:00:00Z', '2026-11-28T14:00:00Z', { employee: null })],
          },
          {
            suggestion: staffShiftSuggestion.parse({
              ...base,
              id: 'g3',
              kind: 'single',
              shiftIds: ['own'],
              start: now,
              end: now,
              state: 'booked',
            }),
            shifts: [shift('own', '2026-11-24T06:00:00Z', '2026-11-24T14:00:00Z')],
          },
        ],
      },
      now,
    );
    expect(items.map((i) => [i.id, i.type, i.editable])).toEqual([
      ['n', 2, false], // 21.11. is past: 'Past events can not be edited'
      ['own', 4, false],
      ['w', 1, true],
      ['g1.o', 3, false],
      ['g2.r', 5, false],
    ]);
  });

  it('a suggested or rejected shift somebody else took, or one cancelled, is no longer shown', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const base = { employeeId: 'e1', suggestedAt: '2026-11-20T10:00:00Z', kind: 'single' as const, start: now, end: now };
    const items = calendarItems(
      {
        events: [],
        shifts: [],
        suggestions: (['suggested', 'rejected'] as const).flatMap((state) => [
          {
            suggestion: staffShiftSuggestion.parse({ ...base, id: `${state}-taken`, shiftIds: ['t'], state }),
            shifts: [shift('t', '2026-11-27T06:00:00Z', '2026-11-27T14:00:00Z', { employee: { id: 'e2', name: 'L' } })],
          },
          {
            suggestion: staffShiftSuggestion.parse({ ...base, id: `${state}-off`, shiftIds: ['c'], state }),
            shifts: [shift('c', '2026-11-28T06:00:00Z', '2026-11-28T14:00:00Z', { employee: null, state: 'cancelled' })],
          },
        ]),
      },
      now,
    );
    expect(items).toEqual([]);
  });

  it('a single suggestion names one shift; a bundle may name several', () => {
    const base = {
      id: 'g',
      employeeId: 'e1',
      suggestedAt: '2026-11-20T10:00:00Z',
      start: '2026-11-20T10:00:00Z',
      end: '2026-11-21T10:00:00Z',
    };
    expect(staffShiftSuggestion.safeParse({ ...base, kind: 'single', shiftIds: ['a', 'b'] }).success).toBe(false);
    expect(staffShiftSuggestion.safeParse({ ...base, kind: 'bundle', shiftIds: ['a', 'b'] }).success).toBe(true);
  });
});

describe("the offers' filter", () => {
  const view = (id: string, start: string, place: string, title: string) =>
    toEmployeeShiftView(
      shift(id, start, start.replace('T06', 'T14'), {
        placeOfWork: { id: place, name: place.toUpperCase() },
        professionTitle: { id: title, name: title.toUpperCase() },
      }),
      { place: { address: 'Mannerheimintie 12', city: 'Helsinki', phone: null } },
    );
  const single = { shifts: [view('a', '2026-12-04T06:00:00Z', 'kitchen', 'cook')] };
  const bundle = {
    shifts: [view('b', '2026-12-05T06:00:00Z', 'hall', 'waiter'), view('c', '2026-12-06T06:00:00Z', 'kitchen', 'waiter')],
  };

  it("carries the place's address with the shift", () => {
    expect(single.shifts[0]!.placeOfWork).toEqual({
      id: 'kitchen',
      name: 'KITCHEN',
      address: 'Mannerheimintie 12',
      city: 'Helsinki',
      phone: null,
    });
  });

  it('matches an offer when one of its shifts meets every condition given', () => {
    expect(offerMatches(single, {})).toBe(true);
    expect(offerMatches(single, { day: '2026-12-04', placeOfWorkId: 'kitchen', professionTitleId: 'cook' })).toBe(true);
    expect(offerMatches(single, { day: '2026-12-05' })).toBe(false);
    expect(offerMatches(bundle, { day: '2026-12-06', placeOfWorkId: 'kitchen' })).toBe(true);
    // Both conditions on the same shift: the hall is not on the 6th.
    expect(offerMatches(bundle, { day: '2026-12-06', placeOfWorkId: 'hall' })).toBe(false);
  });

  it('offers every day, place and title among the offers as choices, sorted', () => {
    expect(choicesOfOffers([bundle, single])).toEqual({
      days: ['2026-12-04', '2026-12-05', '2026-12-06'],
      placesOfWork: [
        { id: 'hall', name: 'HALL' },
        { id: 'kitchen', name: 'KITCHEN' },
      ],
      professionTitles: [
        { id: 'cook', name: 'COOK', names: {} },
        { id: 'waiter', name: 'WAITER', names: {} },
      ],
    });
  });
});
