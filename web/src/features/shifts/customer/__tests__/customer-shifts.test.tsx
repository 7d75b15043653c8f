import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CustomerShifts } from '../components/customer-shifts';
import { readCustomerView } from '../model';
import { axeViolations, callTo, initI18n, places, resetApi, shiftView, stubApi, wrap, type Script } from './harness';

beforeAll(initI18n);
afterEach(() => {
  cleanup();
  resetApi();
});

const now = new Date('2026-11-25T10:00:00.000Z');
const search = 'from=2026-11-29&until=2026-12-05&sort=start&dir=asc';
const view = readCustomerView(search, now);

const worked = shiftView({ id: 'w1', can: { accept: true, cancel: false, edit: 'none', feedback: true, sms: true } });
const unfilled = shiftView({
  id: 'u1',
  day: '2026-12-01',
  start: '2026-12-01T06:00:00.000Z',
  end: '2026-12-01T14:00:00.000Z',
  state: 'new',
  worker: null,
  placeOfWork: { id: 'p2', name: 'Hotelli Aurora, kerrossiivous' },
});
const changed = shiftView({
  id: 'c1',
  day: '2026-12-01',
  start: '2026-12-01T07:00:00.000Z',
  end: '2026-12-01T15:00:00.000Z',
  originalStart: '2026-12-01T06:00:00.000Z',
  originalEnd: '2026-12-01T14:00:00.000Z',
  timeChange: 'pendingConfirmation',
});

const script = (over: Script = {}): Script => ({
  'GET /v1/PlaceOfWork/CustomerUserPlaceOfWorkList': { body: places },
  'GET /v1/PlaceOfWork/CustomerTopAlerts': {
    body: {
      alerts: [
        {
          kind: 'unfilledSoon',
          placeOfWork: { id: 'p2', name: 'Hotelli Aurora, kerrossiivous', customer: { id: 'c1', name: 'Hotelli Aurora Oy' } },
          count: 2,
          firstStart: '2026-11-26T06:00:00.000Z',
        },
      ],
    },
  },
  'GET /v1/Shift/Customer/ShiftSummary': {
    body: {
      from: '2026-11-29',
      until: '2026-12-05',
      places: [
        {
          placeOfWork: { id: 'p1', name: 'Hotelli Aurora, keittiö', customer: { id: 'c1', name: 'Hotelli Aurora Oy' } },
          counts: { filled: 2, new: 1 },
          shifts: 3,
          hours: 22.5,
        },
      ],
    },
  },
  'GET /v1/Shift/Customer/UnapprovedShiftCount': [{ body: { count: 3 } }, { body: { count: 0 } }],
  'GET /v1/Shift/Customer/AllShifts': { body: { from: '2026-11-29', until: '2026-12-05', shifts: [worked, unfilled, changed] } },
  ...over,
});

