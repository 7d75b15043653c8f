import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContractPartView, EmployeeContractView } from '@vuoro/domain';
import ContractsRoute from '../routes/contracts';
import { expectAxeClean, json, pdfResponse, scriptedContracts } from './harness';

const { api, show } = scriptedContracts();
const LIST = 'GET /v1/Employee/EmploymentContracts';
const ACTIVE = 'GET /v1/Employee/ActiveEmploymentContract';
const PREVIEW = 'GET /v1/Employee/EmploymentContractPreview';
const ATTACHMENT = 'GET /v1/Employee/EmploymentContractAttachmentPreview';
const SIGN = 'PUT /v1/Employee/SignContract';
const PDF = 'GET /v1/Employee/EmploymentContractPDF';
const PART_PDF = 'GET /v1/Employee/EmploymentContractAttachmentPreviewPDF';

const contract = (over: Partial<EmployeeContractView> = {}): EmployeeContractView => ({
  id: 'c1',
  index: 0,
  title: 'Employment contract, kitchen',
  language: 'en',
  terms: {
    employer: 'Vuoro Henkilöstöpalvelut Oy',
    startDate: '2026-12-01',
    endDate: null,
    hourlyWage: 14.5,
    weeklyHours: { min: 20, max: 37.5 },
  },
  state: 'unsigned',
  sentAt: '2026-11-27T08:05:00.000Z',
  read: false,
  readAt: null,
  attachments: [{ id: 'a1', attachmentId: 'c1:a1', name: 'Work rules', read: false, readAt: null }],
  canSign: false,
  signedAt: null,
  signedBy: null,
  ...over,
});
const signedEarlier = contract({
  id: 'c0',
  index: 1,
  title: 'Summer contract',
  state: 'signed',
  read: true,
  readAt: '2026-06-01T06:50:00.000Z',
  attachments: [],
  signedAt: '2026-06-01T07:00:00.000Z',
  signedBy: 'Eero Nieminen',
});
const part = (over: Partial<ContractPartView> = {}): ContractPartView => ({
  id: 'main',
  attachmentId: null,
  title: 'Employment contract, kitchen',
  text: 'You work in the kitchen.\nThe trial period is four months.',
  language: 'en',
  original: { title: 'Työsopimus, keittiö', text: 'Työskentelet keittiössä.' },
  version: 'v1',
  readAt: '2026-11-28T10:30:00.000Z',
  ...over,
});

function scriptList(
  list: EmployeeContractView[] = [contract(), signedEarlier],
  active: EmployeeContractView | null = signedEarlier,
) {
  api.answers[LIST] = () => json(200, { contracts: list });
  api.answers[ACTIVE] = () => json(200, { contract: active });
}

