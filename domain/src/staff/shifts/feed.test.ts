import { describe, expect, it } from 'vitest';
import { SHARED_TEXTS } from '../../texts/shared';
import { feedEvents, feedText } from './feed';
import { staffShift } from './model';

const texts = SHARED_TEXTS.calendarFeed.en;
const shift = (id: string, over: Record<string, unknown> = {}) =>
  staffShift.parse({
    id,
    date: '2026-10-24T19:00:00Z',
    start: '2026-10-24T19:00:00Z',
    end: '2026-10-25T04:00:00Z',
    placeOfWork: { id: 'p', name: 'Keittiö, Hotelli; Aurora' },
    professionTitle: { id: 't', name: 'Kokki' },
    customer: { id: 'c', name: 'Hotelli Aurora' },
    lunchBreak: 30,
    employee: { id: 'e', name: 'Eero' },
    state: 'filled',
    ...over,
  });

describe('feedText (RFC 5545 TEXT carries no control characters but HTAB)', () => {
  it('turns CRLF, a bare CR and LF into one line break, keeps a tab, drops every other control character', () => {
    expect(feedText('a\r\nb\rc\nd\te')).toBe('a\nb\nc\nd\te');
    expect(feedText('bell\u0007 nul\u0000 esc\u001b vt\u000b ff\u000c del\u007f')).toBe('bell nul esc vt ff del');
    expect(feedText('Ääkkösiä, кириллица; \\ 😀')).toBe('Ääkkösiä, кириллица; \\ 😀');
  });
});

describe('feedEvents', () => {
  it('says what a shift is, where and when (Helsinki clock in the description), with a stable UID', () => {
    const info = 'Tuo omat veitset;\rovikoodi 1234,\u0007 kysy Annea.';
    const [event] = feedEvents([shift('night', { infoToEmployee: info, contactPerson: 'Anne' })], texts, { language: 'en' });
    expect(event).toEqual({
      uid: 'night@vuoro',
      start: new Date('2026-10-24T19:00:00Z'),
      end: new Date('2026-10-25T04:00:00Z'),
      summary: 'Kokki, Keittiö, Hotelli; Aurora',
      location: 'Keittiö, Hotelli; Aurora',
      // 22.00 EEST to 6.00 EET across the October change.
      description:
        'Hotelli Aurora\n22.00–6.00\nLunch break: 30 min\nContact person: Anne\nInfo: Tuo omat veitset;\novikoodi 1234, kysy Annea.',
      cancelled: false,
    });
  });

  it("puts the place's street address in LOCATION and its phone in DESCRIPTION, in the employee's language", () => {
    const places = new Map([['p', { address: 'Mannerheimintie 12', city: 'Helsinki', phone: '+358961504410' }]]);
    const [event] = feedEvents([shift('day', { lunchBreak: 45 })], SHARED_TEXTS.calendarFeed.uk, { language: 'uk', places });
    expect(event!.location).toBe('Keittiö, Hotelli; Aurora, Mannerheimintie 12, Helsinki');
    expect(event!.description.split('\n')).toEqual([
      'Hotelli Aurora',
      '22.00–6.00',
      'Обідня перерва: 45 хв',
      'Телефон: +358961504410',
    ]);
    // A place without an address (or one that is gone) leaves LOCATION its name.
    expect(feedEvents([shift('x')], texts, { language: 'en' })[0]!.location).toBe('Keittiö, Hotelli; Aurora');
  });

  it("names the profession title in the employee's language, in Finnish where it has no translation", () => {
    const title = { id: 't', name: 'Kokki', names: { uk: 'Кухар', en: 'Cook' } };
    const uk = SHARED_TEXTS.calendarFeed.uk;
    expect(feedEvents([shift('a', { professionTitle: title })], uk, { language: 'uk' })[0]!.summary).toBe(
      'Кухар, Keittiö, Hotelli; Aurora',
    );
    expect(
      feedEvents([shift('a', { professionTitle: title })], SHARED_TEXTS.calendarFeed.sv, { language: 'sv' })[0]!.summary,
    ).toBe('Kokki, Keittiö, Hotelli; Aurora');
  });

  it('marks a cancelled or undone shift cancelled', () => {
    const events = feedEvents([shift('a', { state: 'cancelled' }), shift('b', { state: 'undone' }), shift('c')], texts, {
      language: 'en',
    });
    expect(events.map((e) => e.cancelled)).toEqual([true, true, false]);
  });
});
