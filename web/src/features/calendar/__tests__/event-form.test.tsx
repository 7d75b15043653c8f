import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALENDAR_EVENT, type CalendarItem } from '@vuoro/domain';
import calendar from '@/locales/en/calendar.json';
import common from '@/locales/en/common.json';
import labels from '@/locales/en/labels.json';
import validation from '@/locales/en/validation.json';
import { EventFormView } from '../components/event-form';
import { newEventForm } from '../model';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['calendar', 'common', 'labels', 'validation'],
    resources: { en: { calendar, common, labels, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
const wrap = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

const now = new Date('2026-11-25T10:00:00Z');
const shift: CalendarItem = {
  id: 'sh1',
  type: CALENDAR_EVENT.inShift,
  day: '2026-12-02',
  start: '2026-12-02T06:00:00.000Z',
  end: '2026-12-02T14:00:00.000Z',
  title: 'Hotelli Aurora',
  note: 'Kokki',
  shiftId: 'sh1',
  editable: false,
};

describe('EventFormView: a not-available time over a booked shift', () => {
  it('warns before saving, names the shift and says to contact the agency; nothing is sent until "Save anyway"', () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    wrap(
      <EventFormView
        item={null}
        initial={{ ...newEventForm('2026-12-02'), type: CALENDAR_EVENT.notAvailable }}
        back="/calendar/2026/12"
        now={now}
        monthItems={[shift]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const warning = screen.getByRole('group', { name: 'Booked shift on these days' });
    expect(warning.textContent).toContain('You have 1 booked shift at this time:');
    expect(warning.textContent).toContain('Hotelli Aurora, Wed 2.12. 8.00\u2060–\u206016.00');
    expect(warning.textContent).toContain('contact the agency');
    expect(document.activeElement?.textContent).toBe('You have 1 booked shift at this time:');
    expect(sent).not.toHaveBeenCalled();
    // Back to the form: the save button is there again and has the focus.
    fireEvent.click(screen.getByRole('button', { name: 'Change the entry' }));
    expect(screen.queryByRole('group', { name: 'Booked shift on these days' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('a shift wish, or a day without a booked shift, saves without asking', () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
    wrap(
      <EventFormView
        item={null}
        initial={{ ...newEventForm('2026-12-03'), type: CALENDAR_EVENT.notAvailable }}
        back="/calendar/2026/12"
        now={now}
        monthItems={[shift]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('group', { name: 'Booked shift on these days' })).toBeNull();
    cleanup();
    wrap(
      <EventFormView
        item={null}
        initial={{ ...newEventForm('2026-12-02'), type: CALENDAR_EVENT.shiftRequest }}
        back="/calendar/2026/12"
        now={now}
        monthItems={[shift]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('group', { name: 'Booked shift on these days' })).toBeNull();
  });
});
