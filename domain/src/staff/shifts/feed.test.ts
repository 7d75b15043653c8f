import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { shiftFeed } from './feed';
import { staffShift } from './model';

const texts = {
  name: 'Vuoro-työvuorot',
  lunchBreak: 'Lunch break (minutes)',
  contactPerson: 'Contact person',
  info: 'Info',
};
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

describe('shiftFeed (RFC 5545)', () => {
  it('parses with ical.js: UTC times, escaped text, folded lines of at most 75 octets without breaking a character', () => {
    const info = 'Ääkkösiä ja кириллица, pilkkuja; puolipisteitä\\ ja rivinvaihto\ntoisella rivillä. '.repeat(4).trim();
    const ics = shiftFeed([shift('night', { infoToEmployee: info })], new Date('2026-10-01T10:00:00Z'), texts);
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const cal = new ICAL.Component(ICAL.parse(ics));
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe(texts.name);
    const [vevent] = cal.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe('night@vuoro');
    expect(event.location).toBe('Keittiö, Hotelli; Aurora');
    expect(event.startDate.toString()).toBe('2026-10-24T19:00:00Z');
    expect(event.endDate.toString()).toBe('2026-10-25T04:00:00Z');
    // Helsinki clock times in the description: 22.00 EEST to 6.00 EET across the October change.
    expect(event.description).toBe(`Hotelli Aurora\n22.00–6.00\nLunch break (minutes): 30\nInfo: ${info}`);
    expect(vevent!.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-10-01T10:00:00Z');
  });

  it('marks a cancelled or undone shift CANCELLED', () => {
    const ics = shiftFeed([shift('a', { state: 'cancelled' }), shift('b', { state: 'undone' }), shift('c')], new Date(), texts);
    const cal = new ICAL.Component(ICAL.parse(ics));
    expect(cal.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('status'))).toEqual([
      'CANCELLED',
      'CANCELLED',
      'CONFIRMED',
    ]);
  });
});
