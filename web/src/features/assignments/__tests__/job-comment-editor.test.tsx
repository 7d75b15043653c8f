import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobComment } from '@vuoro/domain';
import assignments from '@/locales/en/assignments.json';
import labels from '@/locales/en/labels.json';
import { JobCommentEditor, type JobCommentEditorProps } from '../components/job-comment-editor';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { assignments, labels } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const stored = jobComment.parse({
  id: 'job-1',
  comment: 'Start on Monday',
  status: 'open',
  updated: { date: new Date('2026-11-20T08:00:00Z'), id: 'demo-admin', name: 'Reija Rekrytoija' },
  revision: 2,
});
const theirs = jobComment.parse({
  ...stored,
  comment: 'Start on Tuesday',
  updated: { date: new Date('2026-11-23T21:00:00Z'), id: 'c-jussi', name: 'Jussi Korhonen' },
  revision: 3,
});

function renderEditor(props: Partial<JobCommentEditorProps>) {
  render(
    <I18nextProvider i18n={i18n}>
      <JobCommentEditor jobId="job-1" comment={stored} {...props} />
    </I18nextProvider>,
  );
}

describe('JobCommentEditor', () => {
  it('shows the status as a word, offers the statuses by name, and keeps a status written as other text', async () => {
    const onSave = vi.fn().mockResolvedValue({ status: 'saved' });
    renderEditor({ onSave });
    const status = screen.getByRole('combobox', { name: 'Shared note status' });
    expect(within(status).getByRole('option', { selected: true }).textContent).toBe('Open');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No status', 'Open', 'In progress', 'On hold', 'Done']);
    await userEvent.setup().selectOptions(status, 'Done');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save shared note' }));
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'done' }));
    cleanup();
    renderEditor({ comment: jobComment.parse({ ...stored, status: 'waiting for CV' }) });
    expect(screen.getByText('Shared note status: waiting for CV')).toBeTruthy();
    cleanup();
    renderEditor({});
    expect(screen.getByText('Shared note status: Open')).toBeTruthy();
  });

  it('is prefilled and says who changed it when; a comment from before writers were stored reads as a time only', () => {
    renderEditor({ onSave: vi.fn() });
    expect(screen.getByLabelText('Shared note')).toHaveValue('Start on Monday');
    expect(screen.getByText('Last changed by Reija Rekrytoija on 20.11.2026 10.00')).toBeTruthy();
    cleanup();
    renderEditor({ comment: jobComment.parse({ id: 'job-1', comment: 'Old', updated: new Date('2026-06-10T06:30:00Z') }) });
    expect(screen.getByText('Last changed on 10.6.2026 9.30')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save shared note' })).toBeNull();
  });

  it('a refused save keeps the text, shows the other version and its writer, and the user decides', async () => {
    const onSave = vi
      .fn<NonNullable<JobCommentEditorProps['onSave']>>()
      .mockResolvedValueOnce({ status: 'conflict', current: theirs })
      .mockResolvedValueOnce({ status: 'saved' });
    renderEditor({ onSave });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Shared note'));
    await user.type(screen.getByLabelText('Shared note'), 'Start on Wednesday');
    await user.click(screen.getByRole('button', { name: 'Save shared note' }));
    expect(onSave).toHaveBeenLastCalledWith({ jobId: 'job-1', comment: 'Start on Wednesday', status: 'open', loadedRevision: 2 });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Jussi Korhonen saved another version while you were editing');
    expect(within(alert).getByText('Start on Tuesday')).toBeTruthy();
    expect(screen.getByLabelText('Shared note')).toHaveValue('Start on Wednesday');

    await user.click(within(alert).getByRole('button', { name: 'Save my text over it' }));
    expect(onSave).toHaveBeenLastCalledWith({ jobId: 'job-1', comment: 'Start on Wednesday', status: 'open', loadedRevision: 3 });
    expect(await screen.findByRole('status')).toHaveTextContent('Shared note saved');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"Take their version" drops the typed text for the stored one', async () => {
    const onSave = vi
      .fn<NonNullable<JobCommentEditorProps['onSave']>>()
      .mockResolvedValue({ status: 'conflict', current: theirs });
    renderEditor({ onSave, comment: theirs });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Shared note'), '!');
    await user.click(screen.getByRole('button', { name: 'Save shared note' }));
    await user.click(await screen.findByRole('button', { name: 'Take their version' }));
    expect(screen.getByLabelText('Shared note')).toHaveValue('Start on Tuesday');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed save says so, keeps the text, and the button is announced busy while it runs', async () => {
    let fail!: (e: unknown) => void;
    const onSave = vi.fn<NonNullable<JobCommentEditorProps['onSave']>>(() => new Promise((_resolve, reject) => (fail = reject)));
    renderEditor({ onSave });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Shared note'), '!');
    const save = screen.getByRole('button', { name: 'Save shared note' });
    await user.click(save);
    expect(save).toHaveAttribute('aria-busy', 'true');
    await user.click(save);
    expect(onSave).toHaveBeenCalledOnce();
    fail(new Error('unavailable'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shared note was not saved');
    expect(screen.getByLabelText('Shared note')).toHaveValue('Start on Monday!');
    expect(save).not.toHaveAttribute('aria-busy');
  });
});
