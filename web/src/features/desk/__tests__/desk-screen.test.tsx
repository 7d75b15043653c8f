import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeskShiftView } from '@vuoro/domain';
import validation from '@/locales/en/validation.json';
import { DeskShifts } from '../components/desk-shifts';
import { readDeskView } from '../model';
import { deskShift } from './desk-shift';
import { expectAxeClean, json, scriptedApi } from './scripted-api';

const { api, show } = scriptedApi('/desk/shifts');

const future = { day: '2030-12-02', start: '2030-12-02T05:00:00.000Z', end: '2030-12-02T13:00:00.000Z' };
const order = deskShift({ id: 'order', ...future });
const cancellation = deskShift({
  id: 'cancel',
  ...future,
  start: '2030-12-02T14:00:00.000Z',
  end: '2030-12-02T20:00:00.000Z',
  state: 'requestedForCancellation',
  worker: { id: 'e1', name: 'Aino Virtanen' },
  cancellationReason: 'The restaurant is closed for a private event',
  cancellationBillable: true,
});
const recorded = deskShift({
  id: 'recorded',
  costEstimate: 180,
  day: '2030-12-03',
  start: '2030-12-03T06:00:00.000Z',
  end: '2030-12-03T12:00:00.000Z',
  entryType: 'customerReported',
  worker: { id: null, name: 'Oma Työntekijä' },
  timeChange: null,
});
const suggested = deskShift({
  id: 'suggested',
  day: '2030-12-03',
  start: '2030-12-03T13:00:00.000Z',
  end: '2030-12-03T19:00:00.000Z',
  state: 'inProcessing',
  suggestedTo: 3,
});

function serveList(shifts: DeskShiftView[]) {
  api.answers['GET /v1/Desk/Shifts'] = () => json(200, { from: '2030-11-25', until: '2030-12-23', shifts });
}

function renderDesk(path = '/desk/shifts') {
  const search = path.includes('?') ? path.slice(path.indexOf('?') + 1) : '';
  return show(<DeskShifts view={readDeskView(search)} />, path).location;
}

const listCalls = () => api.callsTo('GET', '/v1/Desk/Shifts');

