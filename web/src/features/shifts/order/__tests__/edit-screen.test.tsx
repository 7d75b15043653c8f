import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerShiftView } from '@vuoro/domain';
import { EditScreen } from '../components/edit-screen';
import { answerRoutes, customerShift, type Answer } from './fixtures';
import { screenTests } from './texts';

const renderIn = screenTests();

const EDIT = 'GET /v1/Shift/Customer/Shift/Edit';
const UPDATE = 'PUT /v1/Shift/Customer/Shift/Update';
const form = {
  day: '2030-03-04',
  start: '8.00',
  end: '16.00',
  lunchBreak: 30,
  worktimeFormat: 'regular',
  contactPerson: 'Maija',
  infoToEmployee: null,
  updatedAt: '2030-03-01T10:00:00.000Z',
};
const editAnswer = (shift: Partial<CustomerShiftView> = {}, formPatch = {}): Answer => ({
  json: { shift: customerShift(shift), form: { ...form, ...formPatch } },
});
const renderScreen = (shiftId: string | null = 'shift-1') => renderIn(<EditScreen shiftId={shiftId} />);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const filled = { state: 'filled' as const, worker: { id: 'emp-aino', name: 'Aino Virtanen' } };

describe('/customer/shifts/edit', () => {
  it("'Shift not found' for a missing shift, with no retry; 'Could not open shift' (the edit form, as the employee's) with one otherwise", async () => {
    answerRoutes({ [EDIT]: { status: 404, json: { error: 'shiftNotFound' } } });
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toBe('Shift not found');
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
    cleanup();
    answerRoutes({ [EDIT]: { status: 500, json: { error: 'internal' } } });
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not open shift');
    expect(screen.getByRole('link', { name: /Back to shifts/ }).getAttribute('href')).toBe('/customer/shifts');
  });

  it('an unfilled order: every field changes, and the version it was loaded with goes along', async () => {
    const calls = answerRoutes({ [EDIT]: editAnswer(), [UPDATE]: { json: { shift: customerShift() } } });
    renderScreen();
    await screen.findByRole('button', { name: 'Save shift' });
    expect(field('Start time').value).toBe('08:00');
    fireEvent.change(field('Lunch break (minutes)'), { target: { value: '45' } });
    fireEvent.change(field('Info to the employee'), { target: { value: 'Ovi B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shift' }));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      shiftId: 'shift-1',
      day: '2030-03-04',
      start: '08:00',
      end: '16:00',
      lunchBreak: 45,
      worktimeFormat: 'regular',
      contactPerson: 'Maija',
      infoToEmployee: 'Ovi B',
      updatedAt: form.updatedAt,
    });
  });

  it('a filled shift: only its time, contact and info change, and a new time is said to go to the employee', async () => {
    answerRoutes({ [EDIT]: editAnswer({ ...filled, can: { ...customerShift().can, edit: 'time' } }) });
    renderScreen();
    await screen.findByRole('button', { name: 'Save shift' });
    expect(field('Day').readOnly).toBe(true);
    expect(field('Lunch break (minutes)').readOnly).toBe(true);
    expect(field('Contact person').readOnly).toBe(false);
    expect(screen.queryByText(/will be sent to the employee for confirmation/)).toBeNull();
    fireEvent.change(field('Start time'), { target: { value: '09:00' } });
    expect(screen.getByText(/will be sent to the employee for confirmation/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and send to the employee' })).toBeTruthy();
  });

  it('a shift that cannot change says why, with no form', async () => {
    answerRoutes({
      [EDIT]: editAnswer({ state: 'cancelled', can: { ...customerShift().can, edit: 'none' } }),
    });
    renderScreen();
    expect(await screen.findByText('This shift can no longer be changed')).toBeTruthy();
    expect(screen.getByText('Shifts in this state can no longer be changed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save shift' })).toBeNull();
  });

  it('changed meanwhile: says so, keeps what was typed, and loads the shift again on request', async () => {
    let loads = 0;
    const calls = answerRoutes({
      [EDIT]: () => {
        loads += 1;
        return loads === 1
          ? editAnswer()
          : editAnswer({ contactPerson: 'Pekka' }, { contactPerson: 'Pekka', updatedAt: '2030-03-01T11:00:00.000Z' });
      },
      [UPDATE]: { status: 409, json: { error: 'validation:shiftChangedMeanwhile' } },
    });
    renderScreen();
    await screen.findByRole('button', { name: 'Save shift' });
    fireEvent.change(field('Info to the employee'), { target: { value: 'Ovi B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shift' }));
    expect(await screen.findByText(/Someone else changed this shift meanwhile/)).toBeTruthy();
    expect(field('Info to the employee').value).toBe('Ovi B');
    fireEvent.click(screen.getByRole('button', { name: 'Load the shift again' }));
    await waitFor(() => expect(field('Contact person').value).toBe('Pekka'));
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it("'Failed to save shift' when the save fails otherwise, the values kept", async () => {
    answerRoutes({ [EDIT]: editAnswer(), [UPDATE]: { status: 500, json: { error: 'internal' } } });
    renderScreen();
    await screen.findByRole('button', { name: 'Save shift' });
    fireEvent.change(field('Contact person'), { target: { value: 'Pekka' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shift' }));
    expect(await screen.findByText('Failed to save shift')).toBeTruthy();
    expect(field('Contact person').value).toBe('Pekka');
  });

  it('an address without a shift id is a shift not found', () => {
    renderScreen(null);
    expect(screen.getByRole('alert').textContent).toBe('Shift not found');
  });
});
