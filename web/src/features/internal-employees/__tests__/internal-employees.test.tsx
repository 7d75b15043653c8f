import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { routes } from '@vuoro/domain';
import common from '@/locales/en/common.json';
import customer from '@/locales/en/customer.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import validation from '@/locales/en/validation.json';
import { resetApi, stubApi, type Script } from '@/lib/__tests__/stub-api';
import AddInternalEmployeeRoute from '../routes/add-internal-employee';
import InternalEmployeesRoute from '../routes/internal-employees';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common, customer, errors, labels, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetApi();
});

const view = {
  id: 'ie-aino',
  customerId: 'c-aurora',
  firstName: 'Aino',
  lastName: 'Sisäinen',
  email: 'aino@aurora.test',
  phone: '+358401234567',
  secondPhone: null,
  language: 'fi',
  employmentRelationship: 'rel-hourly',
  homeCostCenter: 'KK-100',
  placesOfBusiness: ['pow-kitchen'],
  professionTitles: ['pt-cook'],
  suggestionGroup: 'pool-kitchen',
  comments: null,
  smsConsent: false,
  canEditShifts: true,
  status: 'active',
  passivationReason: null,
  socialSecurityNumber: '131052-308T',
  version: 3,
  hasAccount: true,
  invitedAt: null,
  updatedAt: '2026-11-29T08:00:00.000Z',
};

const script = (over: Script = {}): Script => ({
  'GET /v1/TSP/CustomerOrganizations': {
    body: {
      customers: [{ id: 'c-aurora', name: 'Hotelli Aurora', suggestionGroups: [{ id: 'pool-kitchen', name: 'Vakiot' }] }],
      professionTitles: [{ id: 'pt-cook', name: 'Kokki', names: { en: 'Cook' } }],
    },
  },
  'GET /v1/TSP/SelectablePlacesOfBusiness': {
    body: { placesOfBusiness: [{ id: 'pow-kitchen', name: 'Keittiö', customerId: 'c-aurora', address: null, city: 'Helsinki' }] },
  },
  'GET /v1/TSP/CustomerRelationships': {
    body: {
      relationships: [{ id: 'rel-hourly', customerId: 'c-aurora', name: 'Tuntityö', contractType: 'onCall', workTimeType: null }],
    },
  },
  'GET /v1/TSP/CustomerInternalResourcesList': {
    body: {
      employees: [
        {
          ...view,
          placesOfBusiness: [{ id: 'pow-kitchen', name: 'Keittiö' }],
          professionTitles: [{ id: 'pt-cook', name: 'Kokki' }],
        },
        {
          ...view,
          id: 'ie-ville',
          firstName: 'Ville',
          lastName: 'Vanha',
          status: 'passive',
          passivationReason: 'Muutti pois',
          placesOfBusiness: [],
          professionTitles: [],
        },
      ],
    },
  },
  'GET /v1/TSP/InternalEmployeeEditView': { body: { employee: view, selectedEmploymentRelationshipId: 'rel-hourly' } },
  ...over,
});

function show(s: Script, path: string) {
  const calls = stubApi(s, path);
  const location = memoryLocation({ path, record: true });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <main>
          <Switch>
            <Route path={routes.customerAddInternalEmployee.path} component={AddInternalEmployeeRoute} />
            <Route path={routes.customerInternalEmployeeEdit.path} component={InternalEmployeesRoute} />
            <Route path={routes.customerInternalEmployees.path} component={InternalEmployeesRoute} />
          </Switch>
        </main>
      </Router>
    </I18nextProvider>,
  );
  return { calls, location };
}

async function expectAxeClean() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