describe('the desk list', () => {
  it('asks for the address’s period and customer, and shows the shifts by day with their state, worker and actions', async () => {
    serveList([order, cancellation, recorded, suggested]);
    renderDesk('/desk/shifts?from=2030-11-25&until=2030-12-23&customerId=c1');
    const first = await screen.findByRole('table', { name: /Monday 2\.12\.2030/ });
    expect(listCalls()[0]!.query).toEqual({ from: '2030-11-25', until: '2030-12-23', customerId: 'c1' });
    expect(screen.getByText('4 shifts, 25.11.2030\u2060–\u206023.12.2030')).toBeInTheDocument();

    const rows = within(first).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('7.00\u2060–\u206015.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('7.50 h')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Hotelli Aurora Oy')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('New')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Nobody yet')).toBeInTheDocument();
    expect(
      within(rows[0]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Process', 'Assign', 'Suggest']);
    expect(within(rows[1]!).getByText('Requested for cancellation')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Aino Virtanen')).toBeInTheDocument();
    expect(
      within(rows[1]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Settle']);

    const second = screen.getByRole('table', { name: /Tuesday 3\.12\.2030/ });
    const [entry, offered] = within(second).getAllByRole('row').slice(1);
    expect(within(entry!).getByText('Recorded by the customer')).toBeInTheDocument();
    expect(
      within(entry!).getByRole('button', { name: 'Approve, Hotelli Aurora, keittiö, 3.12.2030 8.00\u2060–\u206014.00' }),
    ).toBeInTheDocument();
    expect(within(offered!).getByText('Suggested to 3 employees')).toBeInTheDocument();
  });

  it('counts the shifts per state; a count shows that state alone, in the address, with no new call', async () => {
    serveList([order, cancellation, recorded, suggested]);
    const location = renderDesk();
    const counts = within(await screen.findByRole('list', { name: 'Shifts by state' }));
    expect(counts.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All: 4',
      'New: 2',
      'In processing: 1',
      'Requested for cancellation: 1',
    ]);
    fireEvent.click(counts.getByRole('button', { name: 'Requested for cancellation: 1' }));
    expect(location.history.at(-1)).toBe('/desk/shifts?state=requestedForCancellation');
  });

  it('shows only the state the address names', async () => {
    serveList([order, cancellation, recorded, suggested]);
    renderDesk('/desk/shifts?state=requestedForCancellation');
    expect(await screen.findByText('1 shift, 25.11.2030\u2060–\u206023.12.2030')).toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Requested for cancellation: 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Show puts the chosen customer and period in the address', async () => {
    serveList([order, { ...suggested, customer: { id: 'c2', name: 'Ravintola Kuu' } }]);
    const location = renderDesk();
    await screen.findAllByRole('table');
    // Before the answer the address named no period; the form then shows the API's.
    const form = within(screen.getByRole('form', { name: 'Filter shifts' }));
    expect(form.getByLabelText('From')).toHaveValue('2030-11-25');
    expect(form.getByLabelText('Until')).toHaveValue('2030-12-23');
    fireEvent.change(form.getByLabelText('Customer'), { target: { value: 'c2' } });
    fireEvent.change(form.getByLabelText('Until'), { target: { value: '2030-12-20' } });
    fireEvent.change(form.getByLabelText('From'), { target: { value: '2030-12-01' } });
    fireEvent.click(form.getByRole('button', { name: 'Show' }));
    expect(location.history.at(-1)).toBe('/desk/shifts?from=2030-12-01&until=2030-12-20&customerId=c2');
  });

  it('says when a load failed, with a retry', async () => {
    api.answers['GET /v1/Desk/Shifts'] = () => json(500, { error: 'Something went wrong' });
    renderDesk();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load shift');
    serveList([order]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says in words a period the API refuses, with no retry that could not help', async () => {
    api.answers['GET /v1/Desk/Shifts'] = () =>
      json(400, { error: 'Invalid request', issues: [{ path: 'until', message: 'validation:endBeforeStart' }] });
    renderDesk('/desk/shifts?from=2030-12-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(validation.endBeforeStart);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('the desk actions', () => {
  it('Process asks once, sends the shift, says it is saved and loads the list again', async () => {
    serveList([order]);
    renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: /^Process, / }));
    const dialog = await screen.findByRole('dialog', { name: 'Process the order' });
    api.answers['PUT /v1/Desk/Shifts/Process'] = () => json(200, { shift: { ...order, state: 'inProcessing' } });
    serveList([{ ...order, state: 'inProcessing' }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, process' }));
    expect(
      await screen.findByText('Saved successfully. Hotelli Aurora, keittiö, 2.12.2030 7.00\u2060–\u206015.00 is in processing.'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/v1/Desk/Shifts/Process',
      body: { shiftId: 'order' },
    });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('In processing', { selector: 'td span' })).toBeInTheDocument();
  });

  it('Assign lists the suitable employees, asks for one, and shows a 409 in words, keeping the choice', async () => {
    serveList([order]);
    api.answers['GET /v1/Desk/Shifts/SuitableEmployees'] = () =>
      json(200, {
        employees: [
          { id: 'e1', name: 'Aino Virtanen', inPool: true },
          { id: 'e2', name: 'Mikko Laine', inPool: false },
        ],
      });
    api.answers['PUT /v1/Desk/Shifts/Assign'] = () => json(409, { error: 'validation:employeeNotSuitable' });
    renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: /^Assign, / }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign an employee' });
    await within(dialog).findByRole('group', { name: 'Suitable employees' });
    expect(api.calls.find((c) => c.path === '/v1/Desk/Shifts/SuitableEmployees')!.query).toEqual({ shiftId: 'order' });
    expect(within(dialog).getByText("(in the customer's pool)")).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Choose an employee')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Mikko Laine' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(
      within(dialog).getByText('Assign Mikko Laine to the shift? The shift becomes filled and the employee sees it at once.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, assign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(validation.employeeNotSuitable);
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ shiftId: 'order', employeeId: 'e2' });
    expect(within(dialog).getByRole('radio', { name: 'Mikko Laine' })).toBeChecked();
  });

  it('Suggest to all suitable sends that target and says how many it reached', async () => {
    serveList([order]);
    api.answers['GET /v1/Desk/Shifts/SuitableEmployees'] = () =>
      json(200, { employees: [{ id: 'e1', name: 'Aino Virtanen', inPool: false }] });
    api.answers['PUT /v1/Desk/Shifts/Suggest'] = () => json(200, { shift: { ...order, suggestedTo: 1 }, suggestedTo: 1 });
    renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: /^Suggest, / }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest the shift' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Suggest' }));
    expect(within(dialog).getByText(validation.suggestionEmployeesMissing)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'All suitable employees (1)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suggest' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, suggest' }));
    expect(
      await screen.findByText(
        'Saved successfully. Hotelli Aurora, keittiö, 2.12.2030 7.00\u2060–\u206015.00 was suggested to 1 employee.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ shiftId: 'order', target: { target: 'allSuitable' } });
  });

  it('Settle shows the reason and billing first, asks once more, and sends the outcome', async () => {
    serveList([cancellation]);
    api.answers['PUT /v1/Desk/Shifts/SettleCancellation'] = () => json(409, { error: 'validation:cancellationNotRequested' });
    renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: /^Settle, / }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle the cancellation request' });
    expect(within(dialog).getByText('The restaurant is closed for a private event')).toBeInTheDocument();
    expect(within(dialog).getByText('Cancelled inside the notice period: billable')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Billed' }));
    const question = within(dialog).getByText('Settle the request as “Billed”? This cannot be changed afterwards.');
    expect(document.activeElement).toBe(question);
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, settle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(validation.cancellationNotRequested);
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ shiftId: 'cancel', outcome: 'billed' });
  });

  it('Approve names who recorded the shift and who worked it, and Back closes without a call', async () => {
    serveList([recorded]);
    renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: /^Approve, / }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the recorded shift' });
    expect(within(dialog).getByText('Recorded by the customer')).toBeInTheDocument();
    expect(within(dialog).getByText('Oma Työntekijä')).toBeInTheDocument();
    expect(within(dialog).getByText('€180.00')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Back' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('accessibility (axe in the DOM; colour contrast is left to the browser journeys)', () => {
  it('the list and an open settle question have no violations', async () => {
    serveList([order, cancellation, recorded, suggested]);
    renderDesk();
    await screen.findAllByRole('table');
    await expectAxeClean();
    fireEvent.click(screen.getByRole('button', { name: /^Settle, / }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelled' }));
    await expectAxeClean();
  });
});
