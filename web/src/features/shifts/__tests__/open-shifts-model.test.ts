import { describe, expect, it } from 'vitest';
import type { ShiftOffer } from '@vuoro/domain';
import { StaffApiError } from '@/lib/staff-api';
import {
  groupOffersByDay,
  OFFER_PAGE_SIZE,
  offerAnswerError,
  offerPageHref,
  offerPaging,
  offerShiftFacts,
  offerWorth,
  readOfferFilter,
  readOfferPage,
} from '../model';

const offer = (id: string, kind: ShiftOffer['kind'], days: string[]) =>
  ({ id, kind, shifts: days.map((day, i) => ({ id: `${id}-${i}`, day })) }) as ShiftOffer;

describe('groupOffersByDay', () => {
  it('puts each offer under the Helsinki day of its first shift, a bundle whole, keeping the order', () => {
    const groups = groupOffersByDay([
      offer('open-4', 'open', ['2026-12-04']),
      offer('single-4', 'single', ['2026-12-04']),
      offer('bundle-12', 'bundle', ['2026-12-12', '2026-12-13', '2026-12-14']),
      offer('open-13', 'open', ['2026-12-13']),
    ]);
    expect(groups.map((g) => [g.day, g.offers.map((o) => o.id)])).toEqual([
      ['2026-12-04', ['open-4', 'single-4']],
      ['2026-12-12', ['bundle-12']],
      ['2026-12-13', ['open-13']],
    ]);
    expect(groups[1]?.offers[0]?.shifts).toHaveLength(3);
    expect(groupOffersByDay([])).toEqual([]);
  });
});

describe('offerShiftFacts', () => {
  it('names a shift by its place, Helsinki day and clock times', () => {
    // 22.30 UTC on 3.12. is already Friday 4.12. in Helsinki.
    const shift = {
      day: '2026-12-04',
      start: '2026-12-03T22:30:00.000Z',
      end: '2026-12-04T06:30:00.000Z',
      placeOfWork: { id: 'p', name: 'Pohjola, Vantaan varasto' },
    };
    expect(offerShiftFacts(shift, 'en')).toEqual({
      place: 'Pohjola, Vantaan varasto',
      day: 'Friday 4.12.',
      time: '0.30\u2060–\u20608.30',
    });
    // Inside a sentence: lower-case, short in Finnish ("Varataanko vuoro pe 4.12. klo …").
    expect(offerShiftFacts(shift, 'fi').day).toBe('pe 4.12.');
    expect(offerShiftFacts(shift, 'uk').day).toBe('пʼятниця 4.12.');
  });
});

describe('readOfferPage', () => {
  it('takes whole numbers the route accepts', () => {
    expect(readOfferPage({ skip: '0', take: '10' })).toEqual({ skip: 0, take: 10, canonical: true });
    expect(readOfferPage({ skip: '20', take: '50' })).toEqual({ skip: 20, take: 50, canonical: true });
  });

  it('falls back to the first page of ten for anything else, and says the address was not its own', () => {
    const first = { skip: 0, take: OFFER_PAGE_SIZE, canonical: false };
    expect(OFFER_PAGE_SIZE).toBe(10);
    expect(readOfferPage({})).toEqual(first);
    expect(readOfferPage({ skip: 'x', take: 'y' })).toEqual(first);
    expect(readOfferPage({ skip: '-1', take: '0' })).toEqual(first);
    expect(readOfferPage({ skip: '1e3', take: '1.5' })).toEqual(first);
    // The route takes at most 50 at a time.
    expect(readOfferPage({ skip: '10', take: '51' })).toEqual({ skip: 10, take: OFFER_PAGE_SIZE, canonical: false });
    // Leading zeros name the same page: the screen moves to its own address.
    expect(readOfferPage({ skip: '010', take: '10' })).toEqual({ skip: 10, take: 10, canonical: false });
  });
});

describe('offerPaging', () => {
  it('says which offers are shown of how many, with the pages before and after', () => {
    expect(offerPaging({ skip: 0, take: 2 }, 5, 2)).toEqual({
      from: 1,
      to: 2,
      previous: null,
      next: { skip: 2, take: 2 },
      outOfRange: null,
    });
    expect(offerPaging({ skip: 2, take: 2 }, 5, 2)).toMatchObject({ from: 3, to: 4, previous: { skip: 0, take: 2 } });
    expect(offerPaging({ skip: 4, take: 2 }, 5, 1)).toMatchObject({ from: 5, to: 5, next: null });
    // A skip that is not a multiple of the page size never pages back past the start.
    expect(offerPaging({ skip: 1, take: 10 }, 5, 4)).toMatchObject({ previous: { skip: 0, take: 10 }, next: null });
  });

  it('sends a page past the end (say, after the last offer of the last page was taken) to the last page', () => {
    expect(offerPaging({ skip: 4, take: 2 }, 4, 0).outOfRange).toEqual({ skip: 2, take: 2 });
    expect(offerPaging({ skip: 30, take: 10 }, 11, 0).outOfRange).toEqual({ skip: 10, take: 10 });
    // Nothing offered at all is the empty state, not another page.
    expect(offerPaging({ skip: 10, take: 10 }, 0, 0).outOfRange).toBeNull();
    expect(offerPaging({ skip: 0, take: 10 }, 0, 0).outOfRange).toBeNull();
  });
});

