import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addAgencyDays, agencyDay, type CustomerEntry } from '@vuoro/domain';
import { StaffApiError } from '@/lib/staff-api';
import { ReportForm } from '../components/report-form';
import { ReportScreen } from '../components/report-screen';
import { answerRoutes, choices, customerShift } from './fixtures';
import { screenTests } from './texts';

const renderIn = screenTests();

const yesterday = agencyDay(addAgencyDays(new Date(), -1));
const renderForm = (onSave = vi.fn((_entries: CustomerEntry[]) => Promise.resolve())) => {
  renderIn(<ReportForm choices={choices} onSave={onSave} />);
  return onSave;
};
const row = (n: number) => screen.getByRole('group', { name: `Shift ${n}` });
const fieldIn = (n: number, label: string) =>
  within(row(n)).getByLabelText(new RegExp(`^${label}(\\s*\\*\\s*required)?$`)) as HTMLInputElement;
const type = (n: number, label: string, value: string) => fireEvent.change(fieldIn(n, label), { target: { value } });
function fillRow(n: number) {
  type(n, 'Place of work', 'pow-kitchen');
  type(n, 'Profession', 'pt-cook');
  type(n, 'Day', yesterday);
  type(n, 'Start time', '08:00');
  type(n, 'End time', '16:00');
}

describe('/shifts/report', () => {
  it('says the agency approves the shifts, and a user without the right sees no form', async () => {
    answerRoutes({ 'GET /v1/User/CreateCustomerShiftData': { json: { ...choices, canEditShifts: false } } });
    renderIn(<ReportScreen />);
    expect(screen.getByText(/The agency approves them before they are invoiced/)).toBeTruthy();
    expect(await screen.findByText(/can view shifts but not order/)).toBeTruthy();
  });

  it('rows are added and removed; each goes with its agency employee or its named worker', async () => {
    const onSave = renderForm();
    expect(screen.queryByRole('button', { name: 'Remove shift 1' })).toBeNull();
    fillRow(1);
    type(1, 'Agency employee', 'emp-aino');
    fireEvent.click(screen.getByRole('button', { name: 'Add shift' }));
    fillRow(2);
    fireEvent.click(within(row(2)).getByLabelText('Someone else (write the name)'));
    type(2, "Worker's name", 'Oma Työntekijä');
    fireEvent.click(screen.getByRole('button', { name: 'Add shift' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove shift 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 shifts' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const entries = onSave.mock.calls[0]![0];
    expect(entries.map((e) => [e.day, e.start, e.employeeId, e.workerName])).toEqual([
      [yesterday, '08:00', 'emp-aino', undefined],
      [yesterday, '08:00', undefined, 'Oma Työntekijä'],
    ]);
  });

  it('a row without its worker is marked at its field, and nothing is sent', async () => {
    const onSave = renderForm();
    fillRow(1);
    fireEvent.click(screen.getByRole('button', { name: 'Send 1 shift' }));
    await waitFor(() => expect(fieldIn(1, 'Agency employee').getAttribute('aria-invalid')).toBe('true'));
    expect(within(row(1)).getByText("Choose the employee or write the worker's name.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(fieldIn(1, 'Agency employee')));
    expect(onSave).not.toHaveBeenCalled();
  });

  it("the server's refusal of a row is shown at that row's field, the rows kept", async () => {
    const onSave = vi.fn(() =>
      Promise.reject(
        new StaffApiError(400, 'invalidInput', [{ path: 'entries.0.employeeId', message: 'validation:workerNotKnown' }]),
      ),
    );
    renderForm(onSave);
    fillRow(1);
    type(1, 'Agency employee', 'emp-aino');
    fireEvent.click(screen.getByRole('button', { name: 'Send 1 shift' }));
    expect(await within(row(1)).findByText(/This employee has not worked for you/)).toBeTruthy();
    expect(fieldIn(1, 'Start time').value).toBe('08:00');
  });

  it('sends through CreateEntries and lists the shifts recorded', async () => {
    const calls = answerRoutes({
      'GET /v1/User/CreateCustomerShiftData': { json: choices },
      'PUT /v1/Shift/Customer/CreateEntries': { json: { shifts: [customerShift({ entryType: 'customerReported' })] } },
    });
    renderIn(<ReportScreen />);
    await screen.findByRole('button', { name: 'Send 1 shift' });
    fillRow(1);
    type(1, 'Agency employee', 'emp-aino');
    fireEvent.click(screen.getByRole('button', { name: 'Send 1 shift' }));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(screen.getByText('The agency approves these shifts before they are invoiced.')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/v1/Shift/Customer/CreateEntries',
      body: { entries: [{ placeOfWorkId: 'pow-kitchen', employeeId: 'emp-aino', day: yesterday }] },
    });
  });
});