describe('the contracts list', () => {
  it('shows the contract to sign first with its badge, the signed one with its day, and marks the one in force', async () => {
    scriptList();
    show(<ContractsRoute />);
    const items = await screen.findAllByRole('article');
    expect(items.map((item) => item.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Employment contract, kitchenTo signSent 27.11.2026 · Vuoro Henkilöstöpalvelut Oy',
      'Summer contractIn forceSigned 1.6.2026 · Vuoro Henkilöstöpalvelut Oy',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Employment contract, kitchen' })).toHaveAttribute(
      'href',
      '/profile/contracts/c1',
    );
    await expectAxeClean();
  });

  it('says so when there are no contracts, and a failed load offers Try again', async () => {
    let failing = true;
    api.answers[LIST] = () => (failing ? json(500, { error: 'Something went wrong' }) : json(200, { contracts: [] }));
    api.answers[ACTIVE] = () => json(200, { contract: null });
    show(<ContractsRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no employment contracts yet.')).toBeInTheDocument();
  });
});

describe('one contract', () => {
  it('shows its terms, and Sign stays disabled with the reason until every part was opened', async () => {
    scriptList();
    show(<ContractsRoute />, '/profile/contracts/c1');
    await screen.findByRole('heading', { level: 1, name: 'Employment contract, kitchen' });
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(terms.textContent).toContain('EmployerVuoro Henkilöstöpalvelut Oy');
    expect(terms.textContent).toContain('Start date1.12.2026');
    expect(terms.textContent).toContain('End dateUntil further notice');
    expect(terms.textContent).toContain('Hourly wage€14.50');
    expect(terms.textContent).toContain('Weekly working hours20.00\u2060–\u206037.50 hours');
    const parts = screen.getByRole('region', { name: 'Contract and attachments' });
    expect(within(parts).getAllByText('Not opened yet')).toHaveLength(2);
    const sign = screen.getByRole('button', { name: 'Sign' });
    expect(sign).toBeDisabled();
    expect(sign).toHaveAccessibleDescription('Read the contract and all its attachments before signing');
    await expectAxeClean();
  });

  it('opens each part (recording the read), shows its text with the Finnish original, then signs after asking once more', async () => {
    let now = contract();
    scriptList([now, signedEarlier]);
    api.answers[PREVIEW] = () => {
      now = { ...now, read: true, readAt: '2026-11-28T10:30:00.000Z' };
      return json(200, { contract: now, part: part() });
    };
    api.answers[ATTACHMENT] = () => {
      now = {
        ...now,
        attachments: [{ ...now.attachments[0]!, read: true, readAt: '2026-11-28T10:31:00.000Z' }],
        canSign: true,
      };
      return json(200, {
        contract: now,
        part: part({
          id: 'a1',
          attachmentId: 'c1:a1',
          title: 'Työsäännöt',
          text: 'Työvaatteet annetaan.',
          language: 'fi',
          original: { title: 'Työsäännöt', text: 'Työvaatteet annetaan.' },
        }),
      });
    };
    api.answers[SIGN] = () =>
      json(200, {
        contract: { ...now, state: 'signed', signedAt: '2026-11-28T10:45:00.000Z', signedBy: 'Eero Nieminen' },
      });
    show(<ContractsRoute />, '/profile/contracts/c1');
    const parts = await screen.findByRole('region', { name: 'Contract and attachments' });
    const [main, attachment] = within(parts).getAllByRole('listitem');

    fireEvent.click(within(main!).getByRole('button', { name: 'Open' }));
    expect(await within(main!).findByText(/The trial period is four months/)).toBeInTheDocument();
    expect(api.sent(PREVIEW).map((c) => c.query)).toEqual([{ contractId: 'c1' }]);
    expect(within(main!).getByText('Opened 28.11.2026')).toBeInTheDocument();
    const original = within(main!).getByText('Työskentelet keittiössä.');
    expect(original).toHaveAttribute('lang', 'fi');
    expect(within(main!).getByText('Finnish original')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign' })).toBeDisabled();

    fireEvent.click(within(attachment!).getByRole('button', { name: 'Open' }));
    const finnish = await within(attachment!).findByText('Työvaatteet annetaan.');
    expect(finnish).toHaveAttribute('lang', 'fi');
    expect(within(attachment!).getByText('In Finnish: the agency gave no translation.')).toBeInTheDocument();
    expect(api.sent(ATTACHMENT).map((c) => c.query)).toEqual([{ attachmentId: 'c1:a1' }]);
    // Closing and opening again shows the text already loaded.
    fireEvent.click(within(attachment!).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(attachment!).getByRole('button', { name: 'Open' }));
    expect(api.sent(ATTACHMENT)).toHaveLength(1);

    const sign = screen.getByRole('button', { name: 'Sign' });
    await waitFor(() => expect(sign).toBeEnabled());
    expect(screen.queryByText('Read the contract and all its attachments before signing')).toBeNull();
    fireEvent.click(sign);
    const question = await screen.findByText('Sign the contract? A signed contract cannot be taken back.');
    await waitFor(() => expect(question).toHaveFocus());
    expect(api.sent(SIGN)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign' })).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, sign' }));
    const signed = await screen.findByText('Signed by Eero Nieminen on 28.11.2026 12.45');
    expect(signed.closest('[role="status"]')).toHaveTextContent('The contract is signed.');
    expect(api.sent(SIGN).map((c) => c.body)).toEqual([{ contractId: 'c1' }]);
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    await expectAxeClean();
  });

  it('a part opened earlier shows when it was first opened, from the list alone (its text is asked for only when opened)', async () => {
    const earlier = contract({ read: true, readAt: '2026-11-20T21:30:00.000Z' });
    scriptList([earlier]);
    api.answers[PREVIEW] = () => json(200, { contract: earlier, part: part({ readAt: '2026-11-20T21:30:00.000Z' }) });
    show(<ContractsRoute />, '/profile/contracts/c1');
    const parts = await screen.findByRole('region', { name: 'Contract and attachments' });
    const [main, attachment] = within(parts).getAllByRole('listitem');
    // 23.30 in Helsinki: the day is Helsinki's, not UTC's.
    expect(await within(main!).findByText('Opened 20.11.2026')).toBeInTheDocument();
    expect(within(attachment!).getByText('Not opened yet')).toBeInTheDocument();
    expect(api.sent(PREVIEW)).toEqual([]);
    expect(api.sent(ATTACHMENT)).toEqual([]);
    fireEvent.click(within(main!).getByRole('button', { name: 'Open' }));
    expect(await within(main!).findByText(/The trial period is four months/)).toBeVisible();
    expect(api.sent(PREVIEW)).toHaveLength(1);
    expect(within(main!).getByText('Opened 20.11.2026')).toBeInTheDocument();
  });

  it('a refused signature (409) says what the server said and loses nothing', async () => {
    const ready = contract({
      read: true,
      readAt: '2026-11-28T10:30:00.000Z',
      attachments: [{ id: 'a1', attachmentId: 'c1:a1', name: 'Work rules', read: true, readAt: '2026-11-28T10:31:00.000Z' }],
      canSign: true,
    });
    scriptList([ready]);
    api.answers[SIGN] = () => json(409, { error: 'validation:contractNotRead' });
    show(<ContractsRoute />, '/profile/contracts/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Read the contract and all its attachments before signing');
    // Still asking, nothing signed; the list was asked again for what is read now.
    expect(screen.getByRole('button', { name: 'Yes, sign' })).toBeInTheDocument();
    await waitFor(() => expect(api.sent(LIST).length).toBeGreaterThanOrEqual(2));
  });

  it('downloads the whole contract and a part as PDFs; a failed download says so', async () => {
    scriptList();
    api.answers[PDF] = () => pdfResponse('Työsopimus.pdf');
    let partFails = true;
    api.answers[PART_PDF] = () => (partFails ? json(500, { error: 'Something went wrong' }) : pdfResponse('Työsäännöt.pdf'));
    show(<ContractsRoute />, '/profile/contracts/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Download the contract (PDF)' }));
    await waitFor(() => expect(api.saved).toEqual(['Työsopimus.pdf']));
    expect(api.sent(PDF).map((c) => c.query)).toEqual([{ index: '0' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Download Work rules as PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download file');
    partFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Download Work rules as PDF' }));
    await waitFor(() => expect(api.saved).toEqual(['Työsopimus.pdf', 'Työsäännöt.pdf']));
    expect(api.sent(PART_PDF).map((c) => c.query)).toEqual([{ attachmentId: 'c1:a1' }, { attachmentId: 'c1:a1' }]);
  });

  it('another employee’s contract or a missing one: Contract not found', async () => {
    scriptList();
    show(<ContractsRoute />, '/profile/contracts/someone-elses');
    expect(await screen.findByRole('alert')).toHaveTextContent('Contract not found.');
    expect(screen.getByRole('link', { name: /Back to contracts/ })).toHaveAttribute('href', '/profile/contracts');
  });
});
