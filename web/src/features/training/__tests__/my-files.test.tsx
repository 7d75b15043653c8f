import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import MyFilesRoute from '../routes/my-files';
import { blobText, blobUrls, fileResponse, json, network, renderAt, withScriptedNetwork, sharedFile } from './network';

withScriptedNetwork();

const LIST = 'GET /v1/Employee/SharedFiles';
const contract = sharedFile();
const contacts = sharedFile({
  id: 'sf-2',
  fileName: 'Yhteystiedot.txt',
  contentType: 'text/plain',
  size: 812,
  description: 'Toimiston yhteystiedot.',
  language: 'fi',
  everyone: true,
  sharedAt: '2026-11-01T08:00:00.000Z',
  downloadedAt: '2026-11-02T09:30:00.000Z',
});

/** Catches the `<a download>` the screen clicks to hand the file to the browser. */
function catchDownloads() {
  const clicked: { href: string; download: string }[] = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  };
  return { clicked, restore: () => (HTMLAnchorElement.prototype.click = click) };
}

describe('my files', () => {
  it('lists each file with its size in the language, description, when shared and downloaded; axe clean', async () => {
    network.answers[LIST] = () => json(200, { files: [contract, contacts] });
    const { container } = renderAt('/my-files', <MyFilesRoute />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Työsopimus-liite.pdf', 'Yhteystiedot.txt']);
    const facts = (card: HTMLElement) =>
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(facts(cards[0]!)).toEqual(['25 kB', 'Shared 27.11.2026']);
    expect(within(cards[0]!).getByText('New')).toBeInTheDocument();
    expect(facts(cards[1]!)).toEqual(['812 bytes', 'Shared 1.11.2026', 'Downloaded 2.11.2026', 'For all employees']);
    expect(within(cards[1]!).queryByText('New')).toBeNull();
    expect(within(cards[1]!).getByText('Toimiston yhteystiedot.')).toHaveAttribute('lang', 'fi');
    expect(screen.getByRole('link', { name: 'My files', current: 'page' })).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('downloads through the Staff API under the file’s own name, then reads the list again (downloaded now)', async () => {
    let downloaded = false;
    network.answers[LIST] = () =>
      json(200, { files: [downloaded ? { ...contract, downloadedAt: '2026-11-29T03:00:00.000Z' } : contract] });
    network.answers['GET /v1/Employee/SharedFiles/sf-1'] = () => {
      downloaded = true;
      return fileResponse('%PDF-1.4 contract', 'application/pdf', 'Työsopimus-liite.pdf');
    };
    renderAt('/my-files', <MyFilesRoute />);
    const button = await screen.findByRole('button', { name: 'Download Työsopimus-liite.pdf' });
    const { clicked, restore } = catchDownloads();
    try {
      await act(async () => fireEvent.click(button));
      await waitFor(() => expect(clicked).toHaveLength(1));
    } finally {
      restore();
    }
    expect(clicked[0]!.download).toBe('Työsopimus-liite.pdf');
    const blob = blobUrls.made.get(clicked[0]!.href)!;
    expect(blob.type).toBe('application/pdf');
    expect(await blobText(blob)).toBe('%PDF-1.4 contract');
    const download = network.calls.find((c) => c.path === '/v1/Employee/SharedFiles/sf-1')!;
    expect(download.authorization).toBe('Bearer token-1');
    expect(await screen.findByText('Downloaded 29.11.2026')).toBeInTheDocument();
    expect(screen.queryByText('New')).toBeNull();
  });

  it("a failed download says 'Failed to download file' at that file, and the list stays", async () => {
    network.answers[LIST] = () => json(200, { files: [contract, contacts] });
    network.answers['GET /v1/Employee/SharedFiles/sf-1'] = () => json(404, { error: 'fileNotFound' });
    renderAt('/my-files', <MyFilesRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download Työsopimus-liite.pdf' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to download file');
    expect(alert.closest('article')).toBe(screen.getAllByRole('article')[0]);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says when nothing is shared', async () => {
    network.answers[LIST] = () => json(200, { files: [] });
    renderAt('/my-files', <MyFilesRoute />);
    expect(await screen.findByText('No files shared with you')).toBeInTheDocument();
    expect(screen.getByText('When the agency shares a file with you, you can download it here.')).toBeInTheDocument();
  });

  it('a failed load says so with Try again, and loads on the retry', async () => {
    let failing = true;
    network.answers[LIST] = () => (failing ? json(500, { error: 'Something went wrong' }) : json(200, { files: [contract] }));
    renderAt('/my-files', <MyFilesRoute />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your files');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Työsopimus-liite.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