describe('/customer/internal-employees', () => {
  it('lists active first with the passive one marked and its reason, filters by name, links to the edit screen; axe clean', async () => {
    show(script(), '/customer/internal-employees');
    const list = await screen.findByRole('list', { name: 'Internal employees' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link', { name: /Sisäinen|Vanha/ }).textContent)).toEqual([
      'Aino Sisäinen',
      'Ville Vanha',
    ]);
    expect(rows[1]).toHaveTextContent('Passive');
    expect(rows[1]).toHaveTextContent('Passivation reason: Muutti pois');
    expect(within(rows[0]!).getByRole('link', { name: '+358401234567' })).toHaveAttribute('href', 'tel:+358401234567');
    expect(within(rows[0]!).getByRole('link', { name: 'Aino Sisäinen' })).toHaveAttribute(
      'href',
      '/customer/internal-employees/edit/ie-aino/customerId/c-aurora',
    );
    await expectAxeClean();
    await userEvent.type(screen.getByLabelText('Filter by name'), 'ville');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it("a failed load says 'Could not load employees' with a retry", async () => {
    show(
      script({ 'GET /v1/TSP/CustomerInternalResourcesList': { status: 500, body: { error: 'x' } } }),
      '/customer/internal-employees',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load employees');
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});

describe('/customer/add-internal-employee', () => {
  it('refuses a missing suggestion group and a bad identity code with their texts; then adds and says Saved successfully', async () => {
    const { calls } = show(
      script({
        'POST /v1/TSP/CreateInternalEmployee': {
          status: 201,
          body: { employee: { ...view, id: 'ie-new', hasAccount: false }, invited: true },
        },
      }),
      '/customer/add-internal-employee',
    );
    await userEvent.type(await screen.findByLabelText(/^First name/), 'Aino');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Sisäinen');
    await userEvent.type(screen.getByLabelText(/^Email/), 'aino@aurora.test');
    await userEvent.type(screen.getByLabelText(/^Phone/), '401234567');
    await userEvent.type(screen.getByLabelText(/^Personal identity code/), '131052-308U');
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    expect(await screen.findByText('Internal employee must have a suggestion group')).toBeInTheDocument();
    expect(screen.getByText('Invalid personal identity code')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await expectAxeClean();

    await userEvent.selectOptions(screen.getByLabelText(/^Shift suggestion group/), 'pool-kitchen');
    const code = screen.getByLabelText(/^Personal identity code/);
    await userEvent.clear(code);
    await userEvent.type(code, '131052-308T');
    await userEvent.click(screen.getByLabelText('Keittiö, Helsinki'));
    await userEvent.click(screen.getByLabelText('Cook'));
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    expect(await screen.findByText(/Saved successfully/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      customerId: 'c-aurora',
      firstName: 'Aino',
      phone: '+358401234567',
      suggestionGroup: 'pool-kitchen',
      placesOfBusiness: ['pow-kitchen'],
      professionTitles: ['pt-cook'],
      socialSecurityNumber: '131052-308T',
      invite: true,
      passivationReason: null,
    });
    expect(screen.getByRole('link', { name: 'Open the employee' })).toHaveAttribute(
      'href',
      '/customer/internal-employees/edit/ie-new/customerId/c-aurora',
    );
  });

  it("a failed save says 'Failed to save employee' and keeps what was typed", async () => {
    show(
      script({ 'POST /v1/TSP/CreateInternalEmployee': { status: 500, body: { error: 'x' } } }),
      '/customer/add-internal-employee',
    );
    await userEvent.type(await screen.findByLabelText(/^First name/), 'Aino');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Sisäinen');
    await userEvent.type(screen.getByLabelText(/^Email/), 'aino@aurora.test');
    await userEvent.type(screen.getByLabelText(/^Phone/), '401234567');
    await userEvent.selectOptions(screen.getByLabelText(/^Shift suggestion group/), 'pool-kitchen');
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save employee');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Aino');
  });
});

describe('/customer/internal-employees/edit/:id/customerId/:customerId', () => {
  it('passivating asks for the reason, then asks once more, and saves the version it read', async () => {
    const { calls } = show(
      script({
        'PUT /v1/TSP/InternalEmployeeEditSave': {
          body: { employee: { ...view, status: 'passive', passivationReason: 'Opintovapaa', version: 4 }, invited: false },
        },
      }),
      '/customer/internal-employees/edit/ie-aino/customerId/c-aurora',
    );
    expect(await screen.findByLabelText(/^Personal identity code/)).toHaveValue('131052-308T');
    expect(screen.getByLabelText(/^Employment relationship/)).toHaveValue('rel-hourly');
    await userEvent.click(screen.getByRole('radio', { name: 'Passive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passivation reason is missing')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Passivation reason/), 'Opintovapaa');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Passivate Aino Sisäinen\?/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await expectAxeClean();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, passivate' }));
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      id: 'ie-aino',
      version: 3,
      status: 'passive',
      passivationReason: 'Opintovapaa',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument());
  });

  it("another customer's or a missing employee: 'Employee not found' without a retry", async () => {
    show(
      script({ 'GET /v1/TSP/InternalEmployeeEditView': { status: 404, body: { error: 'internalEmployeeNotFound' } } }),
      '/customer/internal-employees/edit/ie-x/customerId/c-aurora',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Employee not found');
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
  });
});