describe('CustomerShifts', () => {
  it("asks AllShifts with the address's filter, and lists the shifts under their Helsinki day", async () => {
    const calls = stubApi(script());
    wrap(<CustomerShifts view={view} search={search} now={now} />);
    const list = await callTo(calls, 'GET', '/v1/Shift/Customer/AllShifts');
    expect(list.query).toEqual({ from: '2026-11-29', until: '2026-12-05', sortBy: 'start', direction: 'asc' });

    const monday = await screen.findByRole('region', { name: /Monday 30\.11\./ });
    expect(within(monday).getByRole('link', { name: 'Hotelli Aurora, keittiö' }).getAttribute('href')).toBe(
      `/customer/shifts?${search}&shift=w1`,
    );
    expect(within(monday).getByText('7.00\u2060–\u206015.00')).toBeTruthy();
    expect(within(monday).getByText('Aino Virtanen')).toBeTruthy();
    expect(within(monday).getByText('Filled')).toBeTruthy();

    const tuesday = screen.getByRole('region', { name: /Tuesday 1\.12\./ });
    expect(within(tuesday).getByText('2 shifts')).toBeTruthy();
    expect(within(tuesday).getByText('Unfilled')).toBeTruthy();
    expect(within(tuesday).getByText('New')).toBeTruthy();
    expect(within(tuesday).getByText("Time change waiting for the employee's answer")).toBeTruthy();
    expect(within(tuesday).getByText('(originally 8.00\u2060–\u206016.00)')).toBeTruthy();
    expect(screen.getByText('3 shifts between 29.11.2026 and 5.12.2026.')).toBeTruthy();
    await screen.findByRole('region', { name: /Summary by place of work/ });
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the alerts as links that set the filter, and the summary per place with 2-decimal hours', async () => {
    stubApi(script());
    wrap(<CustomerShifts view={view} search={search} now={now} />);
    const alert = await screen.findByRole('link', {
      name: 'Hotelli Aurora, kerrossiivous: 2 unfilled shifts starting within 48 hours (first 26.11.2026 8.00)',
    });
    expect(alert.getAttribute('href')).toBe('/customer/shifts?from=2026-11-26&until=2026-11-27&place=p2&sort=start&dir=asc');
    const summary = await screen.findByRole('region', { name: 'Summary by place of work, 29.11.2026\u2060–\u20605.12.2026' });
    const place = within(within(summary).getByRole('listitem', { name: 'Hotelli Aurora, keittiö' }));
    const terms = place.getAllByRole('term').map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(terms).toEqual(['Shifts 3', 'Hours 22.50', 'New 1', 'Filled 2']);
  });

  it('"Accept 3 shifts" asks once more, accepts them all and reads the list and the count again', async () => {
    const calls = stubApi(script({ 'PUT /v1/Shift/Customer/AcceptAllUnAcceptedShifts': { body: { accepted: 3, shifts: [] } } }));
    wrap(<CustomerShifts view={view} search={search} now={now} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept 3 shifts' }));
    const question = screen.getByText('Accept all 3 worked shifts waiting for acceptance for invoicing? This cannot be undone.');
    await waitFor(() => expect(document.activeElement).toBe(question));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Yes, accept all' }));
    const put = await callTo(calls, 'PUT', '/v1/Shift/Customer/AcceptAllUnAcceptedShifts');
    expect(put.body).toEqual({});
    expect(await screen.findByText('3 shifts were accepted.')).toBeTruthy();
    await callTo(calls, 'GET', '/v1/Shift/Customer/AllShifts', 1);
    await callTo(calls, 'GET', '/v1/Shift/Customer/UnapprovedShiftCount', 1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Accept \d+ shift/ })).toBeNull());
  });

  it('accepts one worked shift from its row, after asking', async () => {
    const calls = stubApi(script({ 'PUT /v1/Shift/Customer/Accept': { body: { shift: { ...worked, state: 'accepted' } } } }));
    wrap(<CustomerShifts view={view} search={search} now={now} />);
    const monday = await screen.findByRole('region', { name: /Monday 30\.11\./ });
    fireEvent.click(
      within(monday).getByRole('button', { name: 'Accept Hotelli Aurora, keittiö, Monday 30.11. 7.00\u2060–\u206015.00' }),
    );
    expect(
      within(monday).getByText(
        'Accept the shift at Hotelli Aurora, keittiö on Monday 30.11., 7.00\u2060–\u206015.00 for invoicing? This cannot be undone.',
      ),
    ).toBeTruthy();
    await act(async () => fireEvent.click(within(monday).getByRole('button', { name: 'Yes, accept' })));
    expect((await callTo(calls, 'PUT', '/v1/Shift/Customer/Accept')).body).toEqual({ shiftId: 'w1' });
    expect(await screen.findByText('The shift was accepted.')).toBeTruthy();
    await callTo(calls, 'GET', '/v1/Shift/Customer/AllShifts', 1);
  });

  it('says the failure of an acceptance in words: a shift not yet worked', async () => {
    stubApi(script({ 'PUT /v1/Shift/Customer/Accept': { status: 409, body: { error: 'validation:shiftNotWorkedYet' } } }));
    wrap(<CustomerShifts view={view} search={search} now={now} />);
    const monday = await screen.findByRole('region', { name: /Monday 30\.11\./ });
    fireEvent.click(
      within(monday).getByRole('button', { name: 'Accept Hotelli Aurora, keittiö, Monday 30.11. 7.00\u2060–\u206015.00' }),
    );
    fireEvent.click(within(monday).getByRole('button', { name: 'Yes, accept' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The shift can be accepted once it has been worked.');
  });

  it('says when the period has no shifts', async () => {
    stubApi(script({ 'GET /v1/Shift/Customer/AllShifts': { body: { from: '2026-11-29', until: '2026-12-05', shifts: [] } } }));
    wrap(<CustomerShifts view={view} search={search} now={now} />);
    expect(await screen.findByText('No shifts between 29.11.2026 and 5.12.2026 with these choices.')).toBeTruthy();
  });
});
