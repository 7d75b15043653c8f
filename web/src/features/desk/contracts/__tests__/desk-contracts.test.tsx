import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeskContractTemplateView, DeskContractView } from '@vuoro/domain';
import { DeskContracts } from '../components/desk-contracts';
import { expectAxeClean, json, scriptedDesk } from './harness';

const { api, show } = scriptedDesk();
const TEMPLATES = 'GET /v1/Desk/Contracts/Templates';
const SAVE = 'PUT /v1/Desk/Contracts/Templates';
const SENT = 'GET /v1/Desk/Contracts';
const SEND = 'PUT /v1/Desk/Contracts/Send';
const AUDIENCE = 'GET /v1/Desk/Messages/Audience';

const template = (over: Partial<DeskContractTemplateView> = {}): DeskContractTemplateView => ({
  id: 't1',
  title: { fi: 'Työsopimus, keittiö', en: 'Employment contract, kitchen' },
  body: { fi: 'Työskentelet keittiössä.' },
  attachments: [{ title: { fi: 'Työsäännöt' }, text: { fi: 'Työvaatteet annetaan.' } }],
  terms: {
    employer: 'Vuoro Henkilöstöpalvelut Oy',
    startDate: '2026-12-01',
    endDate: null,
    hourlyWage: 14.5,
    weeklyHours: { min: 37.5, max: 37.5 },
  },
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'Reija Rekrytoija',
  ...over,
});
const sentContract = (over: Partial<DeskContractView> = {}): DeskContractView => ({
  id: 'c1',
  employee: { id: 'sp-eero-nieminen', name: 'Eero Nieminen' },
  templateId: 't1',
  title: 'Työsopimus, keittiö',
  terms: template().terms,
  state: 'signed',
  sentAt: '2026-11-27T08:05:00.000Z',
  sentBy: 'Reija Rekrytoija',
  signedAt: '2026-11-28T10:45:00.000Z',
  signedBy: 'Eero Nieminen',
  signedVersions: { main: 'v1', a1: 'v2' },
  parts: [
    { id: 'main', title: 'Työsopimus, keittiö', version: 'v1', openedAt: '2026-11-28T10:30:00.000Z', openedCurrent: true },
    { id: 'a1', title: 'Työsäännöt', version: 'v2', openedAt: '2026-11-28T10:40:00.000Z', openedCurrent: true },
  ],
  ...over,
});

beforeEach(() => {
  api.answers = {
    [TEMPLATES]: () => json(200, { templates: [template()] }),
    [SENT]: () => json(200, { contracts: [] }),
    [AUDIENCE]: () =>
      json(200, {
        placesOfWork: [],
        professionTitles: [],
        employees: [
          { id: 'sp-eero-nieminen', name: 'Eero Nieminen', placeOfWork: null, passive: false },
          { id: 'sp-aino', name: 'Aino Virtanen', placeOfWork: null, passive: false },
        ],
      }),
  };
});

const sendForm = () => screen.getByRole('form', { name: 'Send a contract' });

async function pickEmployee(name: string) {
  const box = await within(sendForm()).findByRole('combobox', { name: 'Employee' });
  await waitFor(() => expect(box).not.toBeDisabled());
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: name.split(' ')[0] } });
  await screen.findByRole('option', { name: new RegExp(name) });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() => expect(box).toHaveValue(name));
}

