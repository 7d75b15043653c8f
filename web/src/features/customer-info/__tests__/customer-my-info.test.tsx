import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getContactPersonEditView, putContactPersonUpdate, type ContactPersonView } from '@vuoro/domain';
import { expectAxeClean, json, screenApi } from '@/lib/__tests__/screen-api';
import customer from '@/locales/en/customer.json';
import validation from '@/locales/en/validation.json';
import CustomerMyInfoRoute from '../routes/customer-my-info';

const chosen: string[] = [];
vi.mock('@/lib/i18n', () => ({ chooseLanguage: async (lng: string) => void chosen.push(lng) }));

const { api, show } = screenApi('/customer/my-info', { customer, validation });
const VIEW: ContactPersonView = {
  firstName: 'Maria',
  lastName: 'Lehtonen',
  phone: '+358401110001',
  email: 'maria.lehtonen@demo.vuoro.fi',
  signInEmail: 'maria.lehtonen@demo.vuoro.fi',
  language: 'en',
  version: 'v1',
};
const GET = `GET ${getContactPersonEditView.path}`;
const PUT = `PUT ${putContactPersonUpdate.path}`;
const input = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const saves = () => api.calls.filter((c) => `${c.method} ${c.path}` === PUT);

describe('/customer/my-info', () => {
  it("refuses a local phone with the spec's text before calling, then saves with the version read and says 'Saved successfully'", async () => {
    api.answers[GET] = () => json(200, VIEW);
    api.answers[PUT] = (call) => json(200, { ...VIEW, ...(call.body as object), phone: '+358402223333', version: 'v2' });
    show(<CustomerMyInfoRoute />);
    await screen.findByDisplayValue('Maria');
    expect(screen.getByTestId('sign-in-email').textContent).toContain('You sign in with maria.lehtonen@demo.vuoro.fi.');

    fireEvent.change(input(/^Phone/), { target: { value: '040 222 3333' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone number should be formatted +358...')).toBeInTheDocument();
    expect(saves()).toEqual([]);
    await expectAxeClean();

    fireEvent.change(input(/^Phone/), { target: { value: '+358 40 222 3333' } });
    fireEvent.change(screen.getByLabelText(/^Language/), { target: { value: 'sv' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved successfully');
    expect(saves()[0]!.body).toEqual({
      firstName: 'Maria',
      lastName: 'Lehtonen',
      phone: '+358402223333',
      email: 'maria.lehtonen@demo.vuoro.fi',
      language: 'sv',
      version: 'v1',
    });
    expect(chosen).toEqual(['sv']);
  });

  it("a failure says 'Failed to save' and keeps what was typed; a stale version says so and offers the saved details", async () => {
    api.answers[GET] = () => json(200, { ...VIEW, language: null });
    api.answers[PUT] = () => json(503, { error: 'unavailable' });
    show(<CustomerMyInfoRoute />);
    await screen.findByDisplayValue('Maria');
    // No language stored yet: the form offers the one the app shows, so a save does not switch it.
    expect((screen.getByLabelText(/^Language/) as HTMLSelectElement).value).toBe('en');
    fireEvent.change(input(/^First name/), { target: { value: 'Maija' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save');
    expect(input(/^First name/).value).toBe('Maija');

    api.answers[PUT] = () => json(409, { error: 'contactPersonChanged' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('changed elsewhere'));
    expect(input(/^First name/).value).toBe('Maija');
    api.answers[GET] = () => json(200, { ...VIEW, firstName: 'Maria-Liisa', version: 'v3' });
    fireEvent.click(screen.getByRole('button', { name: 'Show the saved details' }));
    expect(await screen.findByDisplayValue('Maria-Liisa')).toBeInTheDocument();
  });
});
