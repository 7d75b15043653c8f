import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeskMessageAudience, DeskMessageSendView } from '@vuoro/domain';
import { DeskMessages } from '../components/desk-messages';
import { expectAxeClean, json, scriptedApi } from './scripted-api';

const { api, show } = scriptedApi();

const audience: DeskMessageAudience = {
  placesOfWork: [{ id: 'pow-kitchen', name: 'Keittiö', customer: { id: 'c-aurora', name: 'Hotelli Aurora' } }],
  professionTitles: [
    { id: 'pt-cook', name: 'Kokki', names: { en: 'Cook' } },
    { id: 'pt-waiter', name: 'Tarjoilija', names: { en: 'Waiter' } },
  ],
  employees: [
    { id: 'sp-eero', name: 'Eero Nieminen', placeOfWork: { id: 'pow-kitchen', name: 'Keittiö' }, passive: false },
    { id: 'sp-olena', name: 'Olena Kovalenko', placeOfWork: null, passive: false },
  ],
};

const sendView = (over: Partial<DeskMessageSendView> = {}): DeskMessageSendView => ({
  id: 'send-1',
  to: { kind: 'employee', employeeId: 'sp-olena' },
  type: 'other',
  subject: 'Графік на грудень',
  body: 'Вітаємо!',
  shiftId: null,
  senderName: 'Reija Rekrytoija',
  sentAt: '2026-11-28T08:00:00.000Z',
  recipients: 1,
  opened: 0,
  mail: { none: 0, queued: 0, sent: 1, failed: 0 },
  ...over,
});

function serve(sends: DeskMessageSendView[] = []) {
  api.answers['GET /v1/Desk/Messages/Audience'] = () => json(200, audience);
  api.answers['GET /v1/Desk/Messages'] = () => json(200, { sends, total: sends.length });
}

const form = () => screen.getByRole('form', { name: 'Write a message' });
const type = (label: RegExp, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });

describe('writing a message at the desk', () => {
  it('counts a group first, asks with the count, sends the same body and says it was sent', async () => {
    serve();
    show(<DeskMessages />);
    fireEvent.click(within(form()).getByRole('radio', { name: 'Profession titles' }));
    fireEvent.click(await within(form()).findByRole('checkbox', { name: 'Cook' }));
    type(/^Subject/, ' Hygieniaohje ');
    type(/^Message/, 'Uusi ohje on luettavissa.');
    api.answers['PUT /v1/Desk/Messages/Recipients'] = () => json(200, { recipients: 3 });
    fireEvent.click(within(form()).getByRole('button', { name: 'Send' }));
    await within(form()).findByText('Send the message to 3 employees? A sent message cannot be taken back.');
    const body = {
      to: { kind: 'professionTitle' as const, professionTitleIds: ['pt-cook'] },
      subject: 'Hygieniaohje',
      body: 'Uusi ohje on luettavissa.',
    };
    expect(api.callsTo('PUT', '/v1/Desk/Messages/Recipients').map((c) => c.body)).toEqual([body]);
    expect(api.callsTo('PUT', '/v1/Desk/Messages/Send')).toEqual([]);

    api.answers['PUT /v1/Desk/Messages/Send'] = () => json(201, { send: sendView({ to: body.to, recipients: 3 }) });
    const listed = api.callsTo('GET', '/v1/Desk/Messages').length;
    fireEvent.click(within(form()).getByRole('button', { name: 'Yes, send' }));
    await within(form()).findByText('Sent to 3 employees.');
    expect(api.callsTo('PUT', '/v1/Desk/Messages/Send').map((c) => c.body)).toEqual([body]);
    expect((within(form()).getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(api.callsTo('GET', '/v1/Desk/Messages').length).toBe(listed + 1));
  });

  it('asks by name for one employee found by typing; a failed send says so and keeps what was typed', async () => {
    serve();
    show(<DeskMessages />);
    const picker = within(form()).getByRole('combobox', { name: 'Employee' });
    await waitFor(() => expect(picker).not.toBeDisabled());
    // By keyboard: a part of the surname narrows the list to Olena, Enter picks her.
    await userEvent.type(picker, 'kova');
    expect(await screen.findByRole('option', { name: /^Olena Kovalenko/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Eero/ })).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect((picker as HTMLInputElement).value).toBe('Olena Kovalenko');
    type(/^Subject/, 'Graafik');
    type(/^Message/, 'Teksti');
    fireEvent.click(within(form()).getByRole('button', { name: 'Send' }));
    await within(form()).findByText('Send the message to Olena Kovalenko? A sent message cannot be taken back.');
    expect(api.callsTo('PUT', '/v1/Desk/Messages/Recipients')).toEqual([]);

    fireEvent.click(within(form()).getByRole('button', { name: 'Yes, send' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe('Could not send message');
    expect(api.callsTo('PUT', '/v1/Desk/Messages/Send')[0]!.body).toMatchObject({
      to: { kind: 'employee', employeeId: 'sp-olena' },
    });
    expect((within(form()).getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Graafik');
    expect((within(form()).getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Teksti');
  });

  it('says what is missing before any call, and that an empty group reaches nobody', async () => {
    serve();
    show(<DeskMessages />);
    fireEvent.click(within(form()).getByRole('button', { name: 'Send' }));
    expect(await within(form()).findByText('Choose the employee.')).toBeInTheDocument();
    expect(within(form()).getAllByText('Field is required')).toHaveLength(2);
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.click(within(form()).getByRole('radio', { name: 'A place of work' }));
    fireEvent.change(await within(form()).findByLabelText('Place of work'), { target: { value: 'pow-kitchen' } });
    type(/^Subject/, 'S');
    type(/^Message/, 'B');
    api.answers['PUT /v1/Desk/Messages/Recipients'] = () => json(200, { recipients: 0 });
    fireEvent.click(within(form()).getByRole('button', { name: 'Send' }));
    expect(await within(form()).findByText('No active employee belongs to this group.')).toBeInTheDocument();
    expect(within(form()).queryByRole('button', { name: 'Yes, send' })).toBeNull();
  });
});

describe('the sends', () => {
  it('lists each send with whom it reached and its counts, and its delivery per recipient on request', async () => {
    serve([
      sendView(),
      sendView({
        id: 'send-2',
        to: { kind: 'everyone' },
        subject: 'Tiedote',
        recipients: 40,
        opened: 12,
        mail: { none: 2, queued: 3, sent: 34, failed: 1 },
      }),
    ]);
    api.answers['GET /v1/Desk/Messages/send-1'] = () =>
      json(200, {
        send: sendView(),
        recipients: [
          { employeeId: 'sp-olena', name: 'Olena Kovalenko', messageId: 'm1', mail: 'sent', opened: false, openedAt: null },
        ],
      });
    show(<DeskMessages />);
    const olena = (await screen.findByRole('heading', { level: 3, name: 'Графік на грудень' })).closest('li')!;
    expect(within(olena).getByText('To Olena Kovalenko')).toBeInTheDocument();
    expect(within(olena).getByText('1 recipient · 0 opened · 1 email sent')).toBeInTheDocument();
    const all = screen.getByRole('heading', { level: 3, name: 'Tiedote' }).closest('li')!;
    expect(within(all).getByText('To every active employee')).toBeInTheDocument();
    expect(
      within(all).getByText('40 recipients · 12 opened · 34 emails sent · 3 emails queued · 1 email failed'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 messages sent')).toBeInTheDocument();

    fireEvent.click(within(olena).getByRole('button', { name: 'Show delivery' }));
    const delivery = await within(olena).findByRole('list', { name: 'Delivery per recipient' });
    expect(within(delivery).getByText('Olena Kovalenko')).toBeInTheDocument();
    expect(within(delivery).getByText('Email sent')).toBeInTheDocument();
    expect(within(delivery).getByText('Not opened')).toBeInTheDocument();
    await expectAxeClean();
  });

  it("a send's counts follow its delivery when that is refreshed or opened again", async () => {
    const queued = sendView({ mail: { none: 0, queued: 1, sent: 0, failed: 0 } });
    serve([queued]);
    const delivery = (send: DeskMessageSendView, mail: 'queued' | 'sent', openedAt: string | null) => () =>
      json(200, {
        send,
        recipients: [{ employeeId: 'sp-olena', name: 'Olena Kovalenko', messageId: 'm1', mail, opened: !!openedAt, openedAt }],
      });
    api.answers['GET /v1/Desk/Messages/send-1'] = delivery(queued, 'queued', null);
    show(<DeskMessages />);
    const item = (await screen.findByRole('heading', { level: 3, name: 'Графік на грудень' })).closest('li')!;
    const counts = (text: string) => within(item).findByText(text, { selector: 'p' });
    expect(await counts('1 recipient · 0 opened · 0 emails sent · 1 email queued')).toBeInTheDocument();
    fireEvent.click(within(item).getByRole('button', { name: 'Show delivery' }));
    expect(await within(item).findByText('Email queued')).toBeInTheDocument();

    // The mail went out meanwhile: Refresh delivery shows it per recipient and in the counts above.
    api.answers['GET /v1/Desk/Messages/send-1'] = delivery(sendView(), 'sent', null);
    fireEvent.click(within(item).getByRole('button', { name: 'Refresh delivery' }));
    expect(await within(item).findByText('Email sent')).toBeInTheDocument();
    expect(await counts('1 recipient · 0 opened · 1 email sent')).toBeInTheDocument();
    expect(within(item).queryByText(/email queued/)).toBeNull();

    // Olena opened it: hiding the delivery and showing it again reads it anew, the counts too.
    api.answers['GET /v1/Desk/Messages/send-1'] = delivery(sendView({ opened: 1 }), 'sent', '2026-11-28T09:00:00.000Z');
    fireEvent.click(within(item).getByRole('button', { name: 'Hide delivery' }));
    fireEvent.click(within(item).getByRole('button', { name: 'Show delivery' }));
    expect(await within(item).findByText('Opened 28.11.2026 11.00')).toBeInTheDocument();
    expect(await counts('1 recipient · 1 opened · 1 email sent')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v1/Desk/Messages')).toHaveLength(1);
  });

  it("says 'Could not load messages' with a retry when the list fails", async () => {
    api.answers['GET /v1/Desk/Messages/Audience'] = () => json(200, audience);
    show(<DeskMessages />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load messages');
    serve();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No messages sent yet')).toBeInTheDocument();
  });
});
