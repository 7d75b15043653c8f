import { describe, expect, it } from 'vitest';
import type { CustomerShiftState } from '../../labels';
import type { ShiftHistoryEntry } from '../shifts/model';
import { shiftEventMail, shiftNotificationEvent, type ShiftVersion } from './shift-events';

/** Friday 27.11.2026, 8.00–16.00 in Helsinki (UTC+2), filled by Eero. */
const at = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00Z`);
const step = (state: CustomerShiftState, kind: ShiftHistoryEntry['by']['kind'], minute: number): ShiftHistoryEntry => ({
  state,
  at: new Date(Date.UTC(2026, 10, 20, 12, minute)),
  by: { kind, name: kind },
  note: null,
});
const booked: ShiftVersion = {
  id: 'sh1',
  start: at('06:00'),
  end: at('14:00'),
  placeOfWork: { id: 'pow-kitchen', name: 'Keittiö' },
  professionTitle: { id: 'pt-cook', name: 'Kokki', names: { uk: 'Кухар' } },
  employee: { id: 'sp-eero', name: 'Eero' },
  state: 'filled',
  timeChange: null,
  history: [step('new', 'customer', 0), step('filled', 'agency', 1)],
};
const v = (over: Partial<ShiftVersion>): ShiftVersion => ({ ...booked, ...over });
const kindOf = (before: ShiftVersion | null, after: ShiftVersion | null) => shiftNotificationEvent(before, after)?.kind ?? null;

/** The customer's time change as changes.ts writes it: new times, the agreed ones kept beside. */
const pending = v({
  start: at('07:00'),
  end: at('15:00'),
  timeChange: 'pendingConfirmation',
  history: [...booked.history, step('filled', 'customer', 2)],
});

describe('shiftNotificationEvent', () => {
  it('a time change starts waiting for the booked employee: timeChange, with the new times and whom to tell', () => {
    expect(shiftNotificationEvent(booked, pending)).toEqual({
      kind: 'timeChange',
      employeeId: 'sp-eero',
      shift: {
        id: 'sh1',
        start: at('07:00'),
        end: at('15:00'),
        placeOfWork: booked.placeOfWork,
        professionTitle: booked.professionTitle,
      },
    });
    // The customer moves the waiting change again: the new proposal is told too.
    expect(kindOf(pending, v({ ...pending, start: at('08:00'), end: at('16:00') }))).toBe('timeChange');
    // …but not a save that leaves the proposal as it was (the info changed, say).
    expect(kindOf(pending, v({ ...pending }))).toBeNull();
  });

  it("the employee's own answer sends nothing: accepted keeps the new times, rejected puts the agreed back", () => {
    expect(kindOf(pending, v({ ...pending, timeChange: 'accepted' }))).toBeNull();
    expect(kindOf(pending, v({ ...pending, start: booked.start, end: booked.end, timeChange: 'rejected' }))).toBeNull();
  });

  it('a withdrawn change (back to the agreed times) and a new start, end, place or title: shiftChanged', () => {
    expect(kindOf(pending, v({ timeChange: null }))).toBe('shiftChanged');
    expect(kindOf(booked, v({ end: at('15:00') }))).toBe('shiftChanged');
    expect(kindOf(booked, v({ placeOfWork: { id: 'pow-bar', name: 'Baari' } }))).toBe('shiftChanged');
    expect(kindOf(booked, v({ professionTitle: { id: 'pt-waiter', name: 'Tarjoilija' } }))).toBe('shiftChanged');
    // A renamed copy of the same place is no change of place.
    expect(kindOf(booked, v({ placeOfWork: { id: 'pow-kitchen', name: 'Keittiö 2' } }))).toBeNull();
  });

  it('the customer cancels the booked shift: shiftCancelled; the desk settles it: cancellationSettled', () => {
    const requested = v({
      state: 'requestedForCancellation',
      history: [...booked.history, step('requestedForCancellation', 'customer', 3)],
    });
    expect(kindOf(booked, requested)).toBe('shiftCancelled');
    expect(kindOf(booked, v({ state: 'cancelled' }))).toBe('shiftCancelled');
    for (const settled of ['cancelled', 'billed', 'willNotBeCharged'] as const) {
      expect(kindOf(requested, v({ state: settled, history: [...requested.history, step(settled, 'agency', 4)] }))).toBe(
        'cancellationSettled',
      );
    }
  });

  it('nothing while no one is booked, when the booking itself is made, or for another employee now', () => {
    const open = v({ employee: null, state: 'inProcessing' });
    expect(kindOf(open, v({ ...open, start: at('07:00') }))).toBeNull();
    expect(kindOf(open, v({ ...open, state: 'cancelled' }))).toBeNull();
    expect(kindOf(open, booked)).toBeNull();
    expect(kindOf(booked, v({ employee: { id: 'sp-olena', name: 'Olena' }, start: at('07:00') }))).toBeNull();
    expect(kindOf(null, booked)).toBeNull();
    expect(kindOf(booked, null)).toBeNull();
  });

  it("nothing for the employee's own action, info or read edits, acceptance for invoicing or an undone shift", () => {
    const reported = v({ state: 'new', history: [step('new', 'employee', 0)] });
    expect(
      kindOf(reported, v({ ...reported, state: 'cancelled', history: [...reported.history, step('cancelled', 'employee', 5)] })),
    ).toBeNull();
    expect(kindOf(reported, v({ ...reported, start: at('07:00') }))).toBeNull();
    // The same shift with only fields the rule does not read changed (info, contact, infoReadAt).
    expect(kindOf(booked, v({}))).toBeNull();
    expect(kindOf(booked, v({ state: 'accepted' }))).toBeNull();
    expect(kindOf(booked, v({ state: 'undone' }))).toBeNull();
  });
});

describe('shiftEventMail', () => {
  it('the title as subject; greeting, the shift, where to answer a time change, footer, in the language', () => {
    const event = shiftNotificationEvent(booked, pending)!;
    expect(shiftEventMail(event, 'Eero', 'fi')).toEqual({
      subject: 'Työvuoron aika muuttuu: vahvista',
      text: [
        'Hei Eero,',
        '',
        'Työvuoron aika muuttuu: vahvista',
        '',
        'Kokki, Keittiö pe 27.11.: uusi aika klo 9.00–17.00',
        '',
        'Hyväksy tai hylkää uusi aika Vuorossa tulevien työvuorojesi kohdalla.',
        '',
        '--',
        'Näet työvuorosi Vuorossa. Sähköposti-ilmoitukset voit ottaa pois Vuoron asetuksista.',
      ].join('\n'),
    });
    // Ukrainian: the title's translation, the weekday spelled out; no greeting without a name.
    const cancelled = shiftEventMail({ kind: 'shiftCancelled', shift: event.shift }, ' ', 'uk');
    expect(cancelled.subject).toBe('Вашу зміну скасовано');
    expect(cancelled.text.split('\n').slice(0, 3)).toEqual([
      'Вашу зміну скасовано',
      '',
      'Кухар, Keittiö: пʼятниця 27.11., 9.00–17.00',
    ]);
    expect(cancelled.text).not.toContain('Прийміть');
  });
});
