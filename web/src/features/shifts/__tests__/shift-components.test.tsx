import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmployeeShiftView } from '@vuoro/domain';
import labels from '@/locales/en/labels.json';
import shifts from '@/locales/en/shifts.json';
import { DoneTable } from '../components/done-table';
import { ShiftCard } from '../components/shift-card';
import { TimeChangeActions } from '../components/time-change-actions';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['shifts', 'labels'],
    resources: { en: { shifts, labels } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);
const wrap = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

const base: EmployeeShiftView = {
  id: 's1',
  day: '2026-11-30',
  start: '2026-11-30T05:00:00.000Z',
  end: '2026-11-30T13:00:00.000Z',
  hours: 7.5,
  originalStart: null,
  originalEnd: null,
  timeChange: null,
  state: 'filled',
  customer: { id: 'c', name: 'Hotelli Aurora Oy' },
  placeOfWork: { id: 'p1', name: 'Hotelli Aurora, keittiö', address: null, city: null, phone: null },
  professionTitle: { id: 't', name: 'Kokki', names: {} },
  lunchBreak: 30,
  shiftLeaderHours: null,
  travelledHours: null,
  worktimeFormat: null,
  entryType: null,
  notes: null,
  personalNotes: null,
  infoToEmployee: null,
  infoRead: true,
  contactPerson: 'Jari Mäkinen',
  collectiveAgreement: null,
  wageEstimate: null,
  bundledShifts: [],
};

describe('ShiftCard', () => {
  it('shows Helsinki times, the lunch break and no badge when nothing waits', () => {
    wrap(<ShiftCard shift={base} href="/shifts/upcoming?shiftId=s1" />);
    expect(screen.getByRole('link', { name: 'Hotelli Aurora, keittiö' }).getAttribute('href')).toBe(
      '/shifts/upcoming?shiftId=s1',
    );
    expect(screen.getByText('7.00\u2060–\u206015.00')).toBeTruthy();
    expect(screen.getByText('30 min')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('marks unread info and a pending time change, with the original time', () => {
    wrap(
      <ShiftCard
        shift={{
          ...base,
          infoRead: false,
          timeChange: 'pendingConfirmation',
          originalStart: '2026-11-30T04:00:00.000Z',
          originalEnd: '2026-11-30T12:00:00.000Z',
          lunchBreak: null,
        }}
        href="#"
      />,
    );
    const badges = within(screen.getByRole('list', { name: 'Waiting for you' }));
    expect(badges.getByText('Time change to confirm')).toBeTruthy();
    expect(badges.getByText('New info')).toBeTruthy();
    expect(screen.getByText('6.00\u2060–\u206014.00')).toBeTruthy();
    expect(screen.getByText('No lunch break')).toBeTruthy();
  });
});

describe('ShiftCard of a cancelled shift', () => {
  it('says the customer cancelled it, or asked to, instead of the shift vanishing', () => {
    wrap(<ShiftCard shift={{ ...base, state: 'cancelled' }} href="#" />);
    expect(screen.getByText('Cancelled')).toBeTruthy();
    cleanup();
    wrap(<ShiftCard shift={{ ...base, state: 'requestedForCancellation' }} href="#" />);
    expect(screen.getByText('Requested for cancellation')).toBeTruthy();
  });
});

describe('DoneTable', () => {
  it('says the sort on its column, asks for another on a click, totals with 2 decimals', () => {
    const onSort = vi.fn();
    wrap(
      <DoneTable
        shifts={[base, { ...base, id: 's2', hours: 8 }]}
        totalHours={15.5}
        view={{ sortBy: 'hours', direction: 'asc' }}
        onSort={onSort}
        detailsHref={(id) => `/shifts/done?shiftId=${id}`}
      />,
    );
    const hours = screen.getByRole('columnheader', { name: /Hours/ });
    expect(hours.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Place of work/ })).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith('placeOfWork');
    expect(screen.getByText('8.00')).toBeTruthy();
    expect(screen.getByText('15.50')).toBeTruthy();
    expect(screen.getAllByRole('link')[1]?.getAttribute('href')).toBe('/shifts/done?shiftId=s2');
  });
});

describe('TimeChangeActions', () => {
  const changed: EmployeeShiftView = {
    ...base,
    start: '2026-11-30T06:00:00.000Z',
    end: '2026-11-30T14:00:00.000Z',
    originalStart: base.start,
    originalEnd: base.end,
    timeChange: 'pendingConfirmation',
  };

  it('moves the focus to the question it asks, and back to the asking button on Back', () => {
    wrap(<TimeChangeActions shift={changed} onAnswered={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject the new time' }));
    const question = screen.getByText(/Reject the new time and keep 7\.00\u2060–\u206015\.00\?/);
    expect(question).toHaveFocus();
    expect(screen.getByRole('group')).toHaveAccessibleDescription(question.textContent!);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Reject the new time' })).toHaveFocus();
  });
});
