import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES, type DeskSharedFileView, type DeskTrainingMaterialView } from '@vuoro/domain';
import { DeskFiles } from '../components/desk-files';
import { json, scriptedApi } from './scripted-api';

const { api, show } = scriptedApi('/desk/files');
const FILES = 'GET /v1/Desk/Files';
const MATERIALS = 'GET /v1/Desk/TrainingMaterials';
const AUDIENCE = 'GET /v1/Desk/Messages/Audience';
const SHARE = 'PUT /v1/Desk/Files/Share';
const ADD = 'PUT /v1/Desk/TrainingMaterials';
const sent = (route: string) => api.calls.filter((c) => `${c.method} ${c.path}` === route);

beforeEach(() => {
  api.answers = {
    [AUDIENCE]: () =>
      json(200, {
        placesOfWork: [],
        professionTitles: [],
        employees: [
          { id: 'sp-eero-nieminen', name: 'Eero Nieminen', placeOfWork: null, passive: false },
          { id: 'sp-aino', name: 'Aino Virtanen', placeOfWork: null, passive: false },
        ],
      }),
    [FILES]: () => json(200, { files: [] }),
    [MATERIALS]: () => json(200, { materials: [] }),
  };
});

const sharedFile = (over: Partial<DeskSharedFileView> = {}): DeskSharedFileView => ({
  id: 'f1',
  fileName: 'Työsopimus-liite.pdf',
  contentType: 'application/pdf',
  size: 12 * 1024,
  viewable: true,
  description: { fi: 'Työsopimuksen liite' },
  recipient: { kind: 'employee', employeeId: 'sp-eero-nieminen', name: 'Eero Nieminen' },
  sharedAt: '2026-11-27T08:05:00.000Z',
  sharedBy: 'Reija Rekrytoija',
  downloads: 1,
  ...over,
});
const material = (over: Partial<DeskTrainingMaterialView> = {}): DeskTrainingMaterialView => ({
  id: 'm1',
  title: { fi: 'Hygieniaopas', en: 'Hygiene guide' },
  description: { fi: 'Lue ennen ensimmäistä vuoroa' },
  attachment: { fileName: 'hygienia.pdf', contentType: 'application/pdf', size: 3 * 1024 * 1024 + 300 * 1024, viewable: true },
  publishedAt: '2026-11-20T10:00:00.000Z',
  publishedBy: 'Reija Rekrytoija',
  reads: 2,
  ...over,
});

const renderScreen = () => show(<DeskFiles />);
const shareForm = () => screen.getByRole('form', { name: 'Share a file' });
const materialForm = () => screen.getByRole('form', { name: 'Add a training material' });
const pdf = (name = 'Palkkatiedot.pdf', text = '%PDF-1.4 hello') => new File([text], name, { type: 'application/pdf' });
/** A file that says it is `size` bytes without holding them (the screen reads only its size before sending). */
const claimingSize = (name: string, size: number) => {
  const file = pdf(name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const choose = (form: HTMLElement, label: RegExp, file: File) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { files: [file] } });

async function pickEmployee(name: string) {
  const box = await within(shareForm()).findByRole('combobox', { name: 'Employee' });
  await waitFor(() => expect(box).not.toBeDisabled());
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: name.split(' ')[0] } });
  await screen.findByRole('option', { name: new RegExp(name) });
  // The first match is the active option: Enter picks it, as a keyboard user does.
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() => expect(box).toHaveValue(name));
}

