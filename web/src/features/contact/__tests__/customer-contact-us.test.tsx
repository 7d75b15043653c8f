import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerOpeningHours, getContactUs, putSendMessage, type ContactUsView } from '@vuoro/domain';
import { expectAxeClean, json, screenApi } from '@/lib/__tests__/screen-api';
import customer from '@/locales/en/customer.json';
import validation from '@/locales/en/validation.json';
import CustomerContactUsRoute from '../routes/customer-contact-us';

const { api, show } = screenApi('/customer/contact-us', { customer, validation });
const VIEW: ContactUsView = {
  serviceCentre: { phone: '+358 20 730 1000', email: 'palvelukeskus@vuoro.test' },
  hours: customerOpeningHours(new Date('2026-11-23T06:00:00Z')),
  customers: ['Hotelli Aurora'],
  replyTo: 'maria@aurora.example',
};
const SEND = `PUT ${putSendMessage.path}`;

describe('/customer/contact-us', () => {
  it('links the phone and the email, lists the hours by runs of days with open now', async () => {
    api.answers[`GET ${getContactUs.path}`] = () => json(200, VIEW);
    show(<CustomerContactUsRoute />);
    expect(await screen.findByRole('link', { name: '+358 20 730 1000' })).toHaveAttribute('href', 'tel:+358207301000');
    expect(screen.getByRole('link', { name: 'palvelukeskus@vuoro.test' })).toHaveAttribute(
      'href',
      'mailto:palvelukeskus@vuoro.test',
    );
    const hours = screen.getByText('Opening hours').parentElement!;
    expect(within(hours).getByText('Monday\u2060–\u2060Friday')).toBeInTheDocument();
    expect(within(hours).getByText('6.00\u2060–\u206018.00')).toBeInTheDocument();
    expect(within(hours).getByText('Sunday')).toBeInTheDocument();
    expect(screen.getByTestId('open-now')).toHaveTextContent('Open now.');
    expect(screen.getByText(/We answer to maria@aurora.example/)).toBeInTheDocument();
    await expectAxeClean();
  });

  it("counts what is typed, refuses 4 characters, keeps the text on 'Could not send message', and empties the form once sent", async () => {
    api.answers[`GET ${getContactUs.path}`] = () => json(200, VIEW);
    api.answers[SEND] = () => json(503, { error: 'emailSendFailed' });
    show(<CustomerContactUsRoute />);
    const subject = screen.getByLabelText(/^Subject/) as HTMLInputElement;
    const message = screen.getByLabelText(/^Message/) as HTMLTextAreaElement;
    fireEvent.change(subject, { target: { value: 'Laskutus' } });
    fireEvent.change(message, { target: { value: 'Moi!' } });
    expect(screen.getByText('At least 5 characters. 4 characters typed.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The message must be at least 5 characters long')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.change(message, { target: { value: 'Soittakaa minulle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send message');
    expect(message.value).toBe('Soittakaa minulle');

    api.answers[SEND] = () => json(200, { queuedAt: '2026-11-23T06:00:00.000Z' });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent. The service centre will answer by email.')).toBeInTheDocument();
    expect(message.value).toBe('');
    expect(api.calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({
      subject: 'Laskutus',
      message: 'Soittakaa minulle',
    });
  });
});
