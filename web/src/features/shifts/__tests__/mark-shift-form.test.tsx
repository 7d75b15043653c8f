import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addAgencyDays, agencyDay } from '@vuoro/domain';
import shifts from '@/locales/en/shifts.json';
import validation from '@/locales/en/validation.json';
import errors from '@/locales/en/errors.json';
import { StaffApiError } from '@/lib/staff-api';
import { MarkShiftForm } from '../components/mark-shift-form';
import { emptyMarkShift } from '../model';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['shifts', 'validation', 'errors'],
    resources: { en: { shifts, validation, errors } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const choices = {
  placesOfWork: [
    { id: 'pow-satama', name: 'Ravintola Satama', customer: { id: 'c1', name: 'Ravintola Satama' } },
    { id: 'pow-kitchen', name: 'Hotelli Aurora, keittiö', customer: { id: 'c2', name: 'Hotelli Aurora Oy' } },
  ],
  professionTitles: [
    { id: 'pt-cook', name: 'Kokki', names: {} },
    { id: 'pt-waiter', name: 'Tarjoilija', names: {} },
  ],
};
const LATE = 'Reporting shift late, salary might not be paid on the next payment date.';
const renderForm = (onSave = vi.fn(() => Promise.resolve())) => {
  const ui: ReactNode = <MarkShiftForm choices={choices} initial={emptyMarkShift(choices)} onSave={onSave} />;
  render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return onSave;
};
const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save shift' }));
// Yesterday has started and is in this or last month's pay period; far back is always late.
const yesterday = agencyDay(addAgencyDays(new Date(), -1));
function fillValid(day = yesterday) {
  type('Day', day);
  type('Start time', '08:00');
  type('End time', '16:00');
  type('Place of work', 'pow-kitchen');
  type('Profession', 'pt-cook');
}

describe('MarkShiftForm', () => {
  it("an empty form: one 'Fill all required fields', the missing fields marked, the first focused; nothing sent", async () => {
    const onSave = renderForm();
    save();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Fill all required fields']);
    for (const label of ['Day', 'Start time', 'End time', 'Place of work', 'Profession'])
      expect(input(label).getAttribute('aria-invalid'), label).toBe('true');
    expect(input('Lunch break').getAttribute('aria-invalid')).toBeNull();
    expect(input('Day').getAttribute('aria-describedby')).toContain(screen.getByRole('alert').parentElement!.id);
    await waitFor(() => expect(document.activeElement).toBe(input('Day')));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a field filled in loses its mark, and the message goes once nothing is missing', () => {
    renderForm();
    save();
    type('Day', yesterday);
    expect(input('Day').getAttribute('aria-invalid')).toBeNull();
    expect(input('Start time').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Fill all required fields');
    fillValid();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the place shows its customer when the customer is another name', () => {
    renderForm();
    const options = [...(input('Place of work') as unknown as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(['Choose a place of work', 'Ravintola Satama', 'Hotelli Aurora, keittiö (Hotelli Aurora Oy)']);
  });

  it('warns of late reporting as soon as the day is past its cut-off, and says when the end is the next morning', () => {
    renderForm();
    expect(screen.queryByText(LATE)).toBeNull();
    type('Day', '2020-01-15');
    expect(screen.getByText(LATE)).toBeTruthy();
    type('Day', agencyDay(new Date()));
    expect(screen.queryByText(LATE)).toBeNull();
    type('Day', '2020-01-15');
    type('Start time', '22:00');
    type('End time', '06:00');
    expect(screen.getByText('Ends the next morning, 16.1.2020.')).toBeTruthy();
    expect(input('End time').getAttribute('aria-describedby')).toContain(screen.getByText(/Ends the next morning/).id);
  });

  it('sends the body the route takes', async () => {
    const onSave = renderForm();
    fillValid();
    type('Lunch break', '30');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      date: yesterday,
      start: '08:00',
      end: '16:00',
      lunchBreak: 30,
      placeOfWork: 'pow-kitchen',
      professionTitle: 'pt-cook',
      notes: null,
    });
  });

  it("puts a 400's issues on their fields and says 'Failed to save shift' for anything else, keeping what was typed", async () => {
    const onSave = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(
        new StaffApiError(400, 'Invalid input', [{ path: 'shifts.0.placeOfWork', message: 'validation:invalidValue' }]),
      )
      .mockRejectedValueOnce(new StaffApiError(500, 'Internal'));
    renderForm(onSave);
    fillValid();
    save();
    await waitFor(() => expect(input('Place of work').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid value')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('Place of work')));
    save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to save shift'));
    expect(input('Day').value).toBe(yesterday);
    expect(input('Start time').value).toBe('08:00');
    expect((input('Place of work') as unknown as HTMLSelectElement).value).toBe('pow-kitchen');
  });

  it('a shift at the time of one already recorded or booked, or on a day marked not available: the sentence, nothing typed lost', async () => {
    const conflict = { start: '2026-11-29T06:00:00.000Z', end: '2026-11-29T12:30:00.000Z', placeName: 'Hotelli Aurora' };
    const onSave = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new StaffApiError(409, 'shiftConflict', [], { error: 'shiftConflict', conflict }))
      .mockRejectedValueOnce(new StaffApiError(409, 'dayNotAvailable', [], { error: 'dayNotAvailable', day: yesterday }));
    renderForm(onSave);
    fillValid();
    type('Notes', 'Tuuraus');
    save();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You already have a shift at that time: Sun 29.11. 8.00\u2060–\u206014.30, Hotelli Aurora.',
      ),
    );
    save();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You marked this day as not available. Remove that entry first.'),
    );
    expect([input('Day').value, input('Start time').value, input('End time').value, input('Notes').value]).toEqual([
      yesterday,
      '08:00',
      '16:00',
      'Tuuraus',
    ]);
  });
});
