import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CustomerShiftDetails } from '../components/customer-shift-details';
import { axeViolations, callTo, initI18n, places, resetApi, shiftView, stubApi, wrap, type Script } from './harness';

beforeAll(initI18n);
afterEach(() => {
  cleanup();
  resetApi();
});

const form = {
  day: '2026-11-30',
  start: '7.00',
  end: '15.00',
  lunchBreak: 30,
  worktimeFormat: null,
  contactPerson: null,
  infoToEmployee: null,
  updatedAt: null,
};
const script = (shift = shiftView(), over: Script = {}): Script => ({
  'GET /v1/Shift/Customer/Shift/Edit': { body: { shift, form } },
  'GET /v1/PlaceOfWork/CustomerUserPlaceOfWorkList': { body: places },
  'GET /v1/Shift/Customer/Shift/SuggestedEmployees': {
    body: {
      suggestions: [
        {
          employee: { id: 'e1', name: 'Aino Virtanen' },
          state: 'booked',
          suggestedAt: '2026-11-20T08:20:00.000Z',
          answeredAt: '2026-11-21T08:15:00.000Z',
        },
        {
          employee: { id: 'e2', name: 'Pekka Laine' },
          state: 'suggested',
          suggestedAt: '2026-11-20T08:20:00.000Z',
          answeredAt: null,
        },
      ],
    },
  },
  ...over,
});
const open = (shift = shiftView(), over: Script = {}) => {
  const calls = stubApi(script(shift, over));
  wrap(<CustomerShiftDetails shiftId={shift.id} backHref="/customer/shifts?state=filled" />);
  return calls;
};

