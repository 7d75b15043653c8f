import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callTo, initI18n, resetApi, stubApi, wrap } from '../customer/__tests__/harness';
import { DoneTable } from '../components/done-table';
import { nextShiftOf } from '../components/next-shift';
import { UpcomingShifts } from '../components/upcoming-shifts';
import { relativeDay } from '../relative-day';
import { employeeShiftView } from './employee-shift-view';

/**
 * The employee's home (issue 23, items 2 and 3): the next shift on top, today/tomorrow in the day
 * headings, yesterday in the done list, and an answered time change said above the list naming
 * the shift, with the focus on that message. "Now" is Sunday 29.11.2026 noon in Helsinki.
 */
const NOW = new Date('2026-11-29T10:00:00.000Z');

const shift = employeeShiftView;

/** Tuesday 1.12., moved an hour later (was 7.00–15.00), waiting for the employee's answer. */
const changed = shift({
  id: 's2',
  day: '2026-12-01',
  start: '2026-12-01T06:00:00.000Z',
  end: '2026-12-01T14:00:00.000Z',
  originalStart: '2026-12-01T05:00:00.000Z',
  originalEnd: '2026-12-01T13:00:00.000Z',
  timeChange: 'pendingConfirmation',
  placeOfWork: { id: 'p2', name: 'Ravintola Satama', address: null, city: null, phone: null },
});

beforeAll(initI18n);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  resetApi();
  vi.useRealTimers();
});

describe('relativeDay', () => {
  it("names Helsinki's today, tomorrow and yesterday, and no other day", () => {
    expect(relativeDay('2026-11-29', NOW)).toBe('today');
    expect(relativeDay('2026-11-30', NOW)).toBe('tomorrow');
    expect(relativeDay('2026-11-28', NOW)).toBe('yesterday');
    expect(relativeDay('2026-12-01', NOW)).toBeNull();
    // 23.30 UTC on the 29th is already the 30th in Helsinki.
    expect(relativeDay('2026-11-30', new Date('2026-11-29T23:30:00.000Z'))).toBe('today');
  });
});

describe('nextShiftOf', () => {
  it('skips a shift the customer cancelled', () => {
    const cancelled = shift({ id: 'c1', state: 'cancelled' });
    expect(nextShiftOf([cancelled, changed])?.id).toBe('s2');
    expect(nextShiftOf([cancelled])).toBeNull();
  });
});

describe('UpcomingShifts', () => {
  it('puts the next shift on top and says tomorrow in its day heading', async () => {
    stubApi({ 'GET /v1/Shift/Employee/UpcomingShifts': { body: { shifts: [shift(), changed] } } });
    wrap(<UpcomingShifts onlyChanged={false} search="" />);
    const next = await screen.findByRole('region', { name: 'Your next shift' });
    expect(next.textContent).toContain('Tomorrow 7.00\u2060–\u206015.00');
    expect(next.textContent).toContain('Monday 30.11.');
    expect(within(next).getByRole('link', { name: 'Hotelli Aurora, keittiö' }).getAttribute('href')).toBe(
      '/shifts/upcoming?shiftId=s1',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Tomorrow Monday 30.11.' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tuesday 1.12.' })).toBeTruthy();
  });

  it('shows no next-shift card on the changes-only list', async () => {
    const calls = stubApi({ 'GET /v1/Shift/Employee/UpcomingShifts': { body: { shifts: [changed] } } });
    wrap(<UpcomingShifts onlyChanged search="state=changesNeedConfirmation" />);
    await callTo(calls, 'GET', '/v1/Shift/Employee/UpcomingShifts');
    await screen.findByRole('article');
    expect(screen.queryByRole('region', { name: 'Your next shift' })).toBeNull();
  });

  it.each([
    [
      'accept',
      'Accept the new time',
      'Yes, accept',
      'New time accepted: Ravintola Satama, Tuesday 1.12. 8.00\u2060–\u206016.00.',
    ],
    [
      'reject',
      'Reject the new time',
      'Yes, reject',
      'New time rejected, the original time stays: Ravintola Satama, Tuesday 1.12. 7.00\u2060–\u206015.00.',
    ],
  ])('after %s, the message names the shift and has the focus', async (answer, ask, yes, said) => {
    const path = `/v1/Shift/Employee/Shift/${answer === 'accept' ? 'Accept' : 'Reject'}ShiftTimeChanges`;
    const calls = stubApi({
      'GET /v1/Shift/Employee/UpcomingShifts': [{ body: { shifts: [changed] } }, { body: { shifts: [] } }],
      [`PUT ${path}`]: { body: { shift: { ...changed, timeChange: answer === 'accept' ? 'accepted' : 'rejected' } } },
    });
    wrap(<UpcomingShifts onlyChanged search="state=changesNeedConfirmation" />);
    fireEvent.click(await screen.findByRole('button', { name: ask }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: yes }));
    });
    expect((await callTo(calls, 'PUT', path)).query).toEqual({ shiftId: 's2' });
    const status = await screen.findByText(said);
    await waitFor(() => expect(status.parentElement?.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.getAttribute('role')).toBe('status');
  });
});

describe('DoneTable', () => {
  it('says yesterday beside the date of a shift done yesterday', () => {
    const yesterday = shift({ id: 'y', day: '2026-11-28', start: '2026-11-28T05:00:00.000Z', end: '2026-11-28T13:00:00.000Z' });
    const older = shift({ id: 'o', day: '2026-11-20', start: '2026-11-20T05:00:00.000Z', end: '2026-11-20T13:00:00.000Z' });
    wrap(
      <DoneTable
        shifts={[yesterday, older]}
        totalHours={15}
        view={{ sortBy: 'date', direction: 'desc' }}
        onSort={() => undefined}
        detailsHref={(id) => `#${id}`}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Yesterday Sat 28.11.2026' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Fri 20.11.2026' })).toBeTruthy();
  });
});
