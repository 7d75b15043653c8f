import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addAgencyDays, agencyDay } from '@vuoro/domain';
import { OrderScreen } from '../components/order-screen';
import { answerRoutes, choices, customerShift } from './fixtures';
import { screenTests } from './texts';

const renderIn = screenTests();

const DATA = 'GET /v1/User/CreateCustomerShiftData';
const TITLES = 'GET /v1/Shift/Customer/ProfessionTitles';
const SUGGEST = 'GET /v1/Shift/Customer/EmployeesToSuggest';
const CREATE = 'PUT /v1/Shift/Customer/Create';
const CREATE_MANY = 'PUT /v1/Shift/Customer/CreateMultiple';
const titles = { json: { professionTitles: [{ id: 'pt-cook', name: 'Kokki' }] } };
const tomorrow = agencyDay(addAgencyDays(new Date(), 1));
const dayAfter = agencyDay(addAgencyDays(new Date(), 2));
const dateText = (day: string) => day.split('-').reverse().map(Number).join('.');

const renderScreen = () => renderIn(<OrderScreen />);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, with or without the required mark. */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}(\\s*\\*\\s*required)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
async function fillOrder() {
  await screen.findByRole('button', { name: 'Order shift' });
  type('Place of work', 'pow-kitchen');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Kokki' })).toBeTruthy());
  type('Profession', 'pt-cook');
  type('Start time', '08:00');
  type('End time', '16:00');
}