describe('the desk contracts screen', () => {
  it('lists the sent contracts with who signed when and when each part was opened, and the templates', async () => {
    api.answers[SENT] = () =>
      json(200, {
        contracts: [
          sentContract({
            id: 'c2',
            employee: { id: 'sp-aino', name: 'Aino Virtanen' },
            state: 'unsigned',
            signedAt: null,
            signedBy: null,
            signedVersions: null,
            parts: [
              {
                id: 'main',
                title: 'Työsopimus, keittiö',
                version: 'v3',
                openedAt: '2026-11-28T09:00:00.000Z',
                openedCurrent: false,
              },
              { id: 'a1', title: 'Työsäännöt', version: 'v2', openedAt: null, openedCurrent: false },
            ],
          }),
          sentContract(),
        ],
      });
    show(<DeskContracts />);
    const sent = await screen.findByRole('region', { name: 'Sent contracts' });
    const items = await within(sent).findAllByRole('article');
    expect(items.map((item) => item.textContent)).toEqual([
      'Työsopimus, keittiö · Aino VirtanenSent 27.11.2026 10.05Not signed yet' +
        'Työsopimus, keittiö: opened 28.11.2026 11.00, before its text changedTyösäännöt: not opened',
      'Työsopimus, keittiö · Eero NieminenSent 27.11.2026 10.05Signed 28.11.2026 12.45 by Eero Nieminen' +
        'Työsopimus, keittiö: opened 28.11.2026 12.30Työsäännöt: opened 28.11.2026 12.40',
    ]);
    const templates = screen.getByRole('region', { name: 'Templates' });
    expect(await within(templates).findByText('Työsopimus, keittiö')).toBeInTheDocument();
    expect(within(templates).getByText('1 attachment')).toBeInTheDocument();
    await expectAxeClean();
  });

  it('creates a template with an attachment and a translation; a missing text is said first and nothing is sent', async () => {
    api.answers[SAVE] = (call) => json(200, { template: { ...template(), ...(call.body as object), id: 't2' } });
    show(<DeskContracts />);
    fireEvent.click(await screen.findByRole('button', { name: 'New template' }));
    const form = screen.getByRole('form', { name: 'New template' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add an attachment' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save the template' }));
    expect(within(form).getByText('Give the template a title in Finnish.')).toBeInTheDocument();
    expect(within(form).getByText('Give the attachment a title in Finnish.')).toBeInTheDocument();
    expect(within(form).getByText('Give the employer.')).toBeInTheDocument();
    expect(api.sent(SAVE)).toEqual([]);

    const group = (name: string) => within(form).getByRole('group', { name });
    fireEvent.change(within(group('Title')).getByLabelText(/^Finnish/), { target: { value: 'Kesätyösopimus' } });
    fireEvent.click(within(group('Title')).getByText('Translations (optional)'));
    fireEvent.change(within(group('Title')).getByLabelText('English'), { target: { value: 'Summer contract' } });
    fireEvent.change(within(group('Contract text')).getByLabelText(/^Finnish/), { target: { value: 'Kesä 2027.' } });
    fireEvent.change(within(group('Title of attachment 1')).getByLabelText(/^Finnish/), { target: { value: 'Työaika' } });
    fireEvent.change(within(group('Text of attachment 1')).getByLabelText(/^Finnish/), { target: { value: 'Vuorot.' } });
    fireEvent.change(within(form).getByLabelText(/^Employer/), { target: { value: 'Vuoro Oy' } });
    fireEvent.change(within(form).getByLabelText(/^Start date/), { target: { value: '2027-06-01' } });
    fireEvent.change(within(form).getByLabelText(/^End date/), { target: { value: '2027-08-31' } });
    fireEvent.change(within(form).getByLabelText(/^Hourly wage \(€\)/), { target: { value: '13,75' } });
    fireEvent.change(within(form).getByLabelText(/^Weekly working hours/), { target: { value: '20' } });
    fireEvent.change(within(form).getByLabelText(/^At most/), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the template' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Saved successfully');
    expect(api.sent(SAVE).map((c) => c.body)).toEqual([
      {
        title: { fi: 'Kesätyösopimus', en: 'Summer contract' },
        body: { fi: 'Kesä 2027.' },
        attachments: [{ title: { fi: 'Työaika' }, text: { fi: 'Vuorot.' } }],
        terms: {
          employer: 'Vuoro Oy',
          startDate: '2027-06-01',
          endDate: '2027-08-31',
          hourlyWage: 13.75,
          weeklyHours: { min: 20, max: 30 },
        },
      },
    ]);
    // The list loads again; saving once more replaces the same template.
    await waitFor(() => expect(api.sent(TEMPLATES)).toHaveLength(2));
    fireEvent.click(within(form).getByRole('button', { name: 'Save the template' }));
    await waitFor(() => expect(api.sent(SAVE)).toHaveLength(2));
    expect(api.sent(SAVE)[1]!.body).toMatchObject({ id: 't2' });
  });

  it('edits a template: its texts and terms fill the form, a failed save keeps them', async () => {
    api.answers[SAVE] = () => json(500, { error: 'Something went wrong' });
    show(<DeskContracts />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Työsopimus, keittiö' }));
    const form = screen.getByRole('form', { name: 'Edit the template' });
    expect(within(within(form).getByRole('group', { name: 'Title' })).getByLabelText('English')).toHaveValue(
      'Employment contract, kitchen',
    );
    expect(within(form).getByLabelText(/^Hourly wage/)).toHaveValue('14,5');
    fireEvent.click(within(form).getByRole('button', { name: 'Remove attachment 1' }));
    expect(within(form).getByText('No attachments.')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Save the template' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to save');
    expect(api.sent(SAVE)[0]!.body).toMatchObject({ id: 't1', attachments: [] });
    expect(within(form).getByLabelText(/^Hourly wage/)).toHaveValue('14,5');
  });

  it('sends a contract from a template to an employee after asking; Saved successfully and the sent list loads again', async () => {
    let failing = true;
    api.answers[SEND] = () => (failing ? json(500, { error: 'Something went wrong' }) : json(201, { contract: sentContract() }));
    show(<DeskContracts />);
    fireEvent.click(await within(sendForm()).findByRole('button', { name: 'Send for signing' }));
    expect(within(sendForm()).getByText('Choose a template.')).toBeInTheDocument();
    expect(within(sendForm()).getByText('Choose the employee.')).toBeInTheDocument();

    await within(sendForm()).findByRole('option', { name: 'Työsopimus, keittiö' });
    fireEvent.change(within(sendForm()).getByLabelText(/^Template/), { target: { value: 't1' } });
    expect(within(sendForm()).getByLabelText(/^Employer/)).toHaveValue('Vuoro Henkilöstöpalvelut Oy');
    expect(within(sendForm()).getByLabelText(/^Weekly working hours/)).toHaveValue('37,5');
    await pickEmployee('Eero Nieminen');
    fireEvent.change(within(sendForm()).getByLabelText(/^Hourly wage/), { target: { value: '15,20' } });
    fireEvent.change(within(sendForm()).getByLabelText(/^End date/), { target: { value: '2026-11-01' } });
    fireEvent.click(within(sendForm()).getByRole('button', { name: 'Send for signing' }));
    expect(within(sendForm()).getByText('The end date cannot be before the start date.')).toBeInTheDocument();
    fireEvent.change(within(sendForm()).getByLabelText(/^End date/), { target: { value: '' } });
    fireEvent.click(within(sendForm()).getByRole('button', { name: 'Send for signing' }));

    const question = await within(sendForm()).findByText('Send “Työsopimus, keittiö” to Eero Nieminen for signing?');
    await waitFor(() => expect(question).toHaveFocus());
    expect(api.sent(SEND)).toEqual([]);
    fireEvent.click(within(sendForm()).getByRole('button', { name: 'Yes, send' }));
    expect(await within(sendForm()).findByRole('alert')).toHaveTextContent('Failed to save');
    expect(within(sendForm()).getByLabelText(/^Hourly wage/)).toHaveValue('15,20');

    failing = false;
    fireEvent.click(within(sendForm()).getByRole('button', { name: 'Yes, send' }));
    expect(await within(sendForm()).findByRole('status')).toHaveTextContent('Saved successfully');
    // The failed try and the one that went through sent the same.
    const sentBody = {
      templateId: 't1',
      employeeId: 'sp-eero-nieminen',
      terms: {
        employer: 'Vuoro Henkilöstöpalvelut Oy',
        startDate: '2026-12-01',
        endDate: null,
        hourlyWage: 15.2,
        weeklyHours: { min: 37.5, max: 37.5 },
      },
    };
    expect(api.sent(SEND).map((c) => c.body)).toEqual([sentBody, sentBody]);
    await waitFor(() => expect(api.sent(SENT)).toHaveLength(2));
    expect(within(sendForm()).getByLabelText(/^Template/)).toHaveValue('');
    expect(within(sendForm()).getByRole('combobox', { name: 'Employee' })).toHaveValue('');
  });
});
