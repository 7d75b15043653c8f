import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AUTH_401, getMyInfo, putEmployeeBank, putEmployeePersonalInfo, type MyInfoView } from '@vuoro/domain';
import { installAuthProtocol } from '@/lib/staff-api';
import { resetApi, scriptFetch, type Call } from '@/lib/__tests__/stub-api';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import myInfo from '@/locales/en/myInfo.json';
import validation from '@/locales/en/validation.json';
import MyInfoRoute from '../../routes/my-info';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common, errors, myInfo, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  }),
);
afterEach(() => {
  cleanup();
  resetApi();
});

const VIEW: MyInfoView = {
  address: { address: 'Hämeentie 12 B 7', zip: '00530', city: 'Helsinki' },
  bank: null,
  bankAccountMissing: true,
  nextOfKin: { name: 'Aino Nieminen', phone: '+358401234567' },
  email: 'eero@example.com',
  phone: '+358402220002',
  smsEnabled: false,
  editable: true,
};
const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
const json = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
  });

/** The screen over scripted answers: `answers` by `METHOD /path`, each a function of the call and how many came before. */
function renderScreen(answers: Record<string, (call: Call, n: number) => Response>, reauth = async () => false) {
  const seen = new Map<string, number>();
  const calls = scriptFetch((call) => {
    const k = `${call.method} ${call.path}`;
    const n = seen.get(k) ?? 0;
    seen.set(k, n + 1);
    return answers[k]?.(call, n) ?? json(500, { error: 'unscripted' });
  }, '/profile/my-info');
  installAuthProtocol({
    getToken: async () => 'token',
    requestReauth: reauth,
    signOut: async () => undefined,
    navigate: () => undefined,
    currentPath: () => '/profile/my-info',
  });
  const location = memoryLocation({ path: '/profile/my-info' });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <MyInfoRoute />
      </Router>
    </I18nextProvider>,
  );
  return { calls, ...view };
}

const part = (name: string) => screen.getByRole('region', { name });

describe('My details', () => {
  it('shows the four parts with the address on a map and phones as tel: links; axe clean', async () => {
    const { container } = renderScreen({ [key(getMyInfo)]: () => json(200, VIEW) });
    await screen.findByRole('heading', { name: 'Address' });
    expect(within(part('Address')).getByRole('link', { name: 'Show on map' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=H%C3%A4meentie%2012%20B%207%2C%2000530%20Helsinki',
    );
    expect(within(part('Next of kin')).getByRole('link', { name: '+358401234567' })).toHaveAttribute('href', 'tel:+358401234567');
    expect(within(part('Contact details')).getByRole('link', { name: '+358402220002' })).toHaveAttribute(
      'href',
      'tel:+358402220002',
    );
    expect(within(part('Address')).getByLabelText('City')).toHaveValue('Helsinki');
    expect(within(part('Bank account')).getByLabelText('IBAN')).toHaveValue('');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("'Invalid IBAN' before any call, 'Check IBAN' from the server, then 'Saved successfully'; what was typed stays", async () => {
    const { calls } = renderScreen({
      [key(getMyInfo)]: () => json(200, VIEW),
      [key(putEmployeeBank)]: (_c, n) =>
        n === 0
          ? json(400, { error: 'validation', issues: [{ path: 'iban', message: 'validation:checkIban' }] })
          : json(200, { ...VIEW, bank: { iban: 'FI21 1234 5600 0007 85', bic: null, masked: false }, bankAccountMissing: false }),
    });
    const bank = await screen.findByRole('region', { name: 'Bank account' });
    const iban = within(bank).getByLabelText('IBAN');
    fireEvent.change(iban, { target: { value: 'FI21 1234' } });
    fireEvent.click(within(bank).getByRole('button', { name: 'Save' }));
    expect(await within(bank).findByText('Invalid IBAN')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.change(iban, { target: { value: 'FI21 1234 5600 0007 85' } });
    fireEvent.click(within(bank).getByRole('button', { name: 'Save' }));
    expect(await within(bank).findByText('Check IBAN')).toBeInTheDocument();
    expect(iban).toHaveValue('FI21 1234 5600 0007 85');

    fireEvent.click(within(bank).getByRole('button', { name: 'Save' }));
    expect(await within(bank).findByRole('status')).toHaveTextContent('Saved successfully');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { iban: 'FI21 1234 5600 0007 85', bic: '' },
      { iban: 'FI21 1234 5600 0007 85', bic: '' },
    ]);
  });

  it("'Credentials too old': signed in again, the same save is sent again; declined, 'User needs to reauthenticate'", async () => {
    let asked = 0;
    let confirm = true;
    const { calls } = renderScreen(
      {
        [key(getMyInfo)]: () => json(200, VIEW),
        // The first save's call and its refreshed retry are too old; after signing in again it goes through; later ones are too old again.
        [key(putEmployeeBank)]: (_c, n) => (n === 2 ? json(200, VIEW) : json(401, AUTH_401.credentialsTooOld)),
      },
      async () => {
        asked += 1;
        return confirm;
      },
    );
    const bank = await screen.findByRole('region', { name: 'Bank account' });
    fireEvent.change(within(bank).getByLabelText('IBAN'), { target: { value: 'FI2112345600000785' } });
    fireEvent.click(within(bank).getByRole('button', { name: 'Save' }));
    expect(await within(bank).findByRole('status')).toHaveTextContent('Saved successfully');
    expect(asked).toBe(1);
    // The 401, its refresh-and-retry, then the same body after signing in again.
    expect(new Set(calls.filter((c) => c.method === 'PUT').map((c) => JSON.stringify(c.body)))).toEqual(
      new Set([JSON.stringify({ iban: 'FI2112345600000785', bic: '' })]),
    );

    confirm = false;
    fireEvent.click(within(bank).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(bank).getByRole('alert')).toHaveTextContent('User needs to reauthenticate'));
    expect(within(bank).getByLabelText('IBAN')).toHaveValue('FI2112345600000785');
  });

  it("contact details: 'This is not a valid email address'; a failed save says 'Failed to save contact info'", async () => {
    renderScreen({
      [key(getMyInfo)]: () => json(200, VIEW),
      [key(putEmployeePersonalInfo)]: () => json(500, { error: 'internal' }),
    });
    const contact = await screen.findByRole('region', { name: 'Contact details' });
    const email = within(contact).getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'eero@' } });
    fireEvent.click(within(contact).getByRole('button', { name: 'Save' }));
    expect(await within(contact).findByText('This is not a valid email address')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'eero.new@example.com' } });
    fireEvent.click(within(contact).getByLabelText('Send me messages by SMS'));
    fireEvent.click(within(contact).getByRole('button', { name: 'Save' }));
    expect(await within(contact).findByRole('alert')).toHaveTextContent('Failed to save contact info');
    expect(email).toHaveValue('eero.new@example.com');
    expect(within(contact).getByLabelText('Send me messages by SMS')).toBeChecked();
  });

  it('a "Sign in as" session reads the starred IBAN and has nothing to save', async () => {
    renderScreen({
      [key(getMyInfo)]: () =>
        json(200, { ...VIEW, bank: { iban: 'FI** **** **** **07 85', bic: null, masked: true }, editable: false }),
    });
    const bank = await screen.findByRole('region', { name: 'Bank account' });
    expect(within(bank).getByText(/FI\*\* \*\*\*\* \*\*\*\* \*\*07 85/)).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Save' })).toEqual([]);
    expect(
      screen.getByText('You are signed in as this employee: the details can be viewed but not changed.'),
    ).toBeInTheDocument();
  });
});