describe('/shifts/order', () => {
  it('a user without the right to edit shifts is told so, with no form', async () => {
    answerRoutes({ [DATA]: { json: { ...choices, canEditShifts: false } } });
    renderScreen();
    expect(await screen.findByText(/can view shifts but not order/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Order shift' })).toBeNull();
  });

  it('one day: sends Create with what was typed and lists the shifts made, with the way to the list', async () => {
    const calls = answerRoutes({
      [DATA]: { json: choices },
      [TITLES]: titles,
      [CREATE]: { json: { shifts: [customerShift(), customerShift({ id: 'shift-2' })] } },
    });
    renderScreen();
    await fillOrder();
    type('Day', tomorrow);
    type('Number of people', '2');
    type('Contact person', 'Maija');
    fireEvent.click(screen.getByLabelText('All suitable employees'));
    fireEvent.click(screen.getByRole('button', { name: 'Order shift' }));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    const sent = calls.find((c) => `${c.method} ${c.path}` === CREATE);
    expect(sent?.body).toMatchObject({
      placeOfWorkId: 'pow-kitchen',
      professionTitleId: 'pt-cook',
      day: tomorrow,
      start: '08:00',
      end: '16:00',
      peopleCount: 2,
      contactPerson: 'Maija',
      target: { target: 'allSuitable' },
    });
    expect(calls.find((c) => `${c.method} ${c.path}` === TITLES)?.query).toEqual({ placeOfWorkId: 'pow-kitchen' });
    expect(within(screen.getByRole('list', { name: 'Shifts saved: 2' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Show in the shift list' }).getAttribute('href')).toBe('/customer/shifts');
  });

  it('several days: days added and removed, the count against 31 said, CreateMultiple sent', async () => {
    const calls = answerRoutes({
      [DATA]: { json: choices },
      [TITLES]: titles,
      [CREATE_MANY]: { json: { shifts: [customerShift()] } },
    });
    renderScreen();
    await fillOrder();
    fireEvent.click(screen.getByLabelText('Several days'));
    for (const day of [dayAfter, tomorrow, dayAfter]) {
      type('Day to add', day);
      fireEvent.click(screen.getByRole('button', { name: 'Add day' }));
    }
    const chosen = screen.getByRole('list', { name: 'Chosen days' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split('Remove')[0]),
    ).toEqual([dateText(tomorrow), dateText(dayAfter)]);
    type('Number of people', '3');
    expect(screen.getByText('Shifts in this order (days × people): 6, at most 31.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Remove ${dateText(dayAfter)}` }));
    expect(screen.getByText('Shifts in this order (days × people): 3, at most 31.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('All suitable employees'));
    fireEvent.click(screen.getByRole('button', { name: 'Order shift' }));
    await screen.findByText('Saved successfully');
    expect(calls.find((c) => `${c.method} ${c.path}` === CREATE_MANY)?.body).toMatchObject({ days: [tomorrow], peopleCount: 3 });
  });

  it('selected employees: the suitable ones for the shift as typed, the pool members marked', async () => {
    const calls = answerRoutes({
      [DATA]: { json: choices },
      [TITLES]: titles,
      [SUGGEST]: {
        json: {
          employees: [
            { id: 'emp-aino', name: 'Aino Virtanen', inPool: true },
            { id: 'emp-bo', name: 'Bo Ek', inPool: false },
          ],
        },
      },
      [CREATE]: { json: { shifts: [customerShift()] } },
    });
    renderScreen();
    await fillOrder();
    type('Day', tomorrow);
    fireEvent.click(screen.getByLabelText('Selected employees'));
    const aino = await screen.findByRole('checkbox', { name: /Aino Virtanen/ });
    expect(aino.closest('label')?.textContent).toContain('In pool');
    expect(screen.getByRole('checkbox', { name: 'Bo Ek' })).toBeTruthy();
    expect(calls.find((c) => `${c.method} ${c.path}` === SUGGEST)?.query).toEqual({
      placeOfWorkId: 'pow-kitchen',
      professionTitleId: 'pt-cook',
      day: tomorrow,
      start: '08:00',
      end: '16:00',
    });
    fireEvent.click(aino);
    fireEvent.click(screen.getByRole('button', { name: 'Order shift' }));
    await screen.findByText('Saved successfully');
    expect(calls.find((c) => `${c.method} ${c.path}` === CREATE)?.body).toMatchObject({
      target: { target: 'selectedEmployees', employeeIds: ['emp-aino'] },
    });
  });

  it("the pool choices are the place's pools", async () => {
    answerRoutes({ [DATA]: { json: choices }, [TITLES]: titles });
    renderScreen();
    await fillOrder();
    fireEvent.click(screen.getByLabelText('Pool first, then all suitable employees'));
    const pool = () => screen.getByRole('combobox', { name: 'Pool' }) as HTMLSelectElement;
    expect(pool().value).toBe('pool-1');
    expect(within(pool()).getByRole('option', { name: 'Keittiön vakiot (4 members)' })).toBeTruthy();
    type('Place of work', 'pow-hall');
    expect(screen.queryByRole('combobox', { name: 'Pool' })).toBeNull();
    const noPool = screen.getByRole('radio', { name: 'Pool (no pool at this place)' }) as HTMLInputElement;
    expect(noPool.disabled).toBe(true);
    expect(noPool.checked).toBe(false);
  });

  it('an end before the start is the next morning; a time already past is warned of', async () => {
    answerRoutes({ [DATA]: { json: choices }, [TITLES]: titles });
    renderScreen();
    await fillOrder();
    type('End time', '02:00');
    expect(screen.getByText('The end is before the start: the shift ends the next morning.')).toBeTruthy();
    type('Day', agencyDay(addAgencyDays(new Date(), -1)));
    expect(screen.getByText(/The chosen time has already passed/)).toBeTruthy();
  });

  it('a refused order keeps everything typed and shows the field error at its field', async () => {
    answerRoutes({
      [DATA]: { json: choices },
      [TITLES]: titles,
      [CREATE]: {
        status: 400,
        json: { error: 'invalidInput', issues: [{ path: 'contactPerson', message: 'validation:textTooLong' }] },
      },
    });
    renderScreen();
    await fillOrder();
    type('Day', tomorrow);
    type('Contact person', 'Maija');
    fireEvent.click(screen.getByLabelText('All suitable employees'));
    fireEvent.click(screen.getByRole('button', { name: 'Order shift' }));
    await waitFor(() => expect(field('Contact person').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The text is too long')).toBeTruthy();
    expect(field('Contact person').value).toBe('Maija');
    expect(field('Start time').value).toBe('08:00');
    expect(screen.queryByText('Saved successfully')).toBeNull();
  });
});