describe('the desk files screen', () => {
  it('lists the shared files and the training materials with whom, size, date, downloads and reads', async () => {
    api.answers[FILES] = () =>
      json(200, {
        files: [
          sharedFile(),
          sharedFile({ id: 'f2', fileName: 'Yhteystiedot.txt', recipient: { kind: 'everyone' }, downloads: 0, size: 800 }),
        ],
      });
    api.answers[MATERIALS] = () =>
      json(200, { materials: [material(), material({ id: 'm2', title: { fi: 'Turvallisuus' }, attachment: null, reads: 1 })] });
    const { container } = renderScreen();
    const files = await screen.findByRole('region', { name: 'Shared files' });
    const items = await within(files).findAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Työsopimus-liite.pdfTo Eero Nieminen · 12 kB · Shared 27.11.2026 10.05 · Downloaded by 1 employeeTyösopimuksen liite',
      'Yhteystiedot.txtTo every employee · 800 bytes · Shared 27.11.2026 10.05 · Downloaded by 0 employeesTyösopimuksen liite',
    ]);
    const materials = screen.getByRole('region', { name: 'Training materials' });
    const rows = await within(materials).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Hygieniaopas');
    expect(rows[0]).toHaveTextContent('hygienia.pdf (3.3 MB) · Added 20.11.2026 12.00 · Read by 2 employees');
    expect(rows[1]).toHaveTextContent('No attachment · Added 20.11.2026 12.00 · Read by 1 employee');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('says when a list is empty, and a failed load offers Try again', async () => {
    let failing = true;
    api.answers[MATERIALS] = () =>
      failing ? json(500, { error: 'Something went wrong' }) : json(200, { materials: [material()] });
    renderScreen();
    expect(await screen.findByText('No files shared yet.')).toBeInTheDocument();
    const materials = screen.getByRole('region', { name: 'Training materials' });
    expect(await within(materials).findByRole('alert')).toHaveTextContent('Something went wrong');
    failing = false;
    fireEvent.click(within(materials).getByRole('button', { name: 'Try again' }));
    expect(await within(materials).findByText('Hygieniaopas')).toBeInTheDocument();
    expect(within(materials).queryByRole('alert')).toBeNull();
  });

  it('shares a file with one employee: the bytes in base64, the description with its translation; Shared, and the list loads again', async () => {
    api.answers[SHARE] = (call) => {
      const body = call.body as { fileName: string };
      return json(201, { file: sharedFile({ id: 'new', fileName: body.fileName }) });
    };
    renderScreen();
    await screen.findByText('No files shared yet.');
    await pickEmployee('Eero Nieminen');
    choose(shareForm(), /^File/, pdf());
    fireEvent.change(within(shareForm()).getByLabelText(/^Finnish/), { target: { value: 'Palkkatiedot marraskuulta' } });
    fireEvent.click(within(shareForm()).getByText('Translations (optional)'));
    fireEvent.change(within(shareForm()).getByLabelText('English'), { target: { value: 'Pay details for November' } });
    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Share the file' }));

    const shared = await within(shareForm()).findByRole('status');
    expect(shared).toHaveTextContent('Shared: Palkkatiedot.pdf');
    // The form it came from is emptied: the focus goes to what was said.
    await waitFor(() => expect(shared.parentElement).toHaveFocus());
    expect(sent(SHARE).map((c) => c.body)).toEqual([
      {
        employeeId: 'sp-eero-nieminen',
        fileName: 'Palkkatiedot.pdf',
        contentType: 'application/pdf',
        dataBase64: btoa('%PDF-1.4 hello'),
        description: { fi: 'Palkkatiedot marraskuulta', en: 'Pay details for November' },
      },
    ]);
    // The form is empty again for the next file; the list was asked again.
    expect(within(shareForm()).getByLabelText(/^Finnish/)).toHaveValue('');
    expect(within(shareForm()).getByRole('combobox', { name: 'Employee' })).toHaveValue('');
    expect(sent(FILES)).toHaveLength(2);
  });

  it('asks before sharing with every employee; Back sends nothing, Yes shares it with everyone', async () => {
    api.answers[SHARE] = () => json(201, { file: sharedFile({ recipient: { kind: 'everyone' } }) });
    renderScreen();
    fireEvent.click(within(shareForm()).getByRole('radio', { name: 'Every employee' }));
    expect(within(shareForm()).queryByRole('combobox', { name: 'Employee' })).toBeNull();
    choose(shareForm(), /^File/, pdf('Yhteystiedot.pdf'));
    fireEvent.change(within(shareForm()).getByLabelText(/^Finnish/), { target: { value: 'Toimiston yhteystiedot' } });
    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Share the file' }));
    const question = await within(shareForm()).findByText('Share the file Yhteystiedot.pdf with every employee?');
    await waitFor(() => expect(question).toHaveFocus());
    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Back' }));
    expect(sent(SHARE)).toEqual([]);
    await waitFor(() => expect(within(shareForm()).getByRole('button', { name: 'Share the file' })).toHaveFocus());

    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Share the file' }));
    fireEvent.click(await within(shareForm()).findByRole('button', { name: 'Yes, share with everyone' }));
    expect(await within(shareForm()).findByRole('status')).toHaveTextContent('Shared: Työsopimus-liite.pdf');
    expect(sent(SHARE).map((c) => c.body)).toEqual([
      expect.objectContaining({ everyone: true, fileName: 'Yhteystiedot.pdf', description: { fi: 'Toimiston yhteystiedot' } }),
    ]);
    expect(sent(SHARE)[0]!.body as object).not.toHaveProperty('employeeId');
  });

  it('refuses a file over 8 MB when it is chosen, before anything is sent', async () => {
    renderScreen();
    fireEvent.click(within(shareForm()).getByRole('radio', { name: 'Every employee' }));
    const input = within(shareForm()).getByLabelText(/^File/);
    choose(shareForm(), /^File/, claimingSize('Video.mp4', FILE_MAX_BYTES + 1));
    expect(input).toHaveAccessibleDescription(
      'At most 8 MB. “Video.mp4” is 8 MB, too large to send. Choose a file of at most 8 MB.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(within(shareForm()).getByLabelText(/^Finnish/), { target: { value: 'Video' } });
    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Share the file' }));
    expect(within(shareForm()).queryByText(/with every employee\?/)).toBeNull();
    expect(sent(SHARE)).toEqual([]);
  });

  it('a failed share says so and keeps the employee, the file and the text for another try', async () => {
    let failing = true;
    api.answers[SHARE] = () => (failing ? json(500, { error: 'Something went wrong' }) : json(201, { file: sharedFile() }));
    renderScreen();
    await pickEmployee('Aino Virtanen');
    choose(shareForm(), /^File/, pdf());
    fireEvent.change(within(shareForm()).getByLabelText(/^Finnish/), { target: { value: 'Liite' } });
    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Share the file' }));
    expect(await within(shareForm()).findByRole('alert')).toHaveTextContent('The file was not shared. Try again.');
    expect(within(shareForm()).getByLabelText(/^Finnish/)).toHaveValue('Liite');
    expect(within(shareForm()).getByRole('combobox', { name: 'Employee' })).toHaveValue('Aino Virtanen');
    failing = false;
    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Share the file' }));
    expect(await within(shareForm()).findByRole('status')).toHaveTextContent('Shared');
    expect(sent(SHARE).map((c) => (c.body as { employeeId: string; fileName: string }).fileName)).toEqual([
      'Palkkatiedot.pdf',
      'Palkkatiedot.pdf',
    ]);
  });

  it('an incomplete share names what is missing and focuses the first field', async () => {
    renderScreen();
    await within(shareForm()).findByRole('combobox', { name: 'Employee' });
    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Share the file' }));
    await waitFor(() => expect(within(shareForm()).getByRole('combobox', { name: 'Employee' })).toHaveFocus());
    expect(within(shareForm()).getByText('Choose the employee')).toBeInTheDocument();
    expect(within(shareForm()).getByText('Choose a file')).toBeInTheDocument();
    expect(within(shareForm()).getByLabelText(/^Finnish/)).toHaveAccessibleDescription('Field is required');
    expect(sent(SHARE)).toEqual([]);
  });

  it('adds a training material with its title, description and attachment', async () => {
    api.answers[ADD] = () => json(201, { material: material({ id: 'new', title: { fi: 'Kassaohje' } }) });
    renderScreen();
    const form = materialForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Add the training material' }));
    await waitFor(() => expect(within(form).getAllByLabelText(/^Finnish/)[0]).toHaveFocus());
    const [title, description] = within(form).getAllByLabelText(/^Finnish/);
    fireEvent.change(title!, { target: { value: 'Kassaohje' } });
    fireEvent.change(description!, { target: { value: 'Näin kassa avataan' } });
    choose(form, /^Attachment/, new File(['rivi'], 'kassa.txt', { type: 'text/plain' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add the training material' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Training material added: Kassaohje');
    expect(sent(ADD).map((c) => c.body)).toEqual([
      {
        title: { fi: 'Kassaohje' },
        description: { fi: 'Näin kassa avataan' },
        attachment: { fileName: 'kassa.txt', contentType: 'text/plain', dataBase64: btoa('rivi') },
      },
    ]);
    expect(sent(MATERIALS)).toHaveLength(2);
  });

  it('adds a material without an attachment; a failure keeps the texts', async () => {
    api.answers[ADD] = () => json(500, { error: 'Something went wrong' });
    renderScreen();
    const form = materialForm();
    const [title, description] = within(form).getAllByLabelText(/^Finnish/);
    fireEvent.change(title!, { target: { value: 'Kassaohje' } });
    fireEvent.change(description!, { target: { value: 'Näin kassa avataan' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Add the training material' }));
    });
    expect(await within(form).findByRole('alert')).toHaveTextContent('The training material was not added. Try again.');
    expect(sent(ADD)[0]!.body).toEqual({ title: { fi: 'Kassaohje' }, description: { fi: 'Näin kassa avataan' } });
    expect(title).toHaveValue('Kassaohje');
  });
});
