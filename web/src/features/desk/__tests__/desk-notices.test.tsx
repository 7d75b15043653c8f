import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeskNoticeView } from '@vuoro/domain';
import { DeskNotices } from '../components/desk-notices';
import { expectAxeClean, json, scriptedApi } from './scripted-api';

const { api, show } = scriptedApi();

const notice = (over: Partial<DeskNoticeView>): DeskNoticeView => ({
  id: 'n1',
  kind: 'update',
  title: 'Uusi versio',
  titles: null,
  body: 'Teksti',
  bodies: null,
  publishedAt: '2026-11-20T08:00:00.000Z',
  publishedBy: 'Reija Rekrytoija',
  readBy: 2,
  ...over,
});

const form = () => screen.getByRole('form', { name: 'Publish a notice or news item' });
const finnish = (group: string) => within(within(form()).getByRole('group', { name: group })).getByLabelText(/^Finnish/);

describe('notices and news at the desk', () => {
  it('lists each kind with how many have read it', async () => {
    api.answers['GET /v1/Desk/Notices'] = () =>
      json(200, { notices: [notice({}), notice({ id: 'n2', kind: 'news', title: 'Joulujuhla', readBy: 1 })] });
    show(<DeskNotices />);
    const updates = await screen.findByRole('region', { name: 'Update notices' });
    expect(within(updates).getByText('Uusi versio')).toBeInTheDocument();
    expect(within(updates).getByText('Read by 2 employees')).toBeInTheDocument();
    const news = screen.getByRole('region', { name: 'Staff news' });
    expect(within(news).getByText('Joulujuhla')).toBeInTheDocument();
    expect(within(news).getByText('Read by 1 employee')).toBeInTheDocument();
    await expectAxeClean();
  });

  it('requires the Finnish texts, asks once more, publishes with the translations given and says so', async () => {
    api.answers['GET /v1/Desk/Notices'] = () => json(200, { notices: [] });
    show(<DeskNotices />);
    await screen.findByText('No staff news yet');
    fireEvent.click(within(form()).getByRole('radio', { name: 'Staff news' }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Publish' }));
    expect(within(form()).getAllByText('Field is required')).toHaveLength(2);

    fireEvent.change(finnish('Title'), { target: { value: 'Joulujuhla' } });
    fireEvent.change(within(within(form()).getByRole('group', { name: 'Title' })).getByLabelText('English'), {
      target: { value: ' Christmas party ' },
    });
    fireEvent.change(finnish('Text'), { target: { value: 'Tervetuloa!' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Publish' }));
    await within(form()).findByText('Publish the news item to every employee? A published news item cannot be taken back.');
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    api.answers['PUT /v1/Desk/Notices/Publish'] = () =>
      json(201, { notice: notice({ id: 'n3', kind: 'news', title: 'Joulujuhla', readBy: 0 }) });
    fireEvent.click(within(form()).getByRole('button', { name: 'Yes, publish' }));
    await within(form()).findByText('Saved successfully. The news item is published.');
    expect(api.callsTo('PUT', '/v1/Desk/Notices/Publish').map((c) => c.body)).toEqual([
      { kind: 'news', title: 'Joulujuhla', titles: { en: 'Christmas party' }, body: 'Tervetuloa!', bodies: null },
    ]);
    expect((finnish('Title') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(api.callsTo('GET', '/v1/Desk/Notices')).toHaveLength(2));
  });

  it("says 'Failed to save' when publishing fails and keeps what was typed", async () => {
    api.answers['GET /v1/Desk/Notices'] = () => json(200, { notices: [] });
    show(<DeskNotices />);
    fireEvent.change(finnish('Title'), { target: { value: 'Huoltokatko' } });
    fireEvent.change(finnish('Text'), { target: { value: 'Palvelu on poissa käytöstä lauantaina.' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Publish' }));
    await within(form()).findByText('Publish the update notice to every employee? A published notice cannot be taken back.');
    fireEvent.click(within(form()).getByRole('button', { name: 'Yes, publish' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe('Failed to save');
    expect((finnish('Title') as HTMLInputElement).value).toBe('Huoltokatko');
    expect((finnish('Text') as HTMLTextAreaElement).value).toBe('Palvelu on poissa käytöstä lauantaina.');
  });

  it("says 'Could not load notices' with a retry when the list fails", async () => {
    show(<DeskNotices />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load notices');
  });
});