describe('offerAnswerError', () => {
  it('someone was first, or the suggestion was answered elsewhere: the API key, and the offer is gone', () => {
    expect(offerAnswerError(new StaffApiError(409, 'validation:shiftAlreadyTaken'), 'en')).toEqual({
      key: 'validation:shiftAlreadyTaken',
      gone: true,
    });
    expect(offerAnswerError(new StaffApiError(409, 'validation:suggestionNotOpen'), 'en')).toEqual({
      key: 'validation:suggestionNotOpen',
      gone: true,
    });
    expect(offerAnswerError(new StaffApiError(404, 'shiftNotFound'), 'en')).toEqual({ key: 'errors:shiftNotFound', gone: true });
  });

  it('a shift at the time of one of the employee’s own, or on a day marked not available: the sentence, and the offer stays', () => {
    const conflict = { start: '2026-11-29T06:00:00.000Z', end: '2026-11-29T12:30:00.000Z', placeName: 'Hotelli Aurora' };
    expect(offerAnswerError(new StaffApiError(409, 'shiftConflict', [], { error: 'shiftConflict', conflict }), 'en')).toEqual({
      key: 'shifts:conflict.shift',
      values: { day: 'Sun 29.11.', time: '8.00\u2060–\u206014.30', place: 'Hotelli Aurora' },
      gone: false,
    });
    expect(
      offerAnswerError(new StaffApiError(409, 'dayNotAvailable', [], { error: 'dayNotAvailable', day: '2026-11-29' }), 'en'),
    ).toEqual({
      key: 'shifts:conflict.dayNotAvailable',
      gone: false,
    });
    // A 409 whose body is not the declared one is not read as a conflict.
    expect(offerAnswerError(new StaffApiError(409, 'shiftConflict', [], { error: 'shiftConflict' }), 'en').key).toBe(
      'shifts:open.failed',
    );
  });

  it('anything else was not saved and the offer stays to try again', () => {
    expect(offerAnswerError(new StaffApiError(409, 'validation:somethingNew'), 'en')).toEqual({
      key: 'shifts:open.failed',
      gone: false,
    });
    expect(offerAnswerError(new StaffApiError(500, 'internal'), 'en')).toEqual({ key: 'shifts:open.failed', gone: false });
    expect(offerAnswerError(new TypeError('Failed to fetch'), 'en')).toEqual({ key: 'shifts:open.failed', gone: false });
    expect(offerAnswerError(new StaffApiError(403, 'notAnEmployee'), 'en')).toEqual({ key: 'errors:notAnEmployee', gone: false });
  });
});

describe('the open-shifts filter in the address', () => {
  it('reads day, place and title, leaving out what the route would not take, and writes them back', () => {
    expect(readOfferFilter('?day=2026-12-04&place=pow-kitchen&title=pt-cook')).toEqual({
      day: '2026-12-04',
      placeOfWorkId: 'pow-kitchen',
      professionTitleId: 'pt-cook',
    });
    expect(readOfferFilter('?day=2026-02-30&place=a/b&title=')).toEqual({});
    expect(offerPageHref({ skip: 0, take: 10 }, { day: '2026-12-04', professionTitleId: 'pt-cook' })).toBe(
      '/open-shifts/0/10?day=2026-12-04&title=pt-cook',
    );
    expect(offerPageHref({ skip: 10, take: 10 }, {})).toBe('/open-shifts/10/10');
  });
});

describe('offerWorth', () => {
  it('adds the hours, and the pay only when every shift has a wage estimate', () => {
    expect(offerWorth([{ hours: 7.5, wageEstimate: 15.8 }])).toEqual({ hours: 7.5, pay: 118.5 });
    expect(
      offerWorth([
        { hours: 7.5, wageEstimate: 15.8 },
        { hours: 6.25, wageEstimate: 13.9 },
      ]),
    ).toEqual({ hours: 13.75, pay: 205.38 });
    expect(
      offerWorth([
        { hours: 7.5, wageEstimate: 15.8 },
        { hours: 6, wageEstimate: null },
      ]),
    ).toEqual({ hours: 13.5, pay: null });
  });
});