describe('CustomerShiftDetails', () => {
  it('shows the fields, the place with a map link and a tappable phone, the worker, suggestions and history', async () => {
    const calls = open();
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Hotelli Aurora, keittiö, Monday 30.11. 7.00\u2060–\u206015.00',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect((await callTo(calls, 'GET', '/v1/Shift/Customer/Shift/Edit')).query).toEqual({ shiftId: 's1' });
    expect(screen.getByRole('link', { name: 'Back to shifts' }).getAttribute('href')).toBe('/customer/shifts?state=filled');
    const map = await screen.findByRole('link', { name: 'Mannerheimintie 1, Helsinki (open on a map)' });
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=Mannerheimintie%201%2C%20Helsinki');
    expect(screen.getByRole('link', { name: 'Call +358 40 123 4567' }).getAttribute('href')).toBe('tel:+358401234567');
    expect(screen.getByText('7.50')).toBeTruthy();
    expect(screen.getByText('€245.50')).toBeTruthy();
    expect(screen.getAllByText('Aino Virtanen').length).toBeGreaterThan(0);
    expect(screen.getByText('Use the staff entrance.')).toBeTruthy();
    expect(screen.getByText('Maija Esimies, 20.11.2026 10.15')).toBeTruthy();

    const suggested = await screen.findByRole('region', { name: 'Suggested to' });
    expect(within(suggested).getByText('Pekka Laine')).toBeTruthy();
    expect(within(suggested).getByText(/answered 21\.11\.2026 10\.15/)).toBeTruthy();
    expect(within(suggested).getByText('Booked')).toBeTruthy();

    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'New20.11.2026 10.15, Maija Esimies',
      'Filled21.11.2026 10.15, The employee',
    ]);
    expect(screen.getByRole('link', { name: 'Change the time' }).getAttribute('href')).toBe('/customer/shifts/edit?shiftId=s1');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('offers no cancel or edit when the view says the caller may not', async () => {
    open(shiftView({ can: { accept: false, cancel: false, edit: 'none', feedback: false, sms: false } }));
    await screen.findByRole('heading', { level: 1, name: /Hotelli Aurora/ });
    expect(screen.queryByRole('button', { name: 'Cancel shift' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit shift|Change the time/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send SMS' })).toBeNull();
  });

  it("says 'Shift not found' for a shift that is not the caller's, without a retry", async () => {
    stubApi(script(shiftView(), { 'GET /v1/Shift/Customer/Shift/Edit': { status: 404, body: { error: 'shiftNotFound' } } }));
    wrap(<CustomerShiftDetails shiftId="gone" backHref="/customer/shifts" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Shift not found');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  describe('cancelling', () => {
    const cancelled = { shift: shiftView({ state: 'requestedForCancellation' }) };

    it("refuses an empty reason with 'Cancellation reason is missing' and sends nothing", async () => {
      const calls = open();
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel shift' }));
      fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the shift' }));
      const reason = screen.getByRole('textbox', { name: /Cancellation reason/ });
      expect(reason.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Cancellation reason is missing')).toBeTruthy();
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    });

    it('on the billing warning (409) shows the notice hours and only its own confirmation sends confirmed', async () => {
      const calls = open(shiftView(), {
        'PUT /v1/Shift/Customer/Cancel': [
          { status: 409, body: { error: 'validation:cancellationConfirmationRequired' } },
          { body: cancelled },
        ],
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel shift' }));
      fireEvent.change(screen.getByRole('textbox', { name: /Cancellation reason/ }), { target: { value: 'Kitchen closed' } });
      fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the shift' }));
      expect((await callTo(calls, 'PUT', '/v1/Shift/Customer/Cancel')).body).toEqual({ shiftId: 's1', reason: 'Kitchen closed' });

      expect(
        await screen.findByText(
          'The shift starts within the cancellation notice of 48 hours in your contract, so the cancellation may be billed.',
        ),
      ).toBeTruthy();
      expect(
        screen.getByText(
          "The contract's cancellation terms are not met, so the shift may be billed. Do you still want to cancel it?",
        ),
      ).toBeTruthy();
      expect((screen.getByRole('textbox', { name: /Cancellation reason/ }) as HTMLTextAreaElement).value).toBe('Kitchen closed');
      fireEvent.click(screen.getByRole('button', { name: 'Cancel, the cancellation may be billed' }));
      expect((await callTo(calls, 'PUT', '/v1/Shift/Customer/Cancel', 1)).body).toEqual({
        shiftId: 's1',
        reason: 'Kitchen closed',
        confirmed: true,
      });
      expect(
        await screen.findByText('The cancellation was requested: the agency handles it, as the shift already has an employee.'),
      ).toBeTruthy();
      await callTo(calls, 'GET', '/v1/Shift/Customer/Shift/Edit', 1);
    });

    it('warns up front when the notice is already not met, and confirms with confirmed: true', async () => {
      const calls = open(shiftView({ cancelNotice: { hours: 24, met: false } }), {
        'PUT /v1/Shift/Customer/Cancel': { body: cancelled },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel shift' }));
      expect(screen.getByText(/cancellation notice of 24 hours/)).toBeTruthy();
      fireEvent.change(screen.getByRole('textbox', { name: /Cancellation reason/ }), { target: { value: 'No need' } });
      fireEvent.click(screen.getByRole('button', { name: 'Cancel, the cancellation may be billed' }));
      expect((await callTo(calls, 'PUT', '/v1/Shift/Customer/Cancel')).body).toEqual({
        shiftId: 's1',
        reason: 'No need',
        confirmed: true,
      });
    });
  });

  describe('Send SMS', () => {
    it('counts the characters and says the 409 smsNoPhone in words, keeping the text', async () => {
      const calls = open(shiftView(), {
        'PUT /v1/Message/Customer/SendSms': [
          { status: 409, body: { error: 'validation:smsNoPhone' } },
          { body: { sentAt: '2026-11-25T10:00:00.000Z', to: '+358 ••• ••• 567' } },
        ],
      });
      const text = await screen.findByRole('textbox', { name: /Message to Aino Virtanen/ });
      expect(text.getAttribute('maxLength')).toBe('459');
      fireEvent.change(text, { target: { value: 'Please come 10 min early' } });
      expect(screen.getByText('Characters: 24/459')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Send SMS' }));
      expect((await callTo(calls, 'PUT', '/v1/Message/Customer/SendSms')).body).toEqual({
        shiftId: 's1',
        message: 'Please come 10 min early',
      });
      expect((await screen.findByRole('alert')).textContent).toBe(
        'The employee has no mobile number for text messages. Contact the agency.',
      );
      expect((text as HTMLTextAreaElement).value).toBe('Please come 10 min early');
      fireEvent.click(screen.getByRole('button', { name: 'Send SMS' }));
      expect(await screen.findByText('The message was sent to +358 ••• ••• 567.')).toBeTruthy();
      expect((text as HTMLTextAreaElement).value).toBe('');
    });
  });

  describe('feedback', () => {
    const worked = shiftView({ can: { accept: false, cancel: false, edit: 'none', feedback: true, sms: false } });

    it('asks for a rating, then sends rating, text and reply email once', async () => {
      const calls = open(worked, {
        'PUT /v1/Shift/Customer/Shift/Feedback': { status: 201, body: { shiftId: 's1', created: '2026-11-25T10:00:00.000Z' } },
      });
      const feedback = within(await screen.findByRole('form', { name: 'Feedback' }));
      fireEvent.change(feedback.getByRole('textbox', { name: /^Feedback/ }), { target: { value: 'Great work, thank you!' } });
      fireEvent.click(feedback.getByRole('button', { name: 'Send feedback' }));
      expect(feedback.getByText('Field is required')).toBeTruthy();
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
      expect(await axeViolations(document.body)).toEqual([]);

      expect(feedback.getAllByRole('radio')).toHaveLength(5);
      fireEvent.click(feedback.getByRole('radio', { name: '4 stars' }));
      fireEvent.change(feedback.getByRole('textbox', { name: /Email for a reply/ }), { target: { value: 'maija@aurora.fi' } });
      fireEvent.click(feedback.getByRole('button', { name: 'Send feedback' }));
      expect((await callTo(calls, 'PUT', '/v1/Shift/Customer/Shift/Feedback')).body).toEqual({
        shiftId: 's1',
        rating: 4,
        message: 'Great work, thank you!',
        email: 'maija@aurora.fi',
      });
      expect(await screen.findByText('Thank you for your feedback.')).toBeTruthy();
    });
  });
});
