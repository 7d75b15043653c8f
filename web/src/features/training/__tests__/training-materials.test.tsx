import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import TrainingMaterialsRoute from '../routes/training-materials';
import { blobText, blobUrls, fileResponse, json, material, network, renderAt, withScriptedNetwork } from './network';

withScriptedNetwork();

const LIST = 'GET /v1/Employee/EmployeeTrainingMaterials';
const unreadPdf = material({
  id: 'tm-pdf',
  title: 'Working safely in a kitchen',
  attachment: { fileName: 'Turvallisuusohje.pdf', contentType: 'application/pdf', size: 24_576, viewable: true },
});
const readFinnish = material({
  id: 'tm-fi',
  title: 'Työvaatteet',
  description: 'Ota mukaan mustat housut.',
  language: 'fi',
  read: true,
  readAt: '2026-11-21T10:00:00.000Z',
  publishedAt: '2026-11-10T10:00:00.000Z',
});
const docx = material({
  id: 'tm-docx',
  title: 'Holiday form',
  attachment: {
    fileName: 'Lomahakemus.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 8_100,
    viewable: false,
  },
});

describe('the training materials list', () => {
  it('shows unread first with "New", the Finnish fallback marked as Finnish, the dates and files; axe clean', async () => {
    network.answers[LIST] = () => json(200, { materials: [unreadPdf, readFinnish], unread: 1 });
    const { container } = renderAt('/training-materials', <TrainingMaterialsRoute />);
    const cards = await screen.findAllByRole('article');
    expect(network.calls[0]!.authorization).toBe('Bearer token-1');
    expect(screen.getByText('1 new material')).toBeInTheDocument();
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Working safely in a kitchen', 'Työvaatteet']);

    expect(within(cards[0]!).getByText('New')).toBeInTheDocument();
    expect(cards[0]!.textContent).toContain('Published 20.11.2026');
    expect(cards[0]!.textContent).toContain('Turvallisuusohje.pdf (25 kB)');
    expect(within(cards[0]!).getByRole('link', { name: 'Working safely in a kitchen' })).toHaveAttribute(
      'href',
      '/training-materials?id=tm-pdf',
    );

    expect(within(cards[1]!).queryByText('New')).toBeNull();
    expect(within(cards[1]!).getByRole('heading')).toHaveAttribute('lang', 'fi');
    expect(within(cards[1]!).getByText('Ota mukaan mustat housut.')).toHaveAttribute('lang', 'fi');
    expect(within(cards[1]!).getByText('In Finnish')).not.toHaveAttribute('lang');
    expect(within(cards[0]!).getByText('Read this before your first kitchen shift.')).not.toHaveAttribute('lang');
    // The area's tabs are on top, this screen the current one.
    expect(screen.getByRole('link', { name: 'Training materials', current: 'page' })).toBeInTheDocument();

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("says 'Could not load training materials' with Try again, and loads on the retry", async () => {
    let failing = true;
    network.answers[LIST] = () => (failing ? json(503, { error: 'unavailable' }) : json(200, { materials: [], unread: 0 }));
    renderAt('/training-materials', <TrainingMaterialsRoute />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load training materials');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No training materials yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(network.calls.filter((c) => `${c.method} ${c.path}` === LIST)).toHaveLength(2);
  });
});

describe('one training material', () => {
  it('marks an unread one read (the "New" label goes) and shows its PDF in a frame from a blob URL, revoked on leaving', async () => {
    network.answers['GET /v1/Employee/EmployeeTrainingMaterials/tm-pdf'] = () => json(200, { material: unreadPdf, unread: 1 });
    network.answers['PUT /v1/Employee/MarkEmployeeTrainingMaterialAsRead/tm-pdf'] = () =>
      json(200, { material: { ...unreadPdf, read: true, readAt: '2026-11-29T03:00:00.000Z' }, unread: 0 });
    network.answers['GET /v1/Employee/EmployeeTrainingMaterials/tm-pdf/File'] = () =>
      fileResponse('%PDF-1.4 test', 'application/pdf', 'Turvallisuusohje.pdf');
    const { unmount } = renderAt('/training-materials?id=tm-pdf', <TrainingMaterialsRoute />);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Working safely in a kitchen' });
    await waitFor(() => expect(screen.queryByText('New')).toBeNull());
    expect(network.calls.map((c) => `${c.method} ${c.path}`)).toContain(
      'PUT /v1/Employee/MarkEmployeeTrainingMaterialAsRead/tm-pdf',
    );
    expect(document.activeElement).toBe(heading);

    const frame = await screen.findByTitle('Attachment Turvallisuusohje.pdf');
    expect(frame.tagName).toBe('IFRAME');
    const url = frame.getAttribute('src')!;
    expect(url).toMatch(/^blob:/);
    const blob = blobUrls.made.get(url)!;
    expect(blob.type).toBe('application/pdf');
    expect(await blobText(blob)).toBe('%PDF-1.4 test');
    expect(screen.getByRole('link', { name: /Back to training materials/ })).toHaveAttribute('href', '/training-materials');
    unmount();
    expect(blobUrls.revoked).toContain(url);
  });

  it('a read material is not marked again', async () => {
    network.answers['GET /v1/Employee/EmployeeTrainingMaterials/tm-fi'] = () => json(200, { material: readFinnish, unread: 0 });
    renderAt('/training-materials?id=tm-fi', <TrainingMaterialsRoute />);
    await screen.findByRole('heading', { level: 1, name: 'Työvaatteet' });
    expect(screen.getByText('Ota mukaan mustat housut.')).toHaveAttribute('lang', 'fi');
    expect(network.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('a file type the browser cannot show says so and downloads under its own name; a failed download says so', async () => {
    network.answers['GET /v1/Employee/EmployeeTrainingMaterials/tm-docx'] = () => json(200, { material: docx, unread: 1 });
    network.answers['PUT /v1/Employee/MarkEmployeeTrainingMaterialAsRead/tm-docx'] = () =>
      json(200, { material: { ...docx, read: true }, unread: 0 });
    network.answers['GET /v1/Employee/EmployeeTrainingMaterials/tm-docx/File'] = () => json(503, { error: 'unavailable' });
    renderAt('/training-materials?id=tm-docx', <TrainingMaterialsRoute />);
    expect(
      await screen.findByText('This file type cannot be opened in the browser. Download the file to open it on your device.'),
    ).toBeInTheDocument();
    // Nothing is loaded to show it in the page.
    expect(network.calls.filter((c) => c.path.endsWith('/File'))).toEqual([]);
    expect(document.querySelector('iframe')).toBeNull();

    const download = screen.getByRole('button', { name: 'Download' });
    fireEvent.click(download);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download file');

    network.answers['GET /v1/Employee/EmployeeTrainingMaterials/tm-docx/File'] = () =>
      fileResponse('PK docx', docx.attachment!.contentType, 'Lomahakemus äö.docx', 'attachment');
    const clicked: { href: string; download: string }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    };
    try {
      await act(async () => fireEvent.click(download));
      await waitFor(() => expect(clicked).toHaveLength(1));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(clicked[0]!.download).toBe('Lomahakemus äö.docx');
    expect(await blobText(blobUrls.made.get(clicked[0]!.href)!)).toBe('PK docx');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never puts a type the browser would run (HTML) in the page, whatever the list said', async () => {
    const html = material({
      id: 'tm-html',
      read: true,
      attachment: { fileName: 'page.pdf', contentType: 'application/pdf', size: 10, viewable: true },
    });
    network.answers['GET /v1/Employee/EmployeeTrainingMaterials/tm-html'] = () => json(200, { material: html, unread: 0 });
    network.answers['GET /v1/Employee/EmployeeTrainingMaterials/tm-html/File'] = () =>
      fileResponse('<script>alert(1)</script>', 'text/html', 'page.pdf');
    renderAt('/training-materials?id=tm-html', <TrainingMaterialsRoute />);
    expect(
      await screen.findByText('This file type cannot be opened in the browser. Download the file to open it on your device.'),
    ).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(blobUrls.made.size).toBe(0);
  });

  it("a material that is not there says 'Training material not found' without a retry", async () => {
    network.answers['GET /v1/Employee/EmployeeTrainingMaterials/nope'] = () => json(404, { error: 'trainingMaterialNotFound' });
    renderAt('/training-materials?id=nope', <TrainingMaterialsRoute />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Training material not found');
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});
